// What differs between two documents of one prototype (issue 39: comparing versions): the screens,
// widgets and links added or removed, the screens and widgets moved or resized, restyled (their
// style, state styles, properties, template or token links changed) or renamed. A widget's place
// counts on its screen, so moving a screen does not move its widgets too; a widget that went to
// another screen moved. A record can differ in more than one way: each way is its own difference.
import type { App } from '../model/app';
import type { Box } from './box';
import type { Line } from '../model/line';
import type { Screen } from '../model/screen';
import type { Widget } from '../model/widget';
import { widgetScreens } from '../editor/commands/placement';
import { orderedScreens } from './screenOrder';
import { sameJson } from './sameJson';

export const DIFFERENCE_KINDS = ['added', 'removed', 'moved', 'restyled', 'renamed'] as const;
export type DifferenceKind = (typeof DIFFERENCE_KINDS)[number];

export interface VersionDifference {
  kind: DifferenceKind;
  record: 'screen' | 'widget' | 'line';
  id: string;
  /** the record's name (the newer one's when renamed; a link's is its source's and target's) */
  name: string;
  /** the name it had before, when renamed */
  before?: string;
  /** the screen it lies on (in the older document when removed); a link's source screen */
  screenId?: string;
}

/** What a widget's drawing and behaviour come from besides its place and name. */
const WIDGET_LOOK = [
  'type',
  'style',
  'hover',
  'focus',
  'error',
  'active',
  'props',
  'template',
  'designtokens',
] as const;
const SCREEN_LOOK = ['style', 'props', 'parents', 'segment'] as const;
const LINE_LOOK = ['from', 'to', 'event'] as const;

const lookChanged = <T extends object>(a: T, b: T, keys: readonly (keyof T)[]) =>
  keys.some((key) => !sameJson(a[key] ?? null, b[key] ?? null));

/** A widget's box relative to its screen's top left (the canvas's, when on none). */
function placeOf(doc: App, widget: Widget, screenId: string | undefined): Box {
  const screen = screenId ? doc.screens[screenId] : undefined;
  return { x: widget.x - (screen?.x ?? 0), y: widget.y - (screen?.y ?? 0), w: widget.w, h: widget.h };
}

const sameBox = (a: Box, b: Box) => a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;

const lineName = (doc: App, line: Line) => {
  const from = doc.widgets[line.from] ?? doc.screens[line.from];
  const to = doc.screens[line.to] ?? doc.widgets[line.to];
  return `${from?.name || line.from} → ${to?.name || line.to}`;
};

/** The differences from `older` to `newer`: screens first (in canvas order), then their widgets, then links. */
export function versionDiff(older: App, newer: App): VersionDifference[] {
  const out: VersionDifference[] = [];
  const screens = [...orderedScreens(newer), ...orderedScreens(older).filter((s) => !newer.screens[s.id])];

  const compareRecord = (
    record: 'screen' | 'widget',
    id: string,
    before: Screen | Widget | undefined,
    after: Screen | Widget | undefined,
    where: { before?: string; after?: string },
    moved: () => boolean,
    restyled: () => boolean,
  ) => {
    const name = after?.name || before?.name || '';
    if (!before) out.push({ kind: 'added', record, id, name, screenId: where.after });
    else if (!after) out.push({ kind: 'removed', record, id, name, screenId: where.before });
    else {
      const at = { record, id, name, screenId: where.after };
      if (moved()) out.push({ kind: 'moved', ...at });
      if (restyled()) out.push({ kind: 'restyled', ...at });
      if ((before.name ?? '') !== (after.name ?? '')) out.push({ kind: 'renamed', ...at, before: before.name ?? '' });
    }
  };

  for (const screen of screens) {
    const before = older.screens[screen.id];
    const after = newer.screens[screen.id];
    compareRecord(
      'screen',
      screen.id,
      before,
      after,
      { before: screen.id, after: screen.id },
      () => !sameBox(before!, after!),
      () => lookChanged(before!, after!, SCREEN_LOOK),
    );
  }

  // screen by screen, then those on none
  const screensOf = { older: widgetScreens(older), newer: widgetScreens(newer) };
  const widgetIds = new Set([
    ...screens.flatMap((screen) => [...(newer.screens[screen.id]?.children ?? []), ...screen.children]),
    ...Object.keys(newer.widgets),
    ...Object.keys(older.widgets),
  ]);
  for (const id of widgetIds) {
    const before = older.widgets[id];
    const after = newer.widgets[id];
    if (before?.inherited || after?.inherited) continue;
    if (!before && !after) continue;
    const where = { before: before && screensOf.older.get(id), after: after && screensOf.newer.get(id) };
    compareRecord(
      'widget',
      id,
      before,
      after,
      where,
      () =>
        where.before !== where.after ||
        !sameBox(placeOf(older, before!, where.before), placeOf(newer, after!, where.after)),
      () => lookChanged(before!, after!, WIDGET_LOOK),
    );
  }

  const lineIds = new Set([...Object.keys(newer.lines), ...Object.keys(older.lines)]);
  for (const id of lineIds) {
    const before = older.lines[id];
    const after = newer.lines[id];
    const doc = after ? newer : older;
    const line = (after ?? before)!;
    const screenId = doc.screens[line.from] ? line.from : screensOf[after ? 'newer' : 'older'].get(line.from);
    const at = { record: 'line' as const, id, name: lineName(doc, line), screenId };
    if (!before) out.push({ kind: 'added', ...at });
    else if (!after) out.push({ kind: 'removed', ...at });
    else {
      if (!sameJson(before.points ?? [], after.points ?? [])) out.push({ kind: 'moved', ...at });
      if (lookChanged(before, after, LINE_LOOK)) out.push({ kind: 'restyled', ...at });
    }
  }
  return out;
}
