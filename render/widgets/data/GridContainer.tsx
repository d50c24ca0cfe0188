import type { CSSProperties } from 'react';
import { num } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';

function count(value: unknown): number {
  const n = Math.floor(num(value) ?? 1);
  return Math.min(50, Math.max(1, n));
}

/** The styled box (background, border, padding) with its grid of cells drawn faintly inside the padding. */
export default function GridContainer({ view, scale }: WidgetRendererProps) {
  const rows = count(view.props.rows);
  const columns = count(view.props.columns);
  const grid: CSSProperties = {
    flex: 1,
    alignSelf: 'stretch',
    display: 'grid',
    gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
    gridTemplateRows: `repeat(${rows}, minmax(0, 1fr))`,
    columnGap: Math.max(0, num(view.props.columnGap) ?? 0) * scale,
    rowGap: Math.max(0, num(view.props.rowGap) ?? 0) * scale,
    pointerEvents: 'none',
  };
  const cell: CSSProperties = { border: `${scale}px dashed rgba(128, 128, 140, 0.35)`, boxSizing: 'border-box' };
  return (
    <div style={grid} aria-hidden>
      {Array.from({ length: rows * columns }, (_, i) => (
        <div key={i} data-cell={i} style={cell} />
      ))}
    </div>
  );
}
