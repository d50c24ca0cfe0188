// Applies edits to a document, all or nothing, and says what the server must be sent for them.
import type { App } from '../model/app';
import type { AppChange, AppChangeParent } from '../model/appChange';
import { recordSchemas } from '../appDocument/applyChanges';
import { toFieldIssues } from '../validation';
import { sameJson as same } from '../appDocument/sameJson';
import { integrityIssue, type TouchedRecord } from '../appDocument/integrity';
import type { Edit, PropertyEdit, RecordValue } from './edit';

export type ApplyEditsResult =
  { ok: true; app: App; changes: AppChange[] } | { ok: false; field: string; message: string };

type RecordMap = Record<string, RecordValue>;

class Refusal extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Applies `edits` in order. Pure: `app` is not changed; what changes is copied, the rest shared.
 * Refused whole when an edit does not fit the document (a record that is or is not there, a
 * property whose value is not the edit's base), when a record breaks its schema, or when the
 * result leaves a dangling reference (a line to nothing, a screen listing a missing widget, a
 * widget on no screen).
 */
export function applyEdits(app: App, edits: readonly Edit[]): ApplyEditsResult {
  const draft = new Draft(app);
  try {
    edits.forEach((edit, i) => draft.apply(edit, `edits.${i}`));
    const issue = integrityIssue(draft.doc as App, draft.touched.values());
    if (issue) throw new Refusal(issue.field, issue.message);
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, field: error.field, message: error.message };
    throw error;
  }
  return { ok: true, app: draft.doc as App, changes: draft.changes };
}

class Draft {
  readonly doc: Record<string, unknown>;
  readonly changes: AppChange[] = [];
  private readonly copied = new Set<AppChangeParent>();
  readonly touched = new Map<string, TouchedRecord>();
  private readonly sizes = new Map<AppChangeParent, number>();

  constructor(app: App) {
    this.doc = { ...app };
  }

  private map(parent: AppChangeParent): RecordMap {
    return (this.doc[parent] as RecordMap | undefined) ?? {};
  }

  private writable(parent: AppChangeParent): RecordMap {
    if (!this.copied.has(parent)) {
      this.doc[parent] = { ...this.map(parent) };
      this.copied.add(parent);
    }
    return this.doc[parent] as RecordMap;
  }

  apply(edit: Edit, at: string): void {
    const records = this.map(edit.parent);
    const existing = Object.hasOwn(records, edit.id) ? records[edit.id] : undefined;
    this.touched.set(`${edit.parent}/${edit.id}`, { parent: edit.parent, id: edit.id });
    if (edit.op === 'add') {
      if (existing) throw new Refusal(`${at}.id`, `${edit.parent} already has a record ${edit.id}`);
      const record = this.checked(edit.parent, edit.record, edit.id, `${at}.record`);
      const count = this.size(edit.parent);
      this.insert(edit.parent, record, edit.index);
      const placed = edit.index !== undefined && edit.index < count;
      this.changes.push({
        type: 'add',
        parent: edit.parent,
        id: edit.id,
        object: record,
        ...(placed ? { index: edit.index } : {}),
      });
      return;
    }
    if (!existing) throw new Refusal(`${at}.id`, `${edit.parent} has no record ${edit.id}`);
    if (edit.op === 'delete') {
      this.sizes.set(edit.parent, this.size(edit.parent) - 1);
      delete this.writable(edit.parent)[edit.id];
      this.changes.push({ type: 'delete', parent: edit.parent, id: edit.id });
      return;
    }
    const record = this.checked(edit.parent, withProps(existing, edit.props, at), edit.id, `${at}.props`);
    this.writable(edit.parent)[edit.id] = record;
    this.changes.push(updateChange(edit));
  }

  private checked(parent: AppChangeParent, record: RecordValue, id: string, at: string): RecordValue {
    if (record.id !== id) throw new Refusal(`${at}.id`, `must be "${id}"`);
    const result = recordSchemas[parent].safeParse(record);
    if (!result.success) {
      const [issue] = toFieldIssues(result.error);
      throw new Refusal(issue?.field ? `${at}.${issue.field}` : at, issue?.message ?? 'Invalid record');
    }
    return record;
  }

  /** Puts a record at `index` among its map's keys (at the end without one). */
  private insert(parent: AppChangeParent, record: RecordValue, index: number | undefined): void {
    const map = this.writable(parent);
    const count = this.size(parent);
    this.sizes.set(parent, count + 1);
    if (index === undefined || index >= count) {
      map[record.id] = record;
      return;
    }
    const entries = Object.entries(map);
    entries.splice(index, 0, [record.id, record]);
    this.doc[parent] = Object.fromEntries(entries);
  }

  /** How many records a map holds, counted once (a paste of 500 adds would count 500 times). */
  private size(parent: AppChangeParent): number {
    const known = this.sizes.get(parent);
    if (known !== undefined) return known;
    const count = Object.keys(this.map(parent)).length;
    this.sizes.set(parent, count);
    return count;
  }
}

/** The record with each property set to its `after` (or taken away), each checked against its `before`. */
function withProps(record: RecordValue, props: readonly PropertyEdit[], at: string): RecordValue {
  let next: Record<string, unknown> = { ...record };
  for (const [i, edit] of props.entries()) {
    if (edit.key === 'id') throw new Refusal(`${at}.${i}.key`, 'the id of a record cannot change');
    const current = Object.hasOwn(next, edit.key) ? next[edit.key] : undefined;
    if (!same(current, edit.before)) {
      throw new Refusal(`${at}.${i}.before`, `${edit.key} has changed since this edit was made`);
    }
    if (edit.after === undefined) delete next[edit.key];
    else if (current === undefined && edit.at !== undefined) next = insertKey(next, edit.key, edit.after, edit.at);
    else next[edit.key] = edit.after;
  }
  return next as RecordValue;
}

function insertKey(record: Record<string, unknown>, key: string, value: unknown, at: number) {
  const entries = Object.entries(record);
  entries.splice(at, 0, [key, value]);
  return Object.fromEntries(entries);
}

/**
 * What the server is sent for an update: the new values, the properties taken away, the values
 * they replace (so concurrent changes merge) and where a property put back goes among the keys.
 */
function updateChange(edit: Extract<Edit, { op: 'update' }>): AppChange {
  const set = edit.props.filter((p) => p.after !== undefined);
  const unset = edit.props.filter((p) => p.after === undefined).map((p) => p.key);
  const placed = set.filter((p) => p.before === undefined && p.at !== undefined);
  return {
    type: 'update',
    parent: edit.parent,
    id: edit.id,
    props: Object.fromEntries(set.map((p) => [p.key, p.after])),
    ...(unset.length > 0 ? { unset } : {}),
    before: Object.fromEntries(edit.props.filter((p) => p.before !== undefined).map((p) => [p.key, p.before])),
    ...(placed.length > 0 ? { at: Object.fromEntries(placed.map((p) => [p.key, p.at!])) } : {}),
  };
}
