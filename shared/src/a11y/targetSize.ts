// 2.5.8 Target Size (Minimum): a widget that acts is at least 24 × 24 px, or a 24 px circle on
// its centre meets no other target nor another small target's circle. On phone prototypes 44 × 44
// (2.5.5, the enhanced level) is advised as a minor finding. The fix grows the box about its centre.
import type { Box } from '../appDocument/box';
import type { A11yFinding } from './finding';
import type { ScannedWidget, ScreenScan } from './screenScan';

const MIN_TARGET = 24;
const PHONE_TARGET = 44;
const RADIUS = MIN_TARGET / 2;

const centre = (box: Box) => ({ x: box.x + box.w / 2, y: box.y + box.h / 2 });
const small = (box: Box) => box.w < MIN_TARGET || box.h < MIN_TARGET;

/** How far a point lies from a box (0 inside it). */
function distanceToBox(point: { x: number; y: number }, box: Box): number {
  const dx = Math.max(box.x - point.x, 0, point.x - (box.x + box.w));
  const dy = Math.max(box.y - point.y, 0, point.y - (box.y + box.h));
  return Math.hypot(dx, dy);
}

/** The spacing exception: the circle meets no other target, nor the circle of another small one. */
function spaced(target: ScannedWidget, others: readonly ScannedWidget[]): boolean {
  const c = centre(target.view.box);
  return others.every((other) => {
    if (other === target) return true;
    if (small(other.view.box))
      return Math.hypot(c.x - centre(other.view.box).x, c.y - centre(other.view.box).y) >= 2 * RADIUS;
    return distanceToBox(c, other.view.box) >= RADIUS;
  });
}

/** The stored box grown to at least `min` each way, about its centre. */
function grown(scan: ScreenScan, widget: ScannedWidget, min: number) {
  const record = scan.app.widgets[widget.recordId];
  if (!record) return undefined;
  const w = Math.max(min, record.w);
  const h = Math.max(min, record.h);
  return { x: record.x - Math.floor((w - record.w) / 2), y: record.y - Math.floor((h - record.h) / 2), w, h };
}

export function targetSize(
  scan: ScreenScan,
  widget: ScannedWidget,
  targets: readonly ScannedWidget[],
): A11yFinding | undefined {
  if (!widget.acting) return undefined;
  const { w, h } = widget.view.box;
  const base = { screenId: scan.view.id, widgetId: widget.view.id, data: { width: w, height: h } };
  if (small(widget.view.box)) {
    if (spaced(widget, targets)) return undefined;
    const box = grown(scan, widget, MIN_TARGET);
    return {
      rule: 'target-size',
      wcag: '2.5.8',
      severity: 'serious',
      ...base,
      data: { ...base.data, required: MIN_TARGET },
      ...(box ? { fix: { widgetId: widget.recordId, box } } : {}),
    };
  }
  if (scan.app.type !== 'smartphone' || (w >= PHONE_TARGET && h >= PHONE_TARGET)) return undefined;
  const box = grown(scan, widget, PHONE_TARGET);
  return {
    rule: 'target-size-phone',
    wcag: '2.5.5',
    severity: 'minor',
    ...base,
    data: { ...base.data, required: PHONE_TARGET },
    ...(box ? { fix: { widgetId: widget.recordId, box } } : {}),
  };
}
