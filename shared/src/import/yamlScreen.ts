// Our YAML description of screens (docs/yaml-screens.md): screens holding widgets by our type
// names with props and style (over the palette's), placed at x/y or stacked in rows and columns.
// Read with the `yaml` package and checked with zod; every problem names its line. A screen is
// written back as YAML too: reading what was written gives the same screen.
import { isNode, LineCounter, parseDocument, stringify } from 'yaml';
import { z } from 'zod';
import type { App } from '../model/app';
import type { Screen } from '../model/screen';
import type { Style, Widget } from '../model/widget';
import { newId } from '../ids';
import { copyJson } from '../editor/edit';
import { widgetDefaults } from '../widgets/palette';
import { CLIPBOARD_KIND, type Clipboard } from '../editor/commands/clipboardCommands';
import type { ImportedScreen } from './htmlToScreen';

const values = z.record(z.string(), z.unknown());
const length = z.number().nonnegative();

const widgetEntry = z.strictObject({
  type: z.string().refine((type) => widgetDefaults(type) !== undefined, { message: 'not a widget type of ours' }),
  name: z.string().optional(),
  x: z.number().optional(),
  y: z.number().optional(),
  w: length.optional(),
  h: length.optional(),
  props: values.optional(),
  style: values.optional(),
});
type WidgetEntry = z.infer<typeof widgetEntry>;

interface Layout {
  x?: number;
  y?: number;
  w?: number;
  h?: number;
  gap?: number;
  padding?: number;
  widgets: Entry[];
}
type Entry = WidgetEntry | { row: Layout } | { column: Layout };

const layout: z.ZodType<Layout> = z.lazy(() =>
  z.strictObject({
    x: z.number().optional(),
    y: z.number().optional(),
    w: length.optional(),
    h: length.optional(),
    gap: length.optional(),
    padding: length.optional(),
    widgets: z.array(entry),
  }),
);
const entry: z.ZodType<Entry> = z.lazy(() =>
  z.union([widgetEntry, z.strictObject({ row: layout }), z.strictObject({ column: layout })]),
);

const screenEntry = z.strictObject({
  name: z.string().optional(),
  w: z.number().positive().optional(),
  h: z.number().positive().optional(),
  style: values.optional(),
  widgets: z.array(entry).default([]),
});
const yamlDocument = z.strictObject({ screens: z.array(screenEntry).min(1) });

export interface YamlProblem {
  /** 1-based line of the YAML text */
  line: number;
  /** where in the description, e.g. `screens.0.widgets.2.type` */
  path: string;
  message: string;
}

/** A YAML text that is no valid screen description: what is wrong, each at its line. */
export class YamlScreenError extends Error {
  constructor(readonly problems: YamlProblem[]) {
    super(problems.map((p) => `line ${p.line}: ${p.message}`).join('\n'));
    this.name = 'YamlScreenError';
  }
}

export interface YamlImportReport {
  /** how many widgets of each type the screens hold */
  widgets: Record<string, number>;
}

/** Values over the palette's: a key set to null removes the palette's value. */
function over(defaults: Record<string, unknown> | undefined, given: Record<string, unknown> | undefined) {
  const result: Record<string, unknown> = copyJson(defaults ?? {});
  for (const [key, value] of Object.entries(given ?? {})) {
    if (value === null) delete result[key];
    else result[key] = copyJson(value);
  }
  return result;
}

interface Place {
  x: number;
  y: number;
  w?: number;
  h?: number;
}

class ScreenPlacer {
  readonly widgets: Widget[] = [];

  widget(item: WidgetEntry, at: Place): Widget {
    const defaults = widgetDefaults(item.type)!;
    const props = over(defaults.props, item.props);
    const widget: Widget = {
      id: newId(),
      type: item.type,
      name: item.name ?? (typeof props.label === 'string' && props.label ? props.label : item.type),
      x: at.x,
      y: at.y,
      w: item.w ?? at.w ?? defaults.w,
      h: item.h ?? at.h ?? defaults.h,
      z: this.widgets.length,
      props,
      style: over(defaults.style, item.style) as Style,
    };
    this.widgets.push(widget);
    return widget;
  }

  /** Places entries in an area; answers the size they take. */
  entry(item: Entry, at: Place): { w: number; h: number } {
    if ('row' in item) return this.stack(item.row, at, 'row');
    if ('column' in item) return this.stack(item.column, at, 'column');
    const widget = this.widget(item, { ...at, x: at.x + (item.x ?? 0), y: at.y + (item.y ?? 0) });
    return { w: widget.w, h: widget.h };
  }

  /** A row lays its entries left to right, a column top to bottom, `gap` apart, inside `padding`. */
  stack(box: Layout, at: Place, direction: 'row' | 'column'): { w: number; h: number } {
    const pad = box.padding ?? 0;
    const gap = box.gap ?? 0;
    const x0 = at.x + (box.x ?? 0) + pad;
    const y0 = at.y + (box.y ?? 0) + pad;
    const outerW = box.w ?? at.w;
    const outerH = box.h ?? at.h;
    const innerW = outerW === undefined ? undefined : outerW - 2 * pad;
    const innerH = outerH === undefined ? undefined : outerH - 2 * pad;
    // in a row of known width, entries without a width share what the others leave
    const fixed = box.widgets.reduce((sum, e) => sum + ('type' in e && e.w !== undefined ? e.w : 0), 0);
    const free = box.widgets.filter((e) => !('type' in e) || e.w === undefined).length;
    const share =
      direction === 'row' && innerW !== undefined && free > 0
        ? Math.max(0, (innerW - fixed - gap * (box.widgets.length - 1)) / free)
        : undefined;
    let offset = 0;
    let across = 0;
    for (const item of box.widgets) {
      const place: Place =
        direction === 'row'
          ? { x: x0 + offset, y: y0, w: share, h: innerH }
          : { x: x0, y: y0 + offset, w: innerW, h: undefined };
      const size = this.entry(item, place);
      offset += (direction === 'row' ? size.w : size.h) + gap;
      across = Math.max(across, direction === 'row' ? size.h : size.w);
    }
    const along = Math.max(0, offset - gap);
    return direction === 'row'
      ? { w: outerW ?? along + 2 * pad, h: outerH ?? across + 2 * pad }
      : { w: outerW ?? across + 2 * pad, h: outerH ?? along + 2 * pad };
  }
}

