// A move of the selection on the canvas (a drag, an arrow key): its widgets, locked ones staying
// put, or else — when it holds no widget — its screens.
import type { App } from '../../model/app';
import type { Box } from '../../appDocument/box';
import { hasFlag } from '../../model/widgetFlags';
import { moveWidgets, setBoxes } from '../commands/widgetCommands';
import type { CommandDraft } from '../editorCommand';

export function moveRecords(
  doc: App,
  ids: readonly string[],
  dx: number,
  dy: number,
  toScreen?: string,
): CommandDraft | undefined {
  const widgets = ids.filter((id) => doc.widgets[id] && !hasFlag(doc.widgets[id], 'locked'));
  if (widgets.length) return moveWidgets(doc, widgets, dx, dy, toScreen);
  const screens = ids.filter((id) => doc.screens[id] && !ids.some((other) => doc.widgets[other]));
  if (!screens.length) return undefined;
  const boxes = screens.map((id) => [id, { ...doc.screens[id], x: doc.screens[id].x + dx, y: doc.screens[id].y + dy }]);
  return setBoxes(doc, 'screens', Object.fromEntries(boxes) as Record<string, Box>);
}
