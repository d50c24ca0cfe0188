// Whether a screen's drawing can differ between two documents. Edits copy only the records they
// change, so a screen whose own record, widgets, masters and shared styles are the same objects is
// drawn as it was: the canvas keeps its drawing, the accessibility engine its findings.
import type { App } from '../model/app';

export function sameDrawing(a: App, b: App, screenId: string): boolean {
  if (a === b) return true;
  if (a.templates !== b.templates || a.designtokens !== b.designtokens || a.groups !== b.groups) return false;
  if (a.screenSize !== b.screenSize) return false;
  const screens = [screenId, ...(b.screens[screenId]?.parents ?? [])];
  return screens.every((id) => {
    const screen = b.screens[id];
    return a.screens[id] === screen && (screen?.children ?? []).every((w) => a.widgets[w] === b.widgets[w]);
  });
}
