// Reads stored SVG markup (SVGIcon's `props.svg`) into plain shapes to draw as React elements (a
// .ts file: not loaded as a widget type). The markup is never put into the DOM: only known shape
// elements are kept, each with known attributes whose values are numbers, path data, point lists,
// colours or keywords.
import { finite, safeColor, safePathData } from './vectorData';

export type ShapeTag = 'path' | 'circle' | 'ellipse' | 'rect' | 'line' | 'polyline' | 'polygon';

export interface SvgShape {
  tag: ShapeTag;
  /** React attribute names */
  attrs: Record<string, string | number>;
}

const TAGS = new Set<string>(['path', 'circle', 'ellipse', 'rect', 'line', 'polyline', 'polygon']);
const POINTS = /^[0-9eE.,+\-\s]*$/;
const CAPS = new Set(['butt', 'round', 'square']);
const JOINS = new Set(['miter', 'round', 'bevel']);
const RULES = new Set(['nonzero', 'evenodd']);

type Reader = (value: string) => string | number | undefined;
const number: Reader = (v) => finite(v);
const keyword =
  (allowed: Set<string>): Reader =>
  (v) =>
    allowed.has(v) ? v : undefined;

/** attribute as written → [React name, reader] */
const ATTRIBUTES: Record<string, [string, Reader]> = {
  d: ['d', safePathData],
  points: ['points', (v) => (POINTS.test(v) ? v.trim() : undefined)],
  ...Object.fromEntries(
    ['cx', 'cy', 'r', 'rx', 'ry', 'x', 'y', 'width', 'height', 'x1', 'y1', 'x2', 'y2', 'opacity'].map((name) => [
      name,
      [name, number],
    ]),
  ),
  fill: ['fill', safeColor],
  stroke: ['stroke', safeColor],
  'stroke-width': ['strokeWidth', number],
  'stroke-linecap': ['strokeLinecap', keyword(CAPS)],
  'stroke-linejoin': ['strokeLinejoin', keyword(JOINS)],
  'fill-rule': ['fillRule', keyword(RULES)],
  'clip-rule': ['clipRule', keyword(RULES)],
};

const ELEMENT = /<\s*([a-zA-Z]+)((?:\s+[a-zA-Z][\w:-]*\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*\/?\s*>/g;
const ATTRIBUTE = /([a-zA-Z][\w:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const MAX_MARKUP = 100_000;
const MAX_SHAPES = 500;

export interface SvgDrawing {
  viewBox: string;
  shapes: SvgShape[];
}

/** The shapes of stored markup, and its own viewBox when it holds an `<svg viewBox=…>` (else 24 × 24). */
export function parseSvgMarkup(markup: unknown): SvgDrawing {
  const drawing: SvgDrawing = { viewBox: '0 0 24 24', shapes: [] };
  if (typeof markup !== 'string' || markup.length > MAX_MARKUP) return drawing;
  for (const [, rawTag, rawAttrs] of markup.matchAll(ELEMENT)) {
    const tag = rawTag.toLowerCase();
    const written = [...rawAttrs.matchAll(ATTRIBUTE)].map(([, name, a, b]) => [name.toLowerCase(), a ?? b] as const);
    if (tag === 'svg') {
      const box = written
        .find(([name]) => name === 'viewbox')?.[1]
        .trim()
        .split(/[\s,]+/)
        .map(Number);
      if (box?.length === 4 && box.every(Number.isFinite) && box[2] > 0 && box[3] > 0) drawing.viewBox = box.join(' ');
      continue;
    }
    if (!TAGS.has(tag) || drawing.shapes.length >= MAX_SHAPES) continue;
    const attrs: Record<string, string | number> = {};
    for (const [name, value] of written) {
      if (!Object.hasOwn(ATTRIBUTES, name)) continue;
      const [reactName, read] = ATTRIBUTES[name];
      const safe = read(value);
      if (safe !== undefined) attrs[reactName] = safe;
    }
    if (tag === 'path' && attrs.d === undefined) continue;
    drawing.shapes.push({ tag: tag as ShapeTag, attrs });
  }
  return drawing;
}
