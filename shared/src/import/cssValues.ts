// Computed CSS values (as getComputedStyle gives them) read into our style values: colours as hex
// or rgba, lengths as px numbers, shadows as {h, v, b, s, c, i}.

/** A number of px from "12px" / "12.5px"; undefined for other units and keywords. */
export function px(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const match = /^(-?[\d.]+)px$/.exec(value.trim());
  return match ? Number(match[1]) : undefined;
}

const hex2 = (n: number) =>
  Math.round(Math.min(255, Math.max(0, n)))
    .toString(16)
    .padStart(2, '0');

/**
 * A CSS colour as we store it: `#rrggbb` when opaque, `rgba(…)` when not; undefined when fully
 * transparent or not a colour the mapping understands (named colours other than the common ones).
 */
export function color(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const v = value.trim().toLowerCase();
  if (v === 'transparent' || v === 'none' || v === '') return undefined;
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(v);
  if (rgb) {
    const alphaText = rgb[4];
    const alpha =
      alphaText === undefined ? 1 : alphaText.endsWith('%') ? Number(alphaText.slice(0, -1)) / 100 : Number(alphaText);
    if (alpha <= 0) return undefined;
    const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map(Number);
    return alpha >= 1 ? `#${hex2(r)}${hex2(g)}${hex2(b)}` : `rgba(${r},${g},${b},${Number(alpha.toFixed(3))})`;
  }
  if (/^#[0-9a-f]{6}$/.test(v)) return v;
  if (/^#[0-9a-f]{3}$/.test(v)) return `#${[...v.slice(1)].map((c) => c + c).join('')}`;
  const named: Record<string, string> = { white: '#ffffff', black: '#000000', red: '#ff0000', blue: '#0000ff' };
  return named[v];
}

export interface Shadow {
  h: number;
  v: number;
  b: number;
  s: number;
  c: string;
  i: boolean;
}

/** The first shadow of a computed box-shadow ("rgba(0, 0, 0, 0.1) 0px 4px 12px 0px [inset]"). */
export function shadow(value: string | undefined): Shadow | undefined {
  if (!value || value === 'none') return undefined;
  const first = value.split(/,(?![^(]*\))/)[0].trim();
  const colorMatch = /(rgba?\([^)]*\)|#[0-9a-f]{3,6}\b)/i.exec(first);
  const c = color(colorMatch?.[1]) ?? (colorMatch ? undefined : 'rgba(0,0,0,1)');
  if (!c) return undefined;
  const rest = colorMatch ? first.replace(colorMatch[1], ' ') : first;
  const lengths = rest.match(/-?[\d.]+px|\b0\b/g)?.map((l) => px(l.endsWith('px') ? l : `${l}px`) ?? 0) ?? [];
  if (lengths.length < 2) return undefined;
  const [h, v, b = 0, s = 0] = lengths;
  return { h, v, b, s, c, i: /\binset\b/.test(rest) };
}

/** A corner radius: px, or a share of the box ("50%" of the smaller side, as round pills are). */
export function radius(value: string | undefined, w: number, h: number): number | undefined {
  if (!value) return undefined;
  const first = value.trim().split(/\s+/)[0];
  const length = px(first);
  if (length !== undefined) return Math.min(length, Math.min(w, h) / 2);
  const percent = /^([\d.]+)%$/.exec(first);
  return percent ? (Math.min(w, h) * Number(percent[1])) / 100 : undefined;
}

/** The first url(…) of a background-image. */
export function backgroundUrl(value: string | undefined): string | undefined {
  const match = value ? /url\(\s*["']?([^"')]+)["']?\s*\)/.exec(value) : null;
  return match?.[1];
}
