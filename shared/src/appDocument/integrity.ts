// What a document must hold after every change, whoever sends it (the editor before it commits, the
// server before it stores): references that resolve, a widget on one screen, masters without
// cycles, and boxes of sane numbers. Only the records a change touched are checked, so a legacy
// document's old flaws elsewhere do not block new edits, yet nothing new can break it.
import { MAX_CANVAS_COORDINATE, MAX_RECORD_SIDE } from '../constants';
import type { App } from '../model/app';
import type { AppChangeParent } from '../model/appChange';
import { isLogicWidget } from '../simulator/logic';

export interface TouchedRecord {
  parent: AppChangeParent;
  id: string;
}

export interface IntegrityIssue {
  /** `missing`: a reference to a record that is not there (perhaps deleted by someone else meanwhile) */
  kind: 'missing' | 'invalid';
  field: string;
  message: string;
}

type Rec = Record<string, unknown> & { id: string };
type RecordMap = Record<string, Rec>;

const has = (map: RecordMap, id: string) => Object.hasOwn(map, id);
const ids = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

/** The first problem of the touched records, or undefined when there is none. */
export function integrityIssue(doc: App, touched: Iterable<TouchedRecord>): IntegrityIssue | undefined {
  try {
    new Check(doc).run(touched);
  } catch (error) {
    if (error instanceof Issue) return { kind: error.kind, field: error.field, message: error.message };
    throw error;
  }
  return undefined;
}

class Issue extends Error {
  constructor(
    readonly field: string,
    message: string,
    readonly kind: IntegrityIssue['kind'] = 'invalid',
  ) {
    super(message);
  }
}

const missingIssue = (field: string, message: string) => new Issue(field, message, 'missing');

class Check {
  private readonly screens: RecordMap;
  private readonly widgets: RecordMap;
  private readonly groups: RecordMap;
  private readonly templates: RecordMap;
  private readonly lines: RecordMap;
  /** the screens each widget lies on, found once */
  private placement: Map<string, string[]> | undefined;

  constructor(doc: App) {
    const map = (key: string) => ((doc as unknown as Record<string, RecordMap | undefined>)[key] ?? {}) as RecordMap;
    this.screens = map('screens');
    this.widgets = map('widgets');
    this.groups = map('groups');
    this.templates = map('templates');
    this.lines = map('lines');
  }

  run(touched: Iterable<TouchedRecord>): void {
    let removed = false;
    for (const { parent, id } of touched) {
      const record = ((parent === 'lines' ? this.lines : this.mapOf(parent)) ?? {})[id];
      if (!record) {
        removed = true;
        continue;
      }
      if (parent === 'screens') this.screen(record);
      else if (parent === 'widgets') this.widget(record);
      else if (parent === 'groups') this.group(record);
      else if (parent === 'lines') this.line(record);
    }
    // a record that went may leave references behind: look at every one
    if (removed) {
      for (const line of Object.values(this.lines)) this.line(line);
      for (const screen of Object.values(this.screens)) this.children(`screens.${screen.id}`, screen);
      for (const group of Object.values(this.groups)) this.children(`groups.${group.id}`, group);
    }
  }

  private mapOf(parent: AppChangeParent): RecordMap | undefined {
    if (parent === 'screens') return this.screens;
    if (parent === 'widgets') return this.widgets;
    if (parent === 'groups') return this.groups;
    if (parent === 'templates') return this.templates;
    return undefined;
  }

  private box(at: string, record: Rec): void {
    for (const key of ['x', 'y'] as const) {
      const value = record[key];
      if (typeof value === 'number' && !(Math.abs(value) <= MAX_CANVAS_COORDINATE)) {
        throw new Issue(`${at}.${key}`, `must lie within ${MAX_CANVAS_COORDINATE} px of the origin`);
      }
    }
    for (const key of ['w', 'h'] as const) {
      const value = record[key];
      if (typeof value === 'number' && !(value >= 0 && value <= MAX_RECORD_SIDE)) {
        throw new Issue(`${at}.${key}`, `must be from 0 to ${MAX_RECORD_SIDE}`);
      }
    }
  }

  private children(at: string, holder: Rec): void {
    const missing = ids(holder.children).find((child) => !has(this.widgets, child));
    if (missing !== undefined) throw missingIssue(`${at}.children`, `widget ${missing} does not exist`);
  }

  private screen(screen: Rec): void {
    const at = `screens.${screen.id}`;
    this.box(at, screen);
    this.children(at, screen);
    for (const child of ids(screen.children)) {
      const other = this.screensOf(child).find((id) => id !== screen.id);
      if (other !== undefined) throw new Issue(`${at}.children`, `widget ${child} lies on screen ${other} already`);
    }
    const parents = ids(screen.parents);
    const missing = parents.find((p) => !has(this.screens, p));
    if (missing !== undefined) throw missingIssue(`${at}.parents`, `screen ${missing} does not exist`);
    if (this.reachesItself(screen.id, (id) => ids(this.screens[id]?.parents))) {
      throw new Issue(`${at}.parents`, 'a screen cannot be its own master, directly or through others');
    }
  }

  private widget(widget: Rec): void {
    const at = `widgets.${widget.id}`;
    this.box(at, widget);
    if (typeof widget.template === 'string' && !has(this.templates, widget.template)) {
      throw missingIssue(`${at}.template`, `template ${widget.template} does not exist`);
    }
    const on = this.screensOf(widget.id);
    // logic widgets (LogicOr, A/B) lie between screens
    if (on.length === 0 && !isLogicWidget(String(widget.type))) throw new Issue(at, 'A widget must lie on a screen');
    if (on.length > 1) throw new Issue(at, `A widget lies on one screen only, not on ${on.join(' and ')}`);
  }

  private group(group: Rec): void {
    const at = `groups.${group.id}`;
    this.children(at, group);
    const missing = ids(group.groups).find((g) => !has(this.groups, g));
    if (missing !== undefined) throw missingIssue(`${at}.groups`, `group ${missing} does not exist`);
    if (this.reachesItself(group.id, (id) => ids(this.groups[id]?.groups))) {
      throw new Issue(`${at}.groups`, 'a group cannot hold itself, directly or through others');
    }
  }

  private line(line: Rec): void {
    const from = String(line.from);
    const to = String(line.to);
    const source = has(this.screens, from) || has(this.widgets, from) || has(this.groups, from);
    const target = has(this.screens, to) || (has(this.widgets, to) && isLogicWidget(String(this.widgets[to]!.type)));
    if (!source || !target) {
      throw missingIssue(`lines.${line.id}`, 'A line must lead from a screen, widget or group to a screen');
    }
  }

  /** The screens a widget lies on. */
  private screensOf(widgetId: string): string[] {
    if (!this.placement) {
      this.placement = new Map();
      for (const screen of Object.values(this.screens)) {
        for (const child of ids(screen.children)) {
          const on = this.placement.get(child);
          if (!on) this.placement.set(child, [screen.id]);
          else if (!on.includes(screen.id)) on.push(screen.id);
        }
      }
    }
    return this.placement.get(widgetId) ?? [];
  }

  /** Whether following `next` from `start` comes back to it (depth-first, each node once). */
  private reachesItself(start: string, next: (id: string) => string[]): boolean {
    const seen = new Set<string>();
    const stack = [...next(start)];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (id === start) return true;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...next(id));
    }
    return false;
  }
}
