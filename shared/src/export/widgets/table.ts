// A Table as a real `<table>`: the first data row is its header, the rows share the widget's height,
// its lines, colours and column widths as the player's Table draws them.
import { boxCss, styleColor, styleText, textCss, type CssDeclarations } from '../../appDocument/styleCss';
import type { WidgetView } from '../../appDocument/screenView';
import { textLayout } from '../../appDocument/textLayout';
import type { Style } from '../../model/widget';
import { initialValue } from '../../simulator/formState';
import { columnPercents, tableLines, tableRows } from '../../widgets/data/tableData';
import { numberOf } from '../../widgets/values';
import type { Element, Node, Rule } from '../markup';
import type { ExportedWidget, WidgetContext } from '../widgetElement';
import { bareCss, nameOf } from './frame';

const colours = (style: Style, background: string, color: string): CssDeclarations => {
  const css: CssDeclarations = {};
  const fill = styleColor(style, background);
  const text = styleText(style[color]);
  if (fill) css.background = fill;
  if (text) css.color = text;
  return css;
};

/** The box's fill, corners and shadow; its border widths draw the table's lines instead. */
function boxFill(style: Style): CssDeclarations {
  const fill: Style = { ...style, opacity: undefined };
  for (const side of ['Top', 'Right', 'Bottom', 'Left']) fill[`border${side}Width`] = 0;
  return boxCss(fill, 1);
}

