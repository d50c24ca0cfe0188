// Copy, paste and duplicate, within a prototype and between prototypes (the clipboard is JSON, so
// it travels through the system clipboard). Pasted records get new ids; the templates and design
// tokens they use come along, so they keep their looks in another prototype.
import { z } from 'zod';
import type { App } from '../../model/app';
import type { Screen } from '../../model/screen';
import type { Widget } from '../../model/widget';
import type { Line } from '../../model/line';
import type { Group } from '../../model/group';
import type { Template } from '../../model/template';
import type { DesignToken } from '../../model/designToken';
import { newId } from '../../ids';
import { errorLabelsOf, withErrorLabels } from '../../simulator/errorMessages';
import { groupWidgetIds } from '../../appDocument/groups';
import { EditBuilder } from '../editBuilder';
import type { CommandDraft } from '../editorCommand';
import { copyJson, type RecordValue } from '../edit';
import type { Point } from '../hitTest';
import { nextScreenPlace, SCREEN_GAP, screenOf, topZ } from './placement';

export const CLIPBOARD_KIND = 'protolab/clipboard';
/** How far a paste onto the screen it came from lands from the original (canvas px). */
export const PASTE_OFFSET = 10;

/**
 * Copied records. Widgets copied without their screen hold positions relative to that screen's
 * top-left corner, so they land at the same place on whatever screen they are pasted onto.
 */
export interface Clipboard {
  kind: typeof CLIPBOARD_KIND;
  screens: Screen[];
  widgets: Widget[];
  /** the widgets without their screen: their ids */
  loose: string[];
  lines: Line[];
  /** the groups of the copied screens' widgets (absent in clipboards of older versions) */
  groups?: Group[];
  templates: Template[];
  designtokens: DesignToken[];
}

const recordList = z.array(z.looseObject({ id: z.string().min(1) }));
const clipboardSchema = z.looseObject({
  kind: z.literal(CLIPBOARD_KIND),
  screens: recordList,
  widgets: recordList,
  loose: z.array(z.string()),
  lines: recordList,
  groups: recordList.optional(),
  templates: recordList,
  designtokens: recordList,
});

/** A clipboard read back from text (the system clipboard); undefined when the text is not one. */
export function parseClipboard(text: string): Clipboard | undefined {
  try {
    const parsed = clipboardSchema.safeParse(JSON.parse(text));
    return parsed.success ? (parsed.data as unknown as Clipboard) : undefined;
  } catch {
    return undefined;
  }
}

/** Copies screens (with their widgets) and widgets, and the lines that start among them. */
export function copyRecords(doc: App, ids: readonly string[]): Clipboard {
  const screens = ids.map((id) => doc.screens[id]).filter((s): s is Screen => Boolean(s));
  const onCopiedScreens = new Set(screens.flatMap((s) => s.children));
  const loose = ids.filter((id) => doc.widgets[id] && !onCopiedScreens.has(id));
  const widgets: Widget[] = [...onCopiedScreens].map((id) => copyJson(doc.widgets[id])).filter(Boolean);
  for (const id of loose) {
    const widget = copyJson(doc.widgets[id]);
    const screen = doc.screens[screenOf(doc, id) ?? ''];
    widgets.push({ ...widget, x: widget.x - (screen?.x ?? 0), y: widget.y - (screen?.y ?? 0) });
  }
  const copied = new Set([...screens.map((s) => s.id), ...widgets.map((w) => w.id)]);
  const lines = Object.values(doc.lines).filter((line) => copied.has(line.from));
  // a group comes along when all its widgets do, on the copied screens
  const groups = Object.values(doc.groups ?? {}).filter((group) => {
    const members = groupWidgetIds(doc, group.id);
    return members.length > 0 && members.every((id) => onCopiedScreens.has(id));
  });
  const templateIds = new Set(widgets.map((w) => w.template).filter((t): t is string => Boolean(t)));
  const templates = [...templateIds].map((id) => doc.templates?.[id]).filter((t): t is Template => Boolean(t));
  const tokenIds = new Set(
    [...widgets, ...templates].flatMap((r) =>
      Object.values(r.designtokens ?? {}).flatMap((links) => Object.values(links)),
    ),
  );
  const designtokens = [...tokenIds].map((id) => doc.designtokens?.[id]).filter((t): t is DesignToken => Boolean(t));
  return copyJson({ kind: CLIPBOARD_KIND, screens, widgets, loose, lines, groups, templates, designtokens });
}

interface PasteOptions {
  type: string;
  /** the screen loose widgets go onto */
  screen?: string;
  /** where each copied screen's top-left goes; absent: the screens go as a block to the next free place */
  placeScreen?: (screen: Screen) => Point;
}

/** A line's bend points moved by (dx, dy); entries that are no point are kept as they are. */
function shiftedPoints(points: unknown[], dx: number, dy: number): unknown[] {
  return points.map((p) => {
    const point = p as { x?: unknown; y?: unknown };
    return typeof point?.x === 'number' && typeof point.y === 'number'
      ? { ...point, x: point.x + dx, y: point.y + dy }
      : p;
  });
}

/**
 * Pastes a clipboard: screens beside the others, loose widgets onto `screen` (a step down and
 * right when they are already there), lines whose target exists. Everything gets a new id.
 */
export function pasteInto(doc: App, clip: Clipboard, options: PasteOptions): CommandDraft {
  const build = new EditBuilder(doc);
  const select = pasteWith(build, doc, clip, options);
  return { type: options.type, edits: build.build(), select };
}

