// The command a resize of the selection runs: one widget takes its new box; several (a group)
// scale within the box around them, edges rounded from that box so members that touched still
// do; screens take their boxes. All of it is one command, so one undo step.
import type { App } from '../../model/app';
import { unionBox, type Box } from '../../appDocument/box';
import { scaleWidgets, setBoxes } from '../commands/widgetCommands';
import type { CommandDraft } from '../editorCommand';

export function resizeRecords(doc: App, boxes: Readonly<Record<string, Box>>): CommandDraft | undefined {
  const widgets = Object.fromEntries(Object.entries(boxes).filter(([id]) => doc.widgets[id]));
  const screens = Object.fromEntries(Object.entries(boxes).filter(([id]) => doc.screens[id]));
  const resized = Object.keys(widgets);
  const drafts: CommandDraft[] = [];
  if (resized.length > 1) drafts.push(scaleWidgets(doc, resized, unionBox(Object.values(widgets))!));
  else if (resized.length) drafts.push(setBoxes(doc, 'widgets', widgets));
  if (Object.keys(screens).length) drafts.push(setBoxes(doc, 'screens', screens));
  if (drafts.length < 2) return drafts[0];
  // widgets and screens are other records: their edits go together
  return { type: drafts[0].type, edits: drafts.flatMap((d) => d.edits) };
}
