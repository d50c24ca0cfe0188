// Applies edits to a document, all or nothing, and says what the server must be sent for them.
import type { App } from '../model/app';
import type { AppChange, AppChangeParent } from '../model/appChange';
import { recordSchemas } from '../appDocument/applyChanges';
import { toFieldIssues } from '../validation';
import { isLogicWidget } from '../simulator/logic';
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

// JSON values compare by their text: records come from JSON and keep their key order
const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

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
    draft.checkReferences();
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
  private readonly touched = new Map<string, { parent: AppChangeParent; id: string }>();
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
      this.insert(edit.parent, record, edit.index);
      this.changes.push({ type: 'add', parent: edit.parent, id: edit.id, object: record });
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
    // the server merges props shallowly: a property that goes away is sent as the whole record
    this.changes.push(
      edit.props.every((p) => p.after !== undefined)
        ? {
            type: 'update',
            parent: edit.parent,
            id: edit.id,
            props: Object.fromEntries(edit.props.map((p) => [p.key, p.after])),
          }
        : { type: 'add', parent: edit.parent, id: edit.id, object: record },
    );
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

  /**
   * No touched record refers to a missing one, every touched widget lies on a screen (logic
   * widgets lie between screens) and every line leads to a screen or a logic widget.
   */
  checkReferences(): void {
    const screens = this.map('screens');
    const widgets = this.map('widgets');
    const groups = this.map('groups');
    const exists = (id: string) =>
      Object.hasOwn(screens, id) || Object.hasOwn(widgets, id) || Object.hasOwn(groups, id);
    const logic = (id: string) => Object.hasOwn(widgets, id) && isLogicWidget(String(widgets[id].type));
    const target = (id: string) => Object.hasOwn(screens, id) || logic(id);
    const touchedWidgets = new Set<string>();
    let removed = false;
    for (const { parent, id } of this.touched.values()) {
      const record = this.map(parent)[id];
      if (!record) {
        removed = true;
        continue;
      }
      if (parent === 'lines' && (!exists(String(record.from)) || !target(String(record.to)))) {
        throw new Refusal(`lines.${id}`, 'A line must lead from a screen, widget or group to a screen');
      }
      if (parent === 'screens') {
        const missing = (record.children as string[]).find((child) => !Object.hasOwn(widgets, child));
        if (missing) throw new Refusal(`screens.${id}.children`, `widget ${missing} does not exist`);
      }
      if (parent === 'groups') {
        const missing = (record.children as string[]).find((child) => !Object.hasOwn(widgets, child));
        if (missing) throw new Refusal(`groups.${id}.children`, `widget ${missing} does not exist`);
      }
      if (parent === 'widgets' && !logic(id)) touchedWidgets.add(id);
    }
    if (touchedWidgets.size > 0) {
      for (const screen of Object.values(screens)) {
        for (const child of screen.children as string[]) touchedWidgets.delete(child);
      }
      const [loose] = touchedWidgets;
      if (loose) throw new Refusal(`widgets.${loose}`, 'A widget must lie on a screen');
    }
    if (removed) {
      for (const line of Object.values(this.map('lines'))) {
        if (!exists(String(line.from)) || !target(String(line.to))) {
          throw new Refusal(`lines.${line.id}`, 'A line must lead from a screen, widget or group to a screen');
        }
      }
      for (const [id, holder] of [...Object.entries(screens), ...Object.entries(groups)]) {
        const missing = (holder.children as string[]).find((child) => !Object.hasOwn(widgets, child));
        if (missing) throw new Refusal(`${id}.children`, `widget ${missing} does not exist`);
      }
    }
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