/** The line of the deepest node of the document on `path`. */
function lineOf(doc: ReturnType<typeof parseDocument>, lines: LineCounter, path: PropertyKey[]): number {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth) as (string | number)[], true);
    if (isNode(node) && node.range) return lines.linePos(node.range[0]).line;
  }
  return 1;
}

type Issue = z.core.$ZodIssue;

/**
 * An entry that matches none of widget, row and column: the problems of the one its keys say it
 * is meant to be (a `row` key: a row, and so on), at their full path.
 */
function branchIssues(issue: Issue, data: unknown): Issue[] {
  if (issue.code !== 'invalid_union') return [issue];
  let value: unknown = data;
  for (const key of issue.path) value = (value as Record<PropertyKey, unknown> | undefined)?.[key];
  const keys = typeof value === 'object' && value !== null ? Object.keys(value) : [];
  const branch = keys.includes('row') ? 1 : keys.includes('column') ? 2 : 0;
  const chosen = issue.errors[branch] ?? issue.errors[0] ?? [];
  if (!chosen.length) return [issue];
  return chosen.flatMap((inner) => branchIssues({ ...inner, path: [...issue.path, ...inner.path] } as Issue, data));
}

/** Reads a YAML screen description into screens (side by side) of `size` unless they give theirs. */
export function yamlToScreens(text: string, size: { w: number; h: number }): ImportedScreen<YamlImportReport> {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  if (doc.errors.length) {
    throw new YamlScreenError(
      doc.errors.map((e) => ({ line: lines.linePos(e.pos[0]).line, path: '', message: e.message.split('\n')[0] })),
    );
  }
  const data: unknown = doc.toJS();
  const parsed = yamlDocument.safeParse(data);
  if (!parsed.success) {
    throw new YamlScreenError(
      parsed.error.issues
        .flatMap((issue) => branchIssues(issue, data))
        .map((issue) => ({
          line: lineOf(doc, lines, issue.path),
          path: issue.path.join('.'),
          message: issue.message,
        })),
    );
  }
  const placer = new ScreenPlacer();
  const screens: Screen[] = [];
  let left = 0;
  for (const item of parsed.data.screens) {
    const w = item.w ?? size.w;
    const first = placer.widgets.length;
    // rows and columns are as wide as the screen unless they say; widgets as the palette's
    for (const e of item.widgets) placer.entry(e, 'type' in e ? { x: left, y: 0 } : { x: left, y: 0, w });
    screens.push({
      id: newId(),
      name: item.name ?? 'Screen',
      x: left,
      y: 0,
      w,
      h: item.h ?? size.h,
      children: placer.widgets.slice(first).map((widget) => widget.id),
      props: { start: false },
      style: over({ background: '#ffffff' }, item.style),
    });
    left += w + 100;
  }
  const report: YamlImportReport = { widgets: {} };
  for (const widget of placer.widgets) report.widgets[widget.type] = (report.widgets[widget.type] ?? 0) + 1;
  const clip: Clipboard = {
    kind: CLIPBOARD_KIND,
    screens,
    widgets: placer.widgets,
    loose: [],
    lines: [],
    groups: [],
    templates: [],
    designtokens: [],
  };
  return { clip, report };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What differs from the palette's: the values it lacks or holds otherwise, null for its values the widget lacks. */
function difference(defaults: Record<string, unknown> | undefined, own: Record<string, unknown> | null | undefined) {
  const result: Record<string, unknown> = {};
  const mine = own ?? {};
  for (const [key, value] of Object.entries(mine)) if (!same(value, defaults?.[key])) result[key] = value;
  for (const key of Object.keys(defaults ?? {})) if (!(key in mine)) result[key] = null;
  return result;
}

/** A screen of a prototype as our YAML: its widgets at their places on it, in their order. */
export function screenToYaml(doc: App, screenId: string): string {
  const screen = doc.screens[screenId];
  if (!screen) throw new Error(`no screen ${screenId}`);
  const widgets = screen.children
    .map((id) => doc.widgets[id])
    .filter((w): w is Widget => Boolean(w))
    .sort((a, b) => (a.z ?? 0) - (b.z ?? 0))
    .map((widget) => {
      const defaults = widgetDefaults(widget.type);
      const props = difference(defaults?.props, widget.props);
      const style = difference(defaults?.style, widget.style);
      return {
        type: widget.type,
        ...(widget.name !== undefined ? { name: widget.name } : {}),
        x: widget.x - screen.x,
        y: widget.y - screen.y,
        w: widget.w,
        h: widget.h,
        ...(Object.keys(props).length ? { props } : {}),
        ...(Object.keys(style).length ? { style } : {}),
      };
    });
  const style = difference({ background: '#ffffff' }, screen.style);
  const entry = {
    name: screen.name ?? 'Screen',
    w: screen.w,
    h: screen.h,
    ...(Object.keys(style).length ? { style } : {}),
    widgets,
  };
  return stringify({ screens: [entry] }, { lineWidth: 0 });
}
