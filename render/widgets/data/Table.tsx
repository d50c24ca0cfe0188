import { useState, type CSSProperties } from 'react';
import { columnPercents, tableLines, tableRows, textLayout, type Style } from '@protolab/shared';
import { boxCss, colorOf, num, str, textCss } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';

export const frame = 'bare';

/** The box's fill, corners and shadow; its border widths draw the table's lines instead. */
function boxFill(style: Style, scale: number): CSSProperties {
  const fill: Style = { ...style, opacity: undefined };
  for (const side of ['Top', 'Right', 'Bottom', 'Left']) fill[`border${side}Width`] = 0;
  return boxCss(fill, scale);
}

function colours(style: Style, background: string, color: string): CSSProperties {
  return { background: colorOf(style, background), color: str(style[color]) };
}

/**
 * A real table: the first row of `props.data` is the header. With `style.checkBox` each body row
 * starts with a check box; the chosen rows (0-based body indexes) are the value.
 */
export default function Table({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const [header = [], ...body] = tableRows(view.props.data);
  const columns = Math.max(header.length, ...body.map((row) => row.length));
  const selectable = style.checkBox === true;
  const chosen = Array.isArray(value) ? value.filter((r): r is number => Number.isInteger(r)) : [];
  const text = textCss(style, scale, view.box.h, false);
  const layout = textLayout(style, view.box.h, false);
  const lines = tableLines(view.props.borderStyle);
  const line = `${(num(style.borderBottomWidth) ?? 1) * scale}px solid ${str(style.borderBottomColor) ?? '#333'}`;
  const headerLine = num(style.headerBottomBorderWidth);
  const box = (num(style.checkBoxSize) ?? layout.fontSize) * scale;
  const widths = columnPercents(
    view.props.widths,
    columns,
    selectable ? (num(style.checkBoxSize) ?? layout.fontSize) + layout.padding.left + layout.padding.right : undefined,
  );
  const columnStyles = Array.isArray(view.props.columns) ? (view.props.columns as unknown[]) : [];
  const rowCount = body.length + 1;
  // the rows share the widget's height, as quant-ux draws them (content taller than its share grows its row)
  const rowHeight = (view.box.h / rowCount) * scale;

  const cell = (row: number, column: number, last: boolean): CSSProperties => {
    const own = columnStyles[column] as Record<string, unknown> | undefined;
    const bottom = lines.rows && row < rowCount - 1;
    return {
      padding: text.padding,
      textAlign: text.textAlign,
      verticalAlign: 'top',
      borderBottom: bottom ? line : 'none',
      ...(row === 0 && headerLine !== undefined && { borderBottomWidth: headerLine * scale }),
      borderRight: lines.columns && !last ? line : 'none',
      ...(row > 0 && own && { color: str(own.color), background: str(own.background) }),
    };
  };
  const toggle = (row: number) =>
    onValue(chosen.includes(row) ? chosen.filter((r) => r !== row) : [...chosen, row].sort((a, b) => a - b));
  const rowStyle = (r: number): CSSProperties => {
    if (interactive && hovered === r && (style.hoverBackground || style.hoverColor))
      return colours(style, 'hoverBackground', 'hoverColor');
    return r % 2 === 1 ? colours(style, 'evenRowBackground', 'evenRowColor') : {};
  };

  return (
    <div className="pl-fill" style={{ ...boxFill(style, scale), boxSizing: 'border-box', overflow: 'hidden' }}>
      <table
        className="pl-table"
        style={{
          tableLayout: widths.length > 0 ? 'fixed' : 'auto',
          height: '100%',
          border: lines.outside ? line : 'none',
        }}
      >
        {widths.length > 0 && (
          <colgroup>
            {widths.map((w, i) => (
              <col key={i} style={{ width: `${w}%` }} />
            ))}
          </colgroup>
        )}
        <thead>
          <tr
            style={{
              height: rowHeight,
              ...colours(style, 'headerBackground', 'headerColor'),
              fontWeight: str(style.headerFontWeight) ?? num(style.headerFontWeight),
              fontStyle: str(style.headerFontStyle),
              textDecoration: str(style.headerTextDecoration),
            }}
          >
            {selectable && <th style={cell(0, -1, columns === 0)} />}
            {Array.from({ length: columns }, (_, c) => (
              <th key={c} scope="col" style={{ ...cell(0, c, c === columns - 1), fontWeight: 'inherit' }}>
                {header[c] ?? ''}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {body.map((row, r) => (
            <tr
              key={r}
              style={{ height: rowHeight, ...rowStyle(r) }}
              onPointerEnter={interactive ? () => setHovered(r) : undefined}
              onPointerLeave={interactive ? () => setHovered(null) : undefined}
            >
              {selectable && (
                <td style={cell(r + 1, -1, columns === 0)}>
                  <input
                    type="checkbox"
                    className="pl-check"
                    aria-label={row[0] || String(r + 1)}
                    checked={chosen.includes(r)}
                    readOnly={!interactive}
                    tabIndex={interactive ? undefined : -1}
                    onChange={interactive ? () => toggle(r) : undefined}
                    style={{
                      width: box,
                      height: box,
                      verticalAlign: 'middle',
                      color: str(style.checkBoxHookColor) ?? '#333',
                      background: colorOf(style, 'checkBoxBackground') ?? '#fff',
                      border: `${(num(style.checkBoxBorderWidth) ?? 1) * scale}px solid ${str(style.checkBoxBorderColor) ?? '#333'}`,
                      borderRadius: (num(style.checkBoxBorderRadius) ?? 0) * scale,
                      cursor: interactive ? 'pointer' : undefined,
                    }}
                  />
                </td>
              )}
              {Array.from({ length: columns }, (_, c) => (
                <td key={c} style={cell(r + 1, c, c === columns - 1)}>
                  {row[c] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
