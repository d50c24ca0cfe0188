// Rules on text: text below 12 px (no success criterion sets a size; a best practice), links told
// apart by colour alone (1.4.1 Use of Color), and screens without a heading (2.4.6 Headings and
// Labels): a Label clearly larger than the screen's body text.
import { DEFAULT_FONT_SIZE } from '../constants';
import type { A11yFinding } from './finding';
import { styleFix } from './quickFix';
import type { ScannedWidget, ScreenScan } from './screenScan';

const MIN_TEXT_PX = 12;
/** A heading is at least this much larger than the body text, and at least HEADING_MIN_PX. */
const HEADING_SCALE = 1.2;
const HEADING_MIN_PX = 18;

export function textSize(scan: ScreenScan, widget: ScannedWidget): A11yFinding | undefined {
  const text = scan.text(widget);
  if (!text || text.fontSize >= MIN_TEXT_PX) return undefined;
  const key = text.colourKey === 'labelColor' ? 'labelFontSize' : 'fontSize';
  const fix = styleFix(scan.app, widget.recordId, { [key]: MIN_TEXT_PX });
  return {
    rule: 'text-size',
    wcag: 'best-practice',
    severity: 'minor',
    screenId: scan.view.id,
    widgetId: widget.view.id,
    data: { fontSize: text.fontSize, required: MIN_TEXT_PX },
    ...(fix ? { fix } : {}),
  };
}

const underlined = (value: unknown) => typeof value === 'string' && value.includes('underline');

/** A web link drawn without an underline, in its normal state or when hovered or focused. */
export function linkDistinct(scan: ScreenScan, widget: ScannedWidget): A11yFinding | undefined {
  const { type, style, states } = widget.view;
  if (type !== 'WebLink') return undefined;
  if ([style, states.hover, states.focus].some((s) => underlined(s?.textDecoration))) return undefined;
  const fix = styleFix(scan.app, widget.recordId, { textDecoration: 'underline' });
  return {
    rule: 'link-distinct',
    wcag: '1.4.1',
    severity: 'serious',
    screenId: scan.view.id,
    widgetId: widget.view.id,
    data: {},
    ...(fix ? { fix } : {}),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** A screen with widgets but no Label that reads as a heading. */
export function screenHeading(scan: ScreenScan): A11yFinding | undefined {
  if (scan.widgets.length === 0 || scan.app.screens[scan.view.id]?.segment) return undefined;
  const sizes = scan.widgets.flatMap((widget) => {
    const text = scan.text(widget);
    return text ? [{ widget, size: text.fontSize }] : [];
  });
  const labels = sizes.filter((s) => s.widget.view.type === 'Label');
  const top = labels.reduce<(typeof labels)[number] | undefined>((a, b) => (a && a.size >= b.size ? a : b), undefined);
  const largest = top?.size ?? 0;
  // the body text is the rest's; a screen of one text compares it with the default size
  const rest = sizes.filter((s) => s !== top).map((s) => s.size);
  const body = rest.length ? median(rest) : DEFAULT_FONT_SIZE;
  if (largest >= Math.max(HEADING_MIN_PX, body * HEADING_SCALE)) return undefined;
  return {
    rule: 'screen-heading',
    wcag: '2.4.6',
    severity: 'moderate',
    screenId: scan.view.id,
    data: { largestLabel: largest, bodyText: body },
  };
}
