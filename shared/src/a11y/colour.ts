// Colours as the model stores them (#rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba(), a few CSS
// names) and the WCAG 2.x contrast maths: relative luminance, contrast ratio, alpha composited
// over what lies behind, and the nearest colour of the same hue that reaches a ratio.

/** Channels 0–255, alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
export const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };

// the names designers type most; anything else is not judged rather than guessed
const NAMED: Readonly<Record<string, string>> = {
  transparent: '#0000',
  white: '#fff',
  black: '#000',
  red: '#f00',
  green: '#008000',
  blue: '#00f',
  yellow: '#ff0',
  orange: '#ffa500',
  purple: '#800080',
  gray: '#808080',
  grey: '#808080',
  silver: '#c0c0c0',
  lightgray: '#d3d3d3',
  lightgrey: '#d3d3d3',
  darkgray: '#a9a9a9',
  darkgrey: '#a9a9a9',
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function parseHex(hex: string): Rgba | undefined {
  if (!/^[0-9a-f]+$/i.test(hex)) return undefined;
  const short = hex.length === 3 || hex.length === 4;
  if (!short && hex.length !== 6 && hex.length !== 8) return undefined;
  const channel = (i: number) => (short ? parseInt(hex[i] + hex[i], 16) : parseInt(hex.slice(i * 2, i * 2 + 2), 16));
  const alpha = hex.length === 4 || hex.length === 8 ? channel(3) / 255 : 1;
  return { r: channel(0), g: channel(1), b: channel(2), a: alpha };
}

/** rgb(1, 2, 3), rgba(1, 2, 3, 0.5), rgb(1 2 3 / 50%); channels may be percentages. */
function parseRgbFunction(text: string): Rgba | undefined {
  const match = /^rgba?\(([^)]*)\)$/i.exec(text);
  if (!match) return undefined;
  const parts = match[1]
    .split(/[\s,/]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length !== 3 && parts.length !== 4) return undefined;
  const number = (part: string, full: number) => {
    const value = part.endsWith('%') ? (Number(part.slice(0, -1)) / 100) * full : Number(part);
    return Number.isFinite(value) ? clamp(value, 0, full) : undefined;
  };
  const [r, g, b] = parts.slice(0, 3).map((part) => number(part, 255));
  const a = parts[3] === undefined ? 1 : number(parts[3], 1);
  if (r === undefined || g === undefined || b === undefined || a === undefined) return undefined;
  return { r, g, b, a };
}

/** The colour a stored value names; undefined for anything else (a gradient, an image, a typo). */
export function parseColour(value: unknown): Rgba | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  if (text.startsWith('#')) return parseHex(text.slice(1));
  if (text.startsWith('rgb')) return parseRgbFunction(text);
  const named = NAMED[text];
  return named ? parseHex(named.slice(1)) : undefined;
}

/** `top` drawn over an opaque `bottom` (source-over). */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a;
  return {
    r: top.r * a + bottom.r * (1 - a),
    g: top.g * a + bottom.g * (1 - a),
    b: top.b * a + bottom.b * (1 - a),
    a: 1,
  };
}

/** An sRGB channel (0–255) as linear light. */
function linear(channel: number): number {
  const s = channel / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.x relative luminance of an opaque sRGB colour (0 black … 1 white). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.x contrast ratio (1 … 21) of a colour over an opaque background; a translucent colour is composited first. */
export function contrastRatio(colour: Rgba, background: Rgba): number {
  const a = relativeLuminance(colour.a < 1 ? composite(colour, background) : colour);
  const b = relativeLuminance(background);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

export function toHex({ r, g, b }: Rgba): string {
  const two = (channel: number) =>
    Math.round(clamp(channel, 0, 255))
      .toString(16)
      .padStart(2, '0');
  return `#${two(r)}${two(g)}${two(b)}`;
}

interface Hsl {
  h: number;
  s: number;
  l: number;
}

function toHsl({ r, g, b }: Rgba): Hsl {
  const [R, G, B] = [r / 255, g / 255, b / 255];
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === R ? ((G - B) / d + 6) % 6 : max === G ? (B - R) / d + 2 : (R - G) / d + 4;
  return { h: h * 60, s, l };
}

function fromHsl({ h, s, l }: Hsl): Rgba {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return { r: Math.round((r + m) * 255), g: Math.round((g + m) * 255), b: Math.round((b + m) * 255), a: 1 };
}

const COARSE_STEP = 1 / 64;
const BISECTIONS = 10;

/**
 * The opaque colour nearest `colour` in lightness, with its hue and saturation, whose contrast with
 * `background` is at least `min`; darker or lighter, whichever is the smaller change. Undefined
 * when neither end of the hue (black, white) reaches it.
 */
export function nearestPassingColour(colour: Rgba, background: Rgba, min: number): Rgba | undefined {
  const hsl = toHsl(colour.a < 1 ? composite(colour, background) : colour);
  const at = (l: number) => fromHsl({ ...hsl, l: clamp(l, 0, 1) });
  const passes = (l: number) => contrastRatio(at(l), background) >= min;
  // coarse steps away from the colour's lightness, then bisection inside the step that first
  // passes (contrast is not monotonic across the background's own lightness, a step is)
  for (let step = 1; step <= 64; step++) {
    for (const sign of [-1, 1]) {
      const far = hsl.l + sign * step * COARSE_STEP;
      if (far < -COARSE_STEP || far > 1 + COARSE_STEP || !passes(far)) continue;
      let near = hsl.l + sign * (step - 1) * COARSE_STEP;
      let pass = far;
      for (let i = 0; i < BISECTIONS; i++) {
        const mid = (near + pass) / 2;
        if (passes(mid)) pass = mid;
        else near = mid;
      }
      return at(pass);
    }
  }
  return undefined;
}
