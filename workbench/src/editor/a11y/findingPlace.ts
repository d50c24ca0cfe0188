// Where a finding is on the canvas. A finding names the widget as its screen shows it: a master
// screen's widget drawn on a child screen is "<master widget>@<screen>", at the master widget's
// place moved by the screens' offset (see resolveScreenWidgets).
import { screenOf, type A11yFinding, type App, type Box } from '@protolab/shared';

/** The stored widget a finding is about (the master's widget for a copy), none for a screen's own finding. */
export function findingRecord(finding: A11yFinding): string | undefined {
  return finding.widgetId?.split('@')[0];
}

/** The finding's widget as its screen draws it, in canvas coordinates; the screen for a screen's own finding. */
export function findingBox(doc: App, finding: A11yFinding): Box | undefined {
  const screen = doc.screens[finding.screenId];
  const id = findingRecord(finding);
  if (!id) return screen && { x: screen.x, y: screen.y, w: screen.w, h: screen.h };
  const widget = doc.widgets[id];
  if (!widget || !screen) return undefined;
  if (!finding.widgetId?.includes('@')) return { x: widget.x, y: widget.y, w: widget.w, h: widget.h };
  const master = doc.screens[screenOf(doc, id) ?? ''];
  const dx = master ? screen.x - master.x : 0;
  const dy = master ? screen.y - master.y : 0;
  return { x: widget.x + dx, y: widget.y + dy, w: widget.w, h: widget.h };
}
