import type { z } from 'zod';
import type { App } from '../model/app';
import type { AppChange, AppChangeParent } from '../model/appChange';
import { designTokenSchema } from '../model/designToken';
import { groupSchema } from '../model/group';
import { lineSchema } from '../model/line';
import { screenSchema } from '../model/screen';
import { templateSchema } from '../model/template';
import { widgetSchema } from '../model/widget';
import { toFieldIssues } from '../validation';
import { validateApp } from './validateApp';

/**
 * `invalid`: a change (or the document it yields) breaks the schema — the client's bug.
 * `conflict`: a change refers to a record that is not there (another client removed it) — reload.
 * `field` is the dotted path of the problem, e.g. "changes.2.object.x", or a document path.
 */
export type ApplyChangesResult =
  { ok: true; app: App } | { ok: false; kind: 'invalid' | 'conflict'; field: string; message: string };

export const recordSchemas: Record<AppChangeParent, z.ZodType> = {
  screens: screenSchema,
  widgets: widgetSchema,
  lines: lineSchema,
  groups: groupSchema,
  templates: templateSchema,
  designtokens: designTokenSchema,
};

type Rec = Record<string, unknown> & { id: string };
type RecordMap = Record<string, Rec>;

class ChangeFailure extends Error {
  constructor(
    readonly kind: 'invalid' | 'conflict',
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Applies a change set to a document, in order, all or nothing. Pure: the input document is not
 * changed; maps and records that change are copied (copy on write), the rest is shared.
 */
export function applyChanges(app: App, changes: readonly AppChange[]): ApplyChangesResult {
  const doc = new Draft(app);
  try {
    changes.forEach((change, index) => doc.apply(change, `changes.${index}`));
  } catch (error) {
    if (error instanceof ChangeFailure)
      return { ok: false, kind: error.kind, field: error.field, message: error.message };
    throw error;
  }
  const result = validateApp(doc.result());
  if (!result.ok) {
    const [first] = result.issues;
    return { ok: false, kind: 'invalid', field: first?.field ?? '', message: first?.message ?? 'Invalid document' };
  }
  return { ok: true, app: result.app };
}

class Draft {
  private readonly doc: Record<string, unknown>;
  private readonly copied = new Set<string>();

  constructor(app: App) {
    this.doc = { ...app };
  }

  result(): App {
    return this.doc as App;
  }

  /** The map for reading. */
  private map(parent: AppChangeParent): RecordMap {
    return (this.doc[parent] as RecordMap | undefined) ?? {};
  }

  /** A record of the map, only when the map itself holds it (not "toString" from its prototype). */
  private record(parent: AppChangeParent, id: string): Rec | undefined {
    const map = this.map(parent);
    return Object.hasOwn(map, id) ? map[id] : undefined;
  }

  /** The map for writing: copied on first write. */
  private writable(parent: AppChangeParent): RecordMap {
    if (!this.copied.has(parent)) {
      this.doc[parent] = { ...this.map(parent) };
      this.copied.add(parent);
    }
    return this.doc[parent] as RecordMap;
  }

  apply(change: AppChange, at: string): void {
    if (change.type === 'add') this.add(change, at);
    else if (change.type === 'update') this.update(change, at);
    else this.remove(change.parent, change.id);
  }

  private checked(parent: AppChangeParent, record: Record<string, unknown>, at: string): Rec {
    const result = recordSchemas[parent].safeParse(record);
    if (!result.success) {
      const [issue] = toFieldIssues(result.error);
      throw new ChangeFailure(
        'invalid',
        issue?.field ? `${at}.${issue.field}` : at,
        issue?.message ?? 'Invalid record',
      );
    }
    // The record as sent (schemas keep unknown keys and transform nothing).
    return record as Rec;
  }

  private add(change: Extract<AppChange, { type: 'add' }>, at: string): void {
    if (change.object.id !== undefined && change.object.id !== change.id) {
      throw new ChangeFailure('invalid', `${at}.object.id`, `must equal the change's id "${change.id}"`);
    }
    const record = this.checked(change.parent, { ...change.object, id: change.id }, `${at}.object`);
    if (change.screen !== undefined) {
      if (change.parent !== 'widgets')
        throw new ChangeFailure('invalid', `${at}.screen`, 'only a widget is placed on a screen');
      if (!this.record('screens', change.screen)) {
        throw new ChangeFailure('conflict', `${at}.screen`, `screen ${change.screen} does not exist`);
      }
    }
    this.writable(change.parent)[change.id] = record;
    if (change.screen !== undefined) this.placeOnScreen(change.id, change.screen);
  }

  private update(change: Extract<AppChange, { type: 'update' }>, at: string): void {
    const existing = this.record(change.parent, change.id);
    if (!existing) throw new ChangeFailure('conflict', `${at}.id`, `${change.parent} has no record ${change.id}`);
    if (change.props.id !== undefined && change.props.id !== change.id) {
      throw new ChangeFailure('invalid', `${at}.props.id`, 'the id of a record cannot change');
    }
    this.writable(change.parent)[change.id] = this.checked(
      change.parent,
      { ...existing, ...change.props, id: change.id },
      `${at}.props`,
    );
  }

  /** A widget lies on exactly one screen: it leaves any other screen's children. */
  private placeOnScreen(widgetId: string, screenId: string): void {
    for (const [id, screen] of Object.entries(this.map('screens'))) {
      const children = (screen.children as string[] | undefined) ?? [];
      const has = children.includes(widgetId);
      if (id === screenId && !has) this.writable('screens')[id] = { ...screen, children: [...children, widgetId] };
      if (id !== screenId && has)
        this.writable('screens')[id] = { ...screen, children: children.filter((c) => c !== widgetId) };
    }
  }

  private remove(parent: AppChangeParent, id: string): void {
    const record = this.record(parent, id);
    if (!record) return;
    delete this.writable(parent)[id];
    if (parent === 'widgets') {
      this.dropFromLists('screens', 'children', id);
      this.dropFromLists('groups', 'children', id);
    }
    if (parent === 'screens') {
      for (const child of (record.children as string[] | undefined) ?? []) this.remove('widgets', child);
      this.dropFromLists('screens', 'parents', id);
    }
    if (parent === 'groups') this.dropFromLists('groups', 'groups', id);
    if (parent === 'widgets' || parent === 'screens' || parent === 'groups') this.dropLinesOf(id);
  }

  private dropFromLists(parent: AppChangeParent, list: string, id: string): void {
    for (const [key, record] of Object.entries(this.map(parent))) {
      const values = record[list];
      if (Array.isArray(values) && values.includes(id)) {
        this.writable(parent)[key] = { ...record, [list]: values.filter((v) => v !== id) };
      }
    }
  }

  private dropLinesOf(id: string): void {
    for (const [key, line] of Object.entries(this.map('lines'))) {
      if (line.from === id || line.to === id) delete this.writable('lines')[key];
    }
  }
}
