// A Figma import as a new prototype: the clipboard's records as the document, its start screen
// marked, the device of its first frame's size.
import { newApp, type App } from '../model/app';
import { newId } from '../ids';
import type { FigmaImport } from './figmaMapping';

const byId = <T extends { id: string }>(records: readonly T[]) => Object.fromEntries(records.map((r) => [r.id, r]));

export function figmaPrototype(imported: FigmaImport, name: string, id: string = newId()): App {
  const { clipboard: clip, screenSize, start } = imported;
  const screens = clip.screens.map((s) => ({ ...s, props: { ...s.props, start: s.id === start } }));
  return newApp({
    id,
    name,
    type: screenSize.w >= 768 ? 'desktop' : 'smartphone',
    screenSize,
    screens: byId(screens),
    widgets: byId(clip.widgets),
    lines: byId(clip.lines),
    groups: byId(clip.groups ?? []),
    templates: byId(clip.templates),
  });
}
