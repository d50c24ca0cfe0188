// A chart with its title, a tooltip and an accessible table view behind a toggle.
import { useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChartTable {
  headers: string[];
  rows: Array<Array<string | number>>;
}

export interface TooltipApi {
  show(event: MouseEvent, text: string): void;
  hide(): void;
}

export function ChartCard({
  title,
  table,
  children,
}: {
  title: string;
  table: ChartTable;
  children: (tooltip: TooltipApi) => ReactNode;
}) {
  const { t } = useTranslation('analytics');
  const [showTable, setShowTable] = useState(false);
  const [tip, setTip] = useState<{ x: number; y: number; text: string } | null>(null);
  const tooltip: TooltipApi = {
    show(event, text) {
      const box = (event.currentTarget as Element).closest('.chart-body')?.getBoundingClientRect();
      setTip({ x: event.clientX - (box?.left ?? 0) + 12, y: event.clientY - (box?.top ?? 0) + 12, text });
    },
    hide: () => setTip(null),
  };
  return (
    <figure className="chart card">
      <figcaption className="chart-head">
        <h3>{title}</h3>
        <button
          type="button"
          className="button ghost"
          aria-pressed={showTable}
          onClick={() => setShowTable(!showTable)}
        >
          {showTable ? t('chart.showChart') : t('chart.showTable')}
        </button>
      </figcaption>
      {showTable ? (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                {table.headers.map((header) => (
                  <th key={header} scope="col">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, i) => (
                <tr key={i}>
                  {row.map((cell, j) => (
                    <td key={j}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div className="chart-body" onMouseLeave={() => setTip(null)}>
          {children(tooltip)}
          {tip && (
            <div className="chart-tooltip" role="status" style={{ left: tip.x, top: tip.y }}>
              {tip.text}
            </div>
          )}
        </div>
      )}
    </figure>
  );
}
