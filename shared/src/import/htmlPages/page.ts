// Shorthands for writing measured pages by hand: an element at [x, y, w, h] with its style,
// attributes and children, and a page of a size holding a body.
import type { HtmlAttribute, HtmlNode, HtmlSnapshot, HtmlStyle } from '../htmlSnapshot';

type Box = [number, number, number, number];
type Extra = Omit<Partial<HtmlNode>, 'tag' | 'box' | 'children' | 'attrs' | 'style'> & {
  attrs?: Partial<Record<HtmlAttribute, string>>;
  style?: Partial<HtmlStyle>;
};

export function el(tag: string, [x, y, w, h]: Box, extra: Extra = {}, ...children: HtmlNode[]): HtmlNode {
  return { tag, box: { x, y, w, h }, ...extra, ...(children.length ? { children } : {}) };
}

/** A text element: its text, dark 16 px type unless `style` says otherwise. */
export function text(tag: string, box: Box, words: string, style: Partial<HtmlStyle> = {}): HtmlNode {
  return el(tag, box, { text: words, style: { color: 'rgb(17, 24, 39)', fontSize: '16px', ...style } });
}

/** A 1 px solid border of `color` on every side. */
export function border(color: string, width = '1px'): Partial<HtmlStyle> {
  const style: Partial<HtmlStyle> = {};
  for (const side of ['Top', 'Right', 'Bottom', 'Left'] as const) {
    style[`border${side}Width`] = width;
    style[`border${side}Style`] = 'solid';
    style[`border${side}Color`] = color;
  }
  return style;
}

export function rounded(radius: string): Partial<HtmlStyle> {
  return {
    borderTopLeftRadius: radius,
    borderTopRightRadius: radius,
    borderBottomRightRadius: radius,
    borderBottomLeftRadius: radius,
  };
}

export function page(
  title: string,
  [w, h]: [number, number],
  body: Partial<HtmlStyle>,
  ...children: HtmlNode[]
): HtmlSnapshot {
  return { w, h, title, background: 'rgba(0, 0, 0, 0)', root: el('body', [0, 0, w, h], { style: body }, ...children) };
}
