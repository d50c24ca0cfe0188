// A resolved prototype style (shared screenView) as Konva shape settings: the box and its text.
// Konva draws one stroke per shape, so a box takes the widest of its four borders.
import type { Style, WidgetView } from '@protolab/shared';

const SIDES = ['Top', 'Right', 'Bottom', 'Left'] as const;

function num(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** A colour, or the first colour of a stored gradient {colors: [{c}]}. */
export function fillOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value || undefined;
  const colors = (value as { colors?: Array<{ c?: unknown }> } | null)?.colors;
  return Array.isArray(colors) ? str(colors[0]?.c) : undefined;
}

export interface BoxShape {
  fill?: string;
  stroke?: string;
  strokeWidth: number;
  /** top-left, top-right, bottom-right, bottom-left */
  cornerRadius: [number, number, number, number];
  opacity: number;
}

export function boxShape(style: Style): BoxShape {
  let strokeWidth = 0;
  let stroke: string | undefined;
  for (const side of SIDES) {
    const width = num(style[`border${side}Width`]) ?? 0;
    if (width > strokeWidth) {
      strokeWidth = width;
      stroke = str(style[`border${side}Color`]) ?? '#333333';
    }
  }
  const radius = (corner: string) => Math.max(0, num(style[`border${corner}Radius`]) ?? 0);
  return {
    fill: fillOf(style.background ?? style.backgroundColor),
    stroke,
    strokeWidth,
    cornerRadius: [radius('TopLeft'), radius('TopRight'), radius('BottomRight'), radius('BottomLeft')],
    opacity: Math.min(1, Math.max(0, num(style.opacity) ?? 1)),
  };
}

export interface TextShape {
  fontSize: number;
  fontFamily: string;
  fontStyle: string;
  textDecoration: string;
  fill: string;
  align: 'left' | 'center' | 'right' | 'justify';
  verticalAlign: 'top' | 'middle' | 'bottom';
  padding: number;
  lineHeight: number;
}

/** Types whose text is centred unless the style says otherwise (the player's rule). */
const CENTERED = new Set(['Button']);

export function textShape(widget: Pick<WidgetView, 'style' | 'type' | 'box'>): TextShape {
  const { style } = widget;
  const centered = CENTERED.has(widget.type);
  const fontSize = style.fontSize === 'Auto' ? Math.max(8, widget.box.h * 0.6) : (num(style.fontSize) ?? 14);
  const weight = str(style.fontWeight) ?? String(num(style.fontWeight) ?? '');
  const bold = weight === 'bold' || Number(weight) >= 600;
  const italic = style.fontStyle === 'italic';
  const align = str(style.textAlign);
  const vertical = str(style.verticalAlign);
  const lineHeight = num(style.lineHeight);
  return {
    fontSize,
    fontFamily: str(style.fontFamily) ?? 'system-ui, sans-serif',
    fontStyle: [italic && 'italic', bold && 'bold'].filter(Boolean).join(' ') || 'normal',
    textDecoration: str(style.textDecoration) ?? '',
    fill: str(style.color) ?? '#333333',
    align: align === 'center' || align === 'right' || align === 'justify' ? align : centered ? 'center' : 'left',
    verticalAlign:
      vertical === 'middle' || vertical === 'bottom'
        ? vertical
        : vertical === 'top'
          ? 'top'
          : centered
            ? 'middle'
            : 'top',
    padding: num(style.paddingLeft) ?? (centered ? 0 : 2),
    lineHeight: lineHeight === undefined ? 1.2 : lineHeight > 4 ? lineHeight / fontSize : lineHeight,
  };
}

/** The address of an image of the prototype: uploads through the API (token in the query, as for <img>). */
export function imageSource(url: string, token: string | undefined): string {
  if (/^(https?:|data:|blob:|\/)/.test(url)) return url;
  const path = `/rest/images/${url.split('/').map(encodeURIComponent).join('/')}`;
  return token ? `${path}?jwt=${encodeURIComponent(token)}` : path;
}
