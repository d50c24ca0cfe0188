// A measured element's computed style as our widget style: the box (background, borders, corners,
// shadow, paddings, opacity) and the text (colour, font, line height, spacing, alignment).
import type { Style } from '../model/widget';
import type { HtmlNode, HtmlStyle } from './htmlSnapshot';
import { backgroundUrl, color, px, radius, shadow } from './cssValues';

const SIDES = ['Top', 'Right', 'Bottom', 'Left'] as const;
const CORNERS = ['TopLeft', 'TopRight', 'BottomRight', 'BottomLeft'] as const;

type Css = Partial<HtmlStyle>;

/** The sides' borders that show: width, colour and line style each. */
function borders(css: Css): Style {
  const style: Style = {};
  for (const side of SIDES) {
    const width = px(css[`border${side}Width`]) ?? 0;
    const line = css[`border${side}Style`] ?? 'none';
    const c = color(css[`border${side}Color`]);
    if (width <= 0 || line === 'none' || line === 'hidden' || !c) continue;
    style[`border${side}Width`] = width;
    style[`border${side}Color`] = c;
    style[`border${side}Style`] = ['dashed', 'dotted'].includes(line) ? line : 'solid';
  }
  return style;
}

/** A gradient background is kept as CSS (the renderer takes a string background as it is). */
function fill(css: Css): string | undefined {
  const image = css.backgroundImage;
  if (image && /gradient\(/.test(image)) return image;
  return color(css.backgroundColor);
}

/** Whether the element draws a box of its own: a fill, a border or a shadow. */
export function hasBoxLook(node: HtmlNode): boolean {
  const css = node.style ?? {};
  return (
    fill(css) !== undefined ||
    Object.keys(borders(css)).length > 0 ||
    shadow(css.boxShadow) !== undefined ||
    backgroundUrl(css.backgroundImage) !== undefined
  );
}

/** The background picture of an element (a CSS url), when it has one. */
export function backgroundPicture(node: HtmlNode): string | undefined {
  return backgroundUrl(node.style?.backgroundImage);
}

export function boxStyle(node: HtmlNode): Style {
  const css = node.style ?? {};
  const style: Style = {};
  const background = fill(css);
  if (background) style.background = background;
  Object.assign(style, borders(css));
  for (const corner of CORNERS) {
    const r = radius(css[`border${corner}Radius`], node.box.w, node.box.h);
    if (r) style[`border${corner}Radius`] = Math.round(r * 10) / 10;
  }
  const boxShadow = shadow(css.boxShadow);
  if (boxShadow) style.boxShadow = boxShadow;
  for (const side of SIDES) {
    const padding = px(css[`padding${side}`]);
    if (padding) style[`padding${side}`] = padding;
  }
  const opacity = css.opacity === undefined ? 1 : Number(css.opacity);
  if (opacity < 1) style.opacity = opacity;
  return style;
}

const ALIGN: Record<string, string> = {
  left: 'left',
  start: 'left',
  center: 'center',
  '-webkit-center': 'center',
  right: 'right',
  end: 'right',
  justify: 'justify',
};

export function textStyle(node: HtmlNode): Style {
  const css = node.style ?? {};
  const style: Style = {};
  const c = color(css.color);
  if (c) style.color = c;
  if (css.fontFamily) style.fontFamily = css.fontFamily;
  const fontSize = px(css.fontSize);
  if (fontSize) style.fontSize = fontSize;
  const weight = css.fontWeight;
  if (weight && weight !== '400' && weight !== 'normal') style.fontWeight = weight === 'bold' ? '700' : weight;
  if (css.fontStyle === 'italic') style.fontStyle = 'italic';
  const lineHeight = px(css.lineHeight);
  if (lineHeight) style.lineHeight = lineHeight;
  const letterSpacing = px(css.letterSpacing);
  if (letterSpacing) style.letterSpacing = letterSpacing;
  const align = ALIGN[css.textAlign ?? ''];
  if (align && align !== 'left') style.textAlign = align;
  if (css.textDecorationLine?.includes('underline')) style.textDecoration = 'underline';
  return style;
}

/** Whether the element shows: not display:none, not hidden, not fully see-through. */
export function isShown(node: HtmlNode): boolean {
  const css = node.style ?? {};
  return css.display !== 'none' && css.visibility !== 'hidden' && css.visibility !== 'collapse' && css.opacity !== '0';
}