function pasteWith(build: EditBuilder, doc: App, clip: Clipboard, options: PasteOptions): string[] {
  const fresh = new Map<string, string>();
  const idOf = (id: string) => {
    if (!fresh.has(id)) fresh.set(id, newId());
    return fresh.get(id)!;
  };
  for (const record of [...clip.templates, ...clip.designtokens]) {
    const parent = clip.templates.includes(record as Template) ? 'templates' : 'designtokens';
    if (!doc[parent]?.[record.id]) build.add(parent, copyJson(record) as RecordValue);
  }
  const widgetsById = new Map(clip.widgets.map((w) => [w.id, w]));
  // how far each copied screen moves, and what lies on it (its widgets, the lines from them) with it
  const shifts = new Map<string, { dx: number; dy: number }>();
  // screens keep their layout among themselves, moved as a block to a free place
  if (clip.screens.length) {
    const left = Math.min(...clip.screens.map((s) => s.x));
    const top = Math.min(...clip.screens.map((s) => s.y));
    const block = nextScreenPlace(doc);
    for (const screen of clip.screens) {
      const place = options.placeScreen?.(screen) ?? { x: screen.x + block.x - left, y: screen.y + block.y - top };
      const dx = place.x - screen.x;
      const dy = place.y - screen.y;
      const children = screen.children.filter((c) => widgetsById.has(c));
      shifts.set(screen.id, { dx, dy });
      for (const child of children) shifts.set(child, { dx, dy });
      for (const child of children) {
        const widget = widgetsById.get(child)!;
        build.add('widgets', {
          ...copyJson(widget),
          id: idOf(child),
          x: widget.x + dx,
          y: widget.y + dy,
        } as RecordValue);
      }
      build.add('screens', {
        ...copyJson(screen),
        id: idOf(screen.id),
        x: place.x,
        y: place.y,
        children: children.map(idOf),
        props: { ...screen.props, start: false },
        parents: (screen.parents ?? []).filter((p) => doc.screens[p]),
      } as RecordValue);
    }
  }
  const pastedGroups = (clip.groups ?? []).filter((g) => g.children.every((id) => shifts.has(id)));
  const pastedGroupIds = new Set(pastedGroups.map((g) => g.id));
  for (const group of pastedGroups) {
    build.add('groups', {
      ...copyJson(group),
      id: idOf(group.id),
      children: group.children.map(idOf),
      groups: (group.groups ?? []).filter((id) => pastedGroupIds.has(id)).map(idOf),
    } as RecordValue);
  }
  const target = options.screen ? doc.screens[options.screen] : undefined;
  const loose = clip.loose.map((id) => widgetsById.get(id)).filter((w): w is Widget => Boolean(w));
  if (target && loose.length) {
    const back = loose.every((w) => target.children.includes(w.id));
    const shift = back ? PASTE_OFFSET : 0;
    const z0 = topZ(doc, target.id);
    const minZ = Math.min(...loose.map((w) => w.z ?? 0));
    for (const widget of loose) {
      build.add('widgets', {
        ...copyJson(widget),
        id: idOf(widget.id),
        x: target.x + widget.x + shift,
        y: target.y + widget.y + shift,
        z: z0 + (widget.z ?? 0) - minZ,
      } as RecordValue);
    }
    build.update('screens', target.id, { children: [...target.children, ...loose.map((w) => idOf(w.id))] });
  }
  // an input's error messages pasted with it are its copy's: the copies of the two stay linked
  for (const widget of clip.widgets) {
    const labels = errorLabelsOf(widget.props);
    if (!fresh.has(widget.id) || !labels.some((id) => fresh.has(id))) continue;
    const props = withErrorLabels(
      { ...widget.props },
      labels.map((id) => fresh.get(id) ?? id),
    );
    build.update('widgets', fresh.get(widget.id)!, { props: copyJson(props) });
  }
  const pasted = new Set([...clip.screens.map((s) => s.id), ...(target ? loose.map((w) => w.id) : [])]);
  for (const w of clip.widgets) if (!clip.loose.includes(w.id)) pasted.add(w.id);
  for (const line of clip.lines) {
    if (!pasted.has(line.from)) continue;
    const to = fresh.has(line.to) ? fresh.get(line.to)! : line.to;
    if (!fresh.has(line.to) && !doc.screens[line.to]) continue;
    const shift = shifts.get(line.from);
    const copy = { ...copyJson(line), id: idOf(line.id), from: idOf(line.from), to };
    if (shift && line.points) copy.points = shiftedPoints(line.points, shift.dx, shift.dy);
    build.add('lines', copy as RecordValue);
  }
  return clip.screens.length ? clip.screens.map((s) => idOf(s.id)) : target ? loose.map((w) => idOf(w.id)) : [];
}

/** Copies of the selected widgets on their own screen, a step down and right (Ctrl+D). */
export function duplicateWidgets(doc: App, ids: readonly string[]): CommandDraft {
  const byScreen = new Map<string, string[]>();
  for (const id of ids) {
    const screen = screenOf(doc, id);
    if (screen) byScreen.set(screen, [...(byScreen.get(screen) ?? []), id]);
  }
  const build = new EditBuilder(doc);
  const select = [...byScreen].flatMap(([screen, widgetIds]) =>
    pasteWith(build, doc, copyRecords(doc, widgetIds), { type: 'duplicateWidgets', screen }),
  );
  return { type: 'duplicateWidgets', edits: build.build(), select };
}

/**
 * Copies of screens with their widgets, groups and lines, each below its original: what lies on a
 * copy lies where it lay on the original.
 */
export function duplicateScreens(doc: App, ids: readonly string[], copySuffix: string): CommandDraft {
  const clip = copyRecords(doc, ids);
  for (const screen of clip.screens) screen.name = `${screen.name ?? ''} ${copySuffix}`.trim();
  const placeScreen = (screen: Screen) => ({ x: screen.x, y: screen.y + screen.h + SCREEN_GAP });
  return pasteInto(doc, clip, { type: 'duplicateScreens', placeScreen });
}
