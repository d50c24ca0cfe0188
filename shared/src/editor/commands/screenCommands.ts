// Commands on screens: add one, make one the start screen, duplicate, reorder in the screens list.
import type { App } from '../../model/app';
import { newScreen } from '../../model/screen';
import { orderedScreens } from '../../appDocument/screenOrder';
import { EditBuilder } from '../editBuilder';
import type { CommandDraft } from '../editorCommand';
import type { RecordValue } from '../edit';
import { nextScreenPlace } from './placement';

/** A new empty screen of the app's device size (or the box drawn for it). */
export function addScreen(
  doc: App,
  name: string,
  box?: { x: number; y: number; w?: number; h?: number },
): CommandDraft {
  const place = box ?? nextScreenPlace(doc);
  const screen = newScreen({
    name,
    x: Math.round(place.x),
    y: Math.round(place.y),
    w: Math.round(box?.w ?? doc.screenSize.w),
    h: Math.round(box?.h ?? doc.screenSize.h),
    // the first screen of a prototype is where tests start
    props: { start: Object.keys(doc.screens).length === 0 },
  });
  const build = new EditBuilder(doc).add('screens', screen as RecordValue);
  return { type: 'addScreen', edits: build.build(), select: [screen.id] };
}

/** Makes one screen the start screen (SPEC §3: `props.start`), and no other. */
export function setStartScreen(doc: App, screenId: string): CommandDraft {
  const build = new EditBuilder(doc);
  for (const screen of Object.values(doc.screens)) {
    const start = screen.id === screenId;
    if ((screen.props?.start === true) !== start)
      build.update('screens', screen.id, { props: { ...screen.props, start } });
  }
  return { type: 'setStartScreen', edits: build.build() };
}

/** Puts `screenId` at `position` in the screens list (numbering every screen's `order`). */
export function reorderScreen(doc: App, screenId: string, position: number): CommandDraft {
  const ids = orderedScreens(doc)
    .map((s) => s.id)
    .filter((id) => id !== screenId);
  ids.splice(Math.max(0, Math.min(position, ids.length)), 0, screenId);
  const build = new EditBuilder(doc);
  ids.forEach((id, order) => build.update('screens', id, { order }));
  return { type: 'reorderScreens', edits: build.build() };
}