export function tableWidget(view: WidgetView, context: WidgetContext): ExportedWidget {
  const style = view.style;
  const n = context.className;
  const [header = [], ...body] = tableRows(view.props.data);
  const columns = Math.max(header.length, ...body.map((row) => row.length));
  const selectable = style.checkBox === true;
  const value = initialValue(view);
  const chosen = Array.isArray(value) ? value.filter((r): r is number => Number.isInteger(r)) : [];
  const text = textCss(style, 1, view.box.h, false);
  const layout = textLayout(style, view.box.h, false);
  const lines = tableLines(view.props.borderStyle);
  const line = `${numberOf(style.borderBottomWidth) ?? 1}px solid ${styleText(style.borderBottomColor) ?? '#333'}`;
  const headerLine = numberOf(style.headerBottomBorderWidth);
  const checkSize = numberOf(style.checkBoxSize) ?? layout.fontSize;
  const widths = columnPercents(
    view.props.widths,
    columns,
    selectable ? checkSize + layout.padding.left + layout.padding.right : undefined,
  );
  const columnStyles = Array.isArray(view.props.columns) ? (view.props.columns as unknown[]) : [];
  const rowCount = body.length + 1;
  const rowHeight = view.box.h / rowCount;

  const rules: Rule[] = [
    { selector: `.${n}`, css: bareCss(view) },
    // a flex box: the indentation of the static site's markup around the table is no line of text
    { selector: `.${n}-frame`, css: { ...boxFill(style), overflow: 'hidden', display: 'flex' } },
    {
      selector: `.${n}-table`,
      css: {
        width: '100%',
        height: '100%',
        borderCollapse: 'collapse',
        font: 'inherit',
        tableLayout: widths.length > 0 ? 'fixed' : 'auto',
        border: lines.outside ? line : 'none',
      },
    },
    {
      selector: `.${n}-table :where(th, td)`,
      css: {
        ...(text.padding === undefined ? {} : { padding: text.padding }),
        ...(text.textAlign === undefined ? {} : { textAlign: text.textAlign }),
        verticalAlign: 'top',
        borderBottom: 'none',
        borderRight: 'none',
      },
    },
    { selector: `.${n}-table th`, css: { fontWeight: 'inherit' } },
    { selector: `.${n}-table tr`, css: { height: rowHeight } },
    {
      selector: `.${n}-head`,
      css: {
        ...colours(style, 'headerBackground', 'headerColor'),
        ...(style.headerFontWeight === undefined
          ? {}
          : { fontWeight: styleText(style.headerFontWeight) ?? numberOf(style.headerFontWeight) ?? 'normal' }),
        ...(styleText(style.headerFontStyle) ? { fontStyle: styleText(style.headerFontStyle)! } : {}),
        ...(styleText(style.headerTextDecoration) ? { textDecoration: styleText(style.headerTextDecoration)! } : {}),
      },
    },
    { selector: `.${n}-even`, css: colours(style, 'evenRowBackground', 'evenRowColor') },
  ];
  if (style.hoverBackground || style.hoverColor)
    rules.push({ selector: `.${n}-table tbody tr:hover`, css: colours(style, 'hoverBackground', 'hoverColor') });
  if (lines.rows) rules.push({ selector: `.${n}-below`, css: { borderBottom: line } });
  if (headerLine !== undefined) rules.push({ selector: `.${n}-head > *`, css: { borderBottomWidth: headerLine } });
  if (lines.columns) rules.push({ selector: `.${n}-table .${n}-beside`, css: { borderRight: line } });
  columnStyles.forEach((own, c) => {
    if (typeof own !== 'object' || own === null) return;
    const { color, background } = own as Record<string, unknown>;
    const css: CssDeclarations = {};
    if (styleText(color)) css.color = styleText(color)!;
    if (styleText(background)) css.background = styleText(background)!;
    rules.push({ selector: `.${n}-table tbody .${n}-col${c}`, css });
  });

  /** A cell's classes: its lines and its column. */
  const cellClass = (row: number, column: number, last: boolean) =>
    [
      lines.rows && row < rowCount - 1 ? `${n}-below` : '',
      lines.columns && !last ? `${n}-beside` : '',
      column >= 0 ? `${n}-col${column}` : '',
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  const cells = (row: number, texts: string[], tag: 'th' | 'td'): Element[] =>
    Array.from({ length: columns }, (_, c) => ({
      tag,
      className: cellClass(row, c, c === columns - 1),
      ...(tag === 'th' ? { attrs: { scope: 'col' } } : {}),
      children: [texts[c] ?? ''],
    }));

  if (selectable)
    rules.push({
      selector: `.${n}-check`,
      css: {
        appearance: 'none',
        display: 'grid',
        placeItems: 'center',
        width: checkSize,
        height: checkSize,
        margin: 0,
        verticalAlign: 'middle',
        color: styleText(style.checkBoxHookColor) ?? '#333',
        background: styleColor(style, 'checkBoxBackground') ?? '#fff',
        border: `${numberOf(style.checkBoxBorderWidth) ?? 1}px solid ${styleText(style.checkBoxBorderColor) ?? '#333'}`,
        borderRadius: numberOf(style.checkBoxBorderRadius) ?? 0,
      },
    });
  // the static site's indentation around the check box is no line of text
  if (selectable) rules.push({ selector: `.${n}-lead`, css: { whiteSpace: 'normal' } });
  // the player's tick (render.css .pl-check)
  if (selectable)
    rules.push({
      selector: `.${n}-check:checked::after`,
      css: {
        content: "''",
        width: '55%',
        height: '55%',
        background: 'currentColor',
        clipPath: 'polygon(14% 44%, 0 65%, 50% 100%, 100% 16%, 80% 0, 43% 62%)',
      },
    });
  const check = (r: number, texts: string[]): Element[] =>
    selectable
      ? [
          {
            tag: 'td',
            className: `${n}-lead ${cellClass(r + 1, -1, columns === 0) ?? ''}`.trim(),
            children: [
              {
                tag: 'input',
                className: `${n}-check`,
                attrs: { type: 'checkbox', 'aria-label': texts[0] || String(r + 1), checked: chosen.includes(r) },
              },
            ],
          },
        ]
      : [];
  const head: Element = {
    tag: 'thead',
    children: [
      {
        tag: 'tr',
        className: `${n}-head`,
        children: [
          ...(selectable ? [{ tag: 'td', className: cellClass(0, -1, columns === 0) }] : []),
          ...cells(0, header, 'th'),
        ],
      },
    ],
  };
  const rows: Element = {
    tag: 'tbody',
    children: body.map((row, r): Element => ({
      tag: 'tr',
      className: r % 2 === 1 ? `${n}-even` : undefined,
      children: [...check(r, row), ...cells(r + 1, row, 'td')],
    })),
  };
  const colgroup: Node[] =
    widths.length > 0
      ? [{ tag: 'colgroup', children: widths.map((_, i): Element => ({ tag: 'col', className: `${n}-w${i}` })) }]
      : [];
  widths.forEach((w, i) => rules.push({ selector: `.${n}-w${i}`, css: { width: `${w}%` } }));
  const table: Element = {
    tag: 'table',
    className: `${n}-table`,
    attrs: { 'aria-label': nameOf(view) },
    children: [...colgroup, head, rows],
  };
  return {
    element: {
      tag: 'div',
      className: `pl-widget ${n}`,
      children: [{ tag: 'div', className: `pl-fill ${n}-frame`, children: [table] }],
    },
    rules,
    drawn: false,
  };
}
