// 1.4.3 Contrast (Minimum): text against its effective background, 4.5:1, or 3:1 for large text
// (at least 24 px, or 18.66 px bold). 1.4.11 Non-text Contrast: a text field's edge and a lone
// icon against what lies next to them, 3:1. Fixes keep the colour's hue and change its lightness.
import { contrastRatio, nearestPassingColour, parseColour, toHex, type Rgba } from './colour';
import type { A11yFinding, A11yFix } from './finding';
import { styleFix } from './quickFix';
import type { ScannedWidget, ScreenScan } from './screenScan';
import { BORDERED_FIELDS } from './widgetKinds';

const TEXT_RATIO = 4.5;
const LARGE_TEXT_RATIO = 3;
const NON_TEXT_RATIO = 3;
const LARGE_TEXT_PX = 24;
// 14 pt bold: 14 × 4/3 px
const LARGE_BOLD_TEXT_PX = 18.66;

const SIDES = ['Top', 'Right', 'Bottom', 'Left'] as const;

/** The lowest contrast of a colour over any of the colours behind it, and that colour. */
function worst(colour: Rgba, behind: Rgba[]): { ratio: number; against: Rgba } {
  let result = { ratio: Infinity, against: behind[0] };
  for (const against of behind) {
    const ratio = contrastRatio(colour, against);
    if (ratio < result.ratio) result = { ratio, against };
  }
  return result;
}

/** A colour that passes over every colour behind (a gradient's stops too), near the given one. */
function passingOver(colour: Rgba, behind: Rgba[], min: number): string | undefined {
  const candidate = nearestPassingColour(colour, worst(colour, behind).against, min);
  return candidate && worst(candidate, behind).ratio >= min ? toHex(candidate) : undefined;
}

export function textContrast(scan: ScreenScan, widget: ScannedWidget): A11yFinding | undefined {
  const text = scan.text(widget);
  if (!text?.colour) return undefined;
  const behind = text.overBackdrop ? scan.backdrop(widget) : scan.fill(widget);
  if (!behind?.length) return undefined;
  const large = text.fontSize >= LARGE_TEXT_PX || (text.bold && text.fontSize >= LARGE_BOLD_TEXT_PX);
  const required = large ? LARGE_TEXT_RATIO : TEXT_RATIO;
  const { ratio } = worst(text.colour, behind);
  if (ratio >= required) return undefined;
  const colour = passingOver(text.colour, behind, required);
  const fix = colour && styleFix(scan.app, widget.recordId, { [text.colourKey]: colour });
  return {
    rule: 'text-contrast',
    wcag: '1.4.3',
    severity: 'serious',
    screenId: scan.view.id,
    widgetId: widget.view.id,
    data: { ratio, required, fontSize: text.fontSize },
    ...(fix ? { fix } : {}),
  };
}

/**
 * A field's edge is seen when its border, or its own fill, stands out 3:1 from what lies around
 * it. The fix colours all four borders (a width of 1 where there was none).
 */
export function fieldEdgeContrast(scan: ScreenScan, widget: ScannedWidget): A11yFinding | undefined {
  if (!BORDERED_FIELDS.has(widget.view.type)) return undefined;
  const behind = scan.backdrop(widget);
  const fill = scan.fill(widget);
  if (!behind?.length || !fill?.length) return undefined;
  const style = widget.view.style;
  let best = Math.min(...fill.map((colour) => worst(colour, behind).ratio));
  let border: Rgba | undefined;
  for (const side of SIDES) {
    const width = Number(style[`border${side}Width`] ?? 0);
    const colour = parseColour(style[`border${side}Color`] ?? '#333333');
    if (!(width > 0) || !colour) continue;
    border ??= colour;
    best = Math.max(best, worst(colour, behind).ratio);
  }
  if (best >= NON_TEXT_RATIO) return undefined;
  const colour = passingOver(border ?? fill[0], behind, NON_TEXT_RATIO);
  let fix: A11yFix | undefined;
  if (colour) {
    const fixStyle: Record<string, unknown> = {};
    for (const side of SIDES) {
      fixStyle[`border${side}Color`] = colour;
      if (!(Number(style[`border${side}Width`] ?? 0) > 0)) fixStyle[`border${side}Width`] = 1;
    }
    fix = styleFix(scan.app, widget.recordId, fixStyle);
  }
  return nonTextFinding(scan, widget, best, fix);
}

/** A lone icon (an Icon widget) against its own fill. */
export function iconContrast(scan: ScreenScan, widget: ScannedWidget): A11yFinding | undefined {
  if (widget.view.type !== 'Icon' || !widget.view.icon) return undefined;
  const given = widget.view.style.color;
  const colour = given === undefined ? parseColour(scan.view.style.color ?? '#000000') : parseColour(given);
  const behind = scan.fill(widget);
  if (!colour || !behind?.length) return undefined;
  const { ratio } = worst(colour, behind);
  if (ratio >= NON_TEXT_RATIO) return undefined;
  const fixed = passingOver(colour, behind, NON_TEXT_RATIO);
  const fix = fixed ? styleFix(scan.app, widget.recordId, { color: fixed }) : undefined;
  return nonTextFinding(scan, widget, ratio, fix);
}

/** A field edge or an icon below 3:1 (1.4.11). */
function nonTextFinding(scan: ScreenScan, widget: ScannedWidget, ratio: number, fix: A11yFix | undefined): A11yFinding {
  return {
    rule: 'non-text-contrast',
    wcag: '1.4.11',
    severity: 'serious',
    screenId: scan.view.id,
    widgetId: widget.view.id,
    data: { ratio, required: NON_TEXT_RATIO },
    ...(fix ? { fix } : {}),
  };
}
