// 1.1.1 Non-text Content: pictures and icon-only buttons need a text alternative. 4.1.2 Name,
// Role, Value (with 3.3.2 Labels): an input needs an accessible name. Both come from the widget's
// name, but only one the designer gave: a default name ("TextBox", "TextBox 3") names nothing.
import type { Box } from '../appDocument/box';
import type { A11yFinding } from './finding';
import type { ScannedWidget, ScreenScan } from './screenScan';
import { ICONS, NAMELESS_INPUTS } from './widgetKinds';

/** How far a label may lie from its field (px, edge to edge) and still be read as its label. */
const LABEL_DISTANCE = 24;

/** The name the designer gave the stored widget, if not a default one. */
function givenName(scan: ScreenScan, widget: ScannedWidget): string | undefined {
  const record = scan.app.widgets[widget.recordId];
  const name = record?.name?.trim();
  if (!name) return undefined;
  const type = widget.view.type.toLowerCase();
  const lower = name.toLowerCase();
  const isDefault = lower === type || new RegExp(`^${type}[ _-]?\\d+$`).test(lower) || lower === `copy of ${type}`;
  return isDefault ? undefined : name;
}

const overlap = (a0: number, a1: number, b0: number, b1: number) => Math.min(a1, b1) - Math.max(a0, b0) > 0;

/** The gap between a label and a field when the label lies above, to the left or (for marks) to the right. */
function gap(label: Box, field: Box): number | undefined {
  const sideBySide = overlap(label.y, label.y + label.h, field.y, field.y + field.h);
  if (overlap(label.x, label.x + label.w, field.x, field.x + field.w) && label.y + label.h <= field.y) {
    return field.y - (label.y + label.h);
  }
  if (sideBySide && label.x + label.w <= field.x) return field.x - (label.x + label.w);
  if (sideBySide && label.x >= field.x + field.w) return label.x - (field.x + field.w);
  return undefined;
}

/** The text of the nearest Label above, left or right of the field within LABEL_DISTANCE. */
function nearbyLabel(scan: ScreenScan, field: ScannedWidget): string | undefined {
  let best: { text: string; gap: number } | undefined;
  for (const widget of scan.widgets) {
    if (widget.view.type !== 'Label' || !widget.view.text?.trim()) continue;
    const distance = gap(widget.view.box, field.view.box);
    if (distance === undefined || distance > LABEL_DISTANCE) continue;
    if (!best || distance < best.gap) best = { text: widget.view.text.trim(), gap: distance };
  }
  return best?.text;
}

/** An input without a name: named after a label beside it when there is one (moderate), else serious. */
export function inputName(scan: ScreenScan, widget: ScannedWidget): A11yFinding | undefined {
  if (!NAMELESS_INPUTS.has(widget.view.type) || givenName(scan, widget)) return undefined;
  const label = nearbyLabel(scan, widget);
  return {
    rule: 'input-name',
    wcag: label ? '4.1.2' : '3.3.2',
    severity: label ? 'moderate' : 'serious',
    screenId: scan.view.id,
    widgetId: widget.view.id,
    data: { visibleLabel: label ? 1 : 0 },
    ...(label ? { fix: { widgetId: widget.recordId, name: label } } : {}),
  };
}

/** A picture, a lone icon, or an icon button with no label, without a name the designer gave. */
export function textAlternative(scan: ScreenScan, widget: ScannedWidget): A11yFinding | undefined {
  const { type, text } = widget.view;
  // an icon that does nothing is decoration beside its text; one that acts is an icon-only button
  const iconOnly = (type === 'IconButton' && !text?.trim()) || (ICONS.has(type) && widget.acting);
  if ((type !== 'Image' && !iconOnly) || givenName(scan, widget)) return undefined;
  const acting = widget.acting || iconOnly;
  return {
    rule: 'text-alternative',
    wcag: '1.1.1',
    severity: acting ? 'serious' : 'moderate',
    screenId: scan.view.id,
    widgetId: widget.view.id,
    data: { acting: acting ? 1 : 0 },
  };
}
