// A laid-out HTML page as the browser measured it: the measuring side (the workbench's hidden
// frame) builds it, htmlToScreen turns it into a screen. Plain JSON, so tests write it by hand.

/** A box in page px, from the page's top-left corner. */
export interface HtmlBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The computed style values the mapping reads, as the browser gives them (`"16px"`, `"rgb(…)"`). */
export interface HtmlStyle {
  display: string;
  visibility: string;
  opacity: string;
  color: string;
  backgroundColor: string;
  backgroundImage: string;
  fontFamily: string;
  fontSize: string;
  fontWeight: string;
  fontStyle: string;
  lineHeight: string;
  letterSpacing: string;
  textAlign: string;
  textDecorationLine: string;
  borderTopWidth: string;
  borderRightWidth: string;
  borderBottomWidth: string;
  borderLeftWidth: string;
  borderTopStyle: string;
  borderRightStyle: string;
  borderBottomStyle: string;
  borderLeftStyle: string;
  borderTopColor: string;
  borderRightColor: string;
  borderBottomColor: string;
  borderLeftColor: string;
  borderTopLeftRadius: string;
  borderTopRightRadius: string;
  borderBottomRightRadius: string;
  borderBottomLeftRadius: string;
  boxShadow: string;
  paddingTop: string;
  paddingRight: string;
  paddingBottom: string;
  paddingLeft: string;
}

/** The computed style keys a snapshot holds, for the measuring side. */
export const HTML_STYLE_KEYS: readonly (keyof HtmlStyle)[] = [
  'display',
  'visibility',
  'opacity',
  'color',
  'backgroundColor',
  'backgroundImage',
  'fontFamily',
  'fontSize',
  'fontWeight',
  'fontStyle',
  'lineHeight',
  'letterSpacing',
  'textAlign',
  'textDecorationLine',
  'borderTopWidth',
  'borderRightWidth',
  'borderBottomWidth',
  'borderLeftWidth',
  'borderTopStyle',
  'borderRightStyle',
  'borderBottomStyle',
  'borderLeftStyle',
  'borderTopColor',
  'borderRightColor',
  'borderBottomColor',
  'borderLeftColor',
  'borderTopLeftRadius',
  'borderTopRightRadius',
  'borderBottomRightRadius',
  'borderBottomLeftRadius',
  'boxShadow',
  'paddingTop',
  'paddingRight',
  'paddingBottom',
  'paddingLeft',
];

/** The attributes the mapping reads (types of inputs, names, hints, sources, states). */
export const HTML_ATTRIBUTES = [
  'type',
  'id',
  'name',
  'for',
  'role',
  'placeholder',
  'aria-label',
  'title',
  'alt',
  'src',
  'value',
  'checked',
  'selected',
  'min',
  'max',
  'href',
] as const;
export type HtmlAttribute = (typeof HTML_ATTRIBUTES)[number];

/**
 * One measured element. `tag` is lower-case; `#text` is a run of text between elements, with its
 * parent's style. `text` is the element's own text when it holds nothing but text (and inline
 * phrasing such as <b> or <a> without a box of their own). Omitted style keys are the defaults
 * (transparent, no border, 0 px, visible).
 */
export interface HtmlNode {
  tag: string;
  attrs?: Partial<Record<HtmlAttribute, string>>;
  box: HtmlBox;
  style?: Partial<HtmlStyle>;
  text?: string;
  /** a select's options (their texts), and which one is chosen */
  options?: string[];
  selectedIndex?: number;
  /** an <svg>'s inner markup */
  svg?: string;
  /** a table's cells by row, the header row first when there is one */
  rows?: string[][];
  children?: HtmlNode[];
}

/** A whole page: its size (the laid-out document), its background and its body. */
export interface HtmlSnapshot {
  w: number;
  h: number;
  title?: string;
  background?: string;
  root: HtmlNode;
}
