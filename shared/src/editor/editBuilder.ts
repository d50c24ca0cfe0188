// Builds the edits of one command against the document it starts from: several changes to one
// record become one edit, deletes take along what refers to what they remove, and every edit
// carries the positions undo needs to give back the document exactly.
import type { App } from '../model/app';
import type { AppChangeParent } from '../model/appChange';
import { withoutUndefined, type Edit, type PropertyEdit, type RecordValue } from './edit';
import { errorLabelsOf, withErrorLabels } from '../simulator/errorMessages';

type Key = `${AppChangeParent}/${string}`;
const keyOf = (parent: AppChangeParent, id: string): Key => `${parent}/${id}`;

export class EditBuilder {
  private readonly updates = new Map<Key, { parent: AppChangeParent; id: string; props: Record<string, unknown> }>();
  private readonly adds = new Map<Key, { parent: AppChangeParent; record: RecordValue }>();
  private readonly deletes = new Map<Key, { parent: AppChangeParent; id: string }>();

  constructor(readonly doc: App) {}

  /** The record as this command leaves it so far (undefined when absent or deleted). */
  get<T extends RecordValue = RecordValue>(parent: AppChangeParent, id: string): T | undefined {
    const key = keyOf(parent, id);
    if (this.deletes.has(key)) return undefined;
    const added = this.adds.get(key);
    if (added) return added.record as T;
    const base = this.records(parent)[id];
    if (!base) return undefined;
    const update = this.updates.get(key);
    return (update ? { ...base, ...update.props } : base) as T;
  }

  /** The ids of a map as this command leaves it so far, in order. */
  ids(parent: AppChangeParent): string[] {
    const ids = Object.keys(this.records(parent)).filter((id) => !this.deletes.has(keyOf(parent, id)));
    for (const { parent: p, record } of this.adds.values()) if (p === parent) ids.push(record.id);
    return ids;
  }

  private records(parent: AppChangeParent): Record<string, RecordValue> {
    return (this.doc[parent] as Record<string, RecordValue> | undefined) ?? {};
  }

  add(parent: AppChangeParent, record: RecordValue): this {
    this.adds.set(keyOf(parent, record.id), { parent, record });
    return this;
  }

  /** Sets properties of a record; `undefined` takes a property away. */
  update(parent: AppChangeParent, id: string, props: Record<string, unknown>): this {
    const key = keyOf(parent, id);
    const added = this.adds.get(key);
    if (added) {
      added.record = withoutUndefined({ ...added.record, ...props }) as RecordValue;
      return this;
    }
    if (!this.records(parent)[id] || this.deletes.has(key)) return this;
    const update = this.updates.get(key) ?? { parent, id, props: {} };
    Object.assign(update.props, props);
    this.updates.set(key, update);
    return this;
  }

  /** Removes records and what refers to them: a screen's widgets, lines from or to them, their places in lists. */
  delete(parent: AppChangeParent, id: string): this {
    const record = this.get(parent, id);
    if (!record) return this;
    const key = keyOf(parent, id);
    if (this.adds.delete(key)) {
      this.dropReferences(parent, id, record);
      return this;
    }
    this.deletes.set(key, { parent, id });
    // the delete carries the record as it was before this command: an update of it before the
    // delete (a screen losing a widget deleted with it) would not undo on the restored record
    this.updates.delete(key);
    this.dropReferences(parent, id, record);
    return this;
  }

  private dropReferences(parent: AppChangeParent, id: string, record: RecordValue): void {
    if (parent === 'screens') {
      for (const child of (record.children as string[] | undefined) ?? []) this.delete('widgets', child);
      this.dropFromLists('screens', 'parents', id);
    }
    if (parent === 'widgets') {
      this.dropFromLists('screens', 'children', id);
      this.dropFromLists('groups', 'children', id);
      this.dropErrorLabel(id);
    }
    if (parent === 'groups') this.dropFromLists('groups', 'groups', id);
    if (parent === 'widgets' || parent === 'screens' || parent === 'groups') {
      for (const lineId of this.ids('lines')) {
        const line = this.get('lines', lineId);
        if (line && (line.from === id || line.to === id)) this.delete('lines', lineId);
      }
    }
  }

  /** An error message deleted: the inputs that name it no longer do. */
  private dropErrorLabel(id: string): void {
    for (const inputId of this.ids('widgets')) {
      const props = this.get('widgets', inputId)?.props as Record<string, unknown> | undefined;
      const labels = errorLabelsOf(props);
      if (props && labels.includes(id))
        this.update('widgets', inputId, {
          props: withErrorLabels(
            props,
            labels.filter((l) => l !== id),
          ),
        });
    }
  }

  private dropFromLists(parent: AppChangeParent, list: string, id: string): void {
    for (const holderId of this.ids(parent)) {
      const values = this.get(parent, holderId)?.[list];
      if (Array.isArray(values) && values.includes(id)) {
        this.update(parent, holderId, { [list]: values.filter((v) => v !== id) });
      }
    }
  }

  /**
   * The edits, in an order each can be applied and undone in: updates, then adds (appended, so
   * their positions are the map's length as they land), then deletes from the last position back.
   */
  build(): Edit[] {
    const edits: Edit[] = [];
    for (const { parent, id, props } of this.updates.values()) {
      const base = this.records(parent)[id];
      const keys = Object.keys(base);
      const changed: PropertyEdit[] = [];
      for (const [prop, after] of Object.entries(props)) {
        const before = Object.hasOwn(base, prop) ? base[prop] : undefined;
        if (before === after || JSON.stringify(before) === JSON.stringify(after)) continue;
        const at = keys.indexOf(prop);
        changed.push(after === undefined ? { key: prop, before, at } : { key: prop, before, after });
      }
      // undo puts taken-away properties back from the first position on
      changed.sort((a, b) => (a.at ?? Infinity) - (b.at ?? Infinity));
      if (changed.length > 0) edits.push({ op: 'update', parent, id, props: changed });
    }
    const lengths = new Map<AppChangeParent, number>();
    for (const { parent, record } of this.adds.values()) {
      const index = lengths.get(parent) ?? Object.keys(this.records(parent)).length;
      lengths.set(parent, index + 1);
      edits.push({ op: 'add', parent, id: record.id, record, index });
    }
    const deletes = [...this.deletes.values()].map(({ parent, id }) => ({
      parent,
      id,
      index: Object.keys(this.records(parent)).indexOf(id),
    }));
    deletes.sort((a, b) => (a.parent === b.parent ? b.index - a.index : a.parent < b.parent ? -1 : 1));
    for (const { parent, id, index } of deletes) {
      edits.push({ op: 'delete', parent, id, record: this.records(parent)[id], index });
    }
    return edits;
  }
}
