// Undo and redo when others edit the same prototype: a step is taken back (or done again) as far
// as the document still allows, and what could not be is named. A property someone else changed
// since stays theirs; an id list (a screen's widgets) loses only what the step added; a record
// someone deleted is not brought back by an update of it; lines left pointing at a record the
// step removes go with it.
import type { App } from '../model/app';
import type { AppChange, AppChangeParent } from '../model/appChange';
import { MERGED_ID_LISTS, mergeIdLists } from '../appDocument/mergeIdLists';
import { sameJson as same } from '../appDocument/sameJson';
import { applyEdits } from './applyEdits';
import type { Edit, PropertyEdit, RecordValue } from './edit';

/** A part of a step that was left alone: the record, and the property when only one was. */
export interface SkippedEdit {
  parent: AppChangeParent;
  id: string;
  key?: string;
  reason: 'changed' | 'deleted' | 'exists' | 'invalid';
}

export interface ApplicableEdits {
  /** the document with what could be applied */
  app: App;
  /** what the server is sent for it */
  changes: AppChange[];
  /** the edits applied, with bases as they were found */
  edits: Edit[];
  skipped: SkippedEdit[];
}

type Records = Record<string, RecordValue>;

/** A view of the document as the edits so far left it: which records exist and their values. */
class Overlay {
  private readonly changed = new Map<string, RecordValue | null>();

  constructor(private readonly doc: App) {}

  private key = (parent: AppChangeParent, id: string) => `${parent}/${id}`;

  get(parent: AppChangeParent, id: string): RecordValue | undefined {
    const k = this.key(parent, id);
    if (this.changed.has(k)) return this.changed.get(k) ?? undefined;
    const map = ((this.doc as unknown as Record<string, Records | undefined>)[parent] ?? {}) as Records;
    return Object.hasOwn(map, id) ? map[id] : undefined;
  }

  set(parent: AppChangeParent, id: string, record: RecordValue | null): void {
    this.changed.set(this.key(parent, id), record);
  }

  /** Records of a map as they are now (a line's ends, the lists that hold an id). */
  all(parent: AppChangeParent): RecordValue[] {
    const map = ((this.doc as unknown as Record<string, Records | undefined>)[parent] ?? {}) as Records;
    const ids = new Set(Object.keys(map));
    for (const k of this.changed.keys()) if (k.startsWith(`${parent}/`)) ids.add(k.slice(parent.length + 1));
    return [...ids].map((id) => this.get(parent, id)).filter((r): r is RecordValue => r !== undefined);
  }
}

/**
 * `edits` as far as they still apply to `doc`. Pure. Tries the adjusted edits whole; when the
 * result would break the document (a widget brought back onto a screen someone deleted), the
 * records it names are left out one by one.
 */
export function applicableEdits(doc: App, edits: readonly Edit[]): ApplicableEdits {
  const skipped: SkippedEdit[] = [];
  let kept = adjust(doc, edits, skipped);
  for (let attempt = 0; attempt < 20; attempt++) {
    const result = applyEdits(doc, kept);
    if (result.ok) return { app: result.app, changes: result.changes, edits: kept, skipped };
    const culprit = recordOf(result.field, kept);
    if (!culprit) break;
    skipped.push({ ...culprit, reason: 'invalid' });
    kept = adjust(
      doc,
      kept.filter((e) => !(e.parent === culprit.parent && e.id === culprit.id)),
      [],
    );
  }
  for (const edit of kept) skipped.push({ parent: edit.parent, id: edit.id, reason: 'invalid' });
  return { app: doc, changes: [], edits: [], skipped };
}

/** The record a refusal's field names: "widgets.w1.x", or "edits.3.…" for the edit's record. */
function recordOf(field: string, edits: readonly Edit[]): { parent: AppChangeParent; id: string } | undefined {
  const [head, second] = field.split('.');
  if (head === 'edits') {
    const edit = edits[Number(second)];
    return edit && { parent: edit.parent, id: edit.id };
  }
  if (second && edits.some((e) => e.parent === head && e.id === second)) {
    return { parent: head as AppChangeParent, id: second };
  }
  // a line or list left dangling by a record the edits remove: leave that record alone
  const removed = edits.find((e) => e.op === 'delete');
  return removed && { parent: removed.parent, id: removed.id };
}

function adjust(doc: App, edits: readonly Edit[], skipped: SkippedEdit[]): Edit[] {
  const overlay = new Overlay(doc);
  const out: Edit[] = [];
  for (const edit of edits) {
    const current = overlay.get(edit.parent, edit.id);
    if (edit.op === 'add') {
      if (current) {
        skipped.push({ parent: edit.parent, id: edit.id, reason: 'exists' });
        continue;
      }
      out.push(edit);
      overlay.set(edit.parent, edit.id, edit.record);
      continue;
    }
    if (!current) {
      // gone already: a delete has nothing left to do, an update nothing to change
      if (edit.op === 'update') skipped.push({ parent: edit.parent, id: edit.id, reason: 'deleted' });
      continue;
    }
    if (edit.op === 'delete') {
      // a screen that holds others' widgets now stays, and so do they; so does a template others use
      if (
        (edit.parent === 'screens' && holdsOthers(current, edits)) ||
        (edit.parent === 'templates' && usedByOthers(overlay, edit.id, edits))
      ) {
        skipped.push({ parent: edit.parent, id: edit.id, reason: 'changed' });
        continue;
      }
      for (const extra of detach(overlay, edit.parent, edit.id, edits)) {
        out.push(extra);
        overlay.set(extra.parent, extra.id, extra.op === 'delete' ? null : withAfter(overlay, extra));
      }
      out.push({ ...edit, record: current });
      overlay.set(edit.parent, edit.id, null);
      continue;
    }
    const props = edit.props.flatMap((p) => adjustProp(edit.parent, current, p, skipped, edit.id));
    if (props.length === 0) continue;
    const update: Edit = { ...edit, props };
    out.push(update);
    overlay.set(edit.parent, edit.id, withAfter(overlay, update));
  }
  return out;
}

/** A property edit against the value found: as it is, merged (an id list), or left out. */
function adjustProp(
  parent: AppChangeParent,
  record: RecordValue,
  p: PropertyEdit,
  skipped: SkippedEdit[],
  id: string,
): PropertyEdit[] {
  const found = Object.hasOwn(record, p.key) ? record[p.key] : undefined;
  if (same(found, p.before)) return [p];
  if (MERGED_ID_LISTS[parent].includes(p.key) && Array.isArray(p.after) && Array.isArray(found)) {
    const after = mergeIdLists(found, p.before, p.after as string[]);
    return same(after, found) ? [] : [{ key: p.key, before: found, after }];
  }
  if (same(found, p.after)) return [];
  skipped.push({ parent, id, key: p.key, reason: 'changed' });
  return [];
}

/** The record as an update leaves it. */
function withAfter(overlay: Overlay, edit: Edit): RecordValue | null {
  if (edit.op === 'delete') return null;
  if (edit.op === 'add') return edit.record;
  const record: Record<string, unknown> = { ...overlay.get(edit.parent, edit.id) };
  for (const p of edit.props) {
    if (p.after === undefined) delete record[p.key];
    else record[p.key] = p.after;
  }
  return record as RecordValue;
}

/**
 * What must go with a record the step removes, that others made meanwhile and the step does not
 * remove itself: lines from or to it, and its id in screens' and groups' lists.
 */
function detach(overlay: Overlay, parent: AppChangeParent, id: string, step: readonly Edit[]): Edit[] {
  if (parent !== 'widgets' && parent !== 'screens' && parent !== 'groups') return [];
  const handled = (p: AppChangeParent, rid: string) => step.some((e) => e.parent === p && e.id === rid);
  const extra: Edit[] = [];
  for (const line of overlay.all('lines')) {
    if ((line.from === id || line.to === id) && !handled('lines', line.id)) {
      extra.push({ op: 'delete', parent: 'lines', id: line.id, record: line, index: 0 });
    }
  }
  const lists: Array<[AppChangeParent, string]> =
    parent === 'widgets'
      ? [
          ['screens', 'children'],
          ['groups', 'children'],
        ]
      : parent === 'groups'
        ? [['groups', 'groups']]
        : [['screens', 'parents']];
  for (const [holder, key] of lists) {
    for (const record of overlay.all(holder)) {
      const list = record[key];
      if (!Array.isArray(list) || !list.includes(id) || handled(holder, record.id)) continue;
      extra.push({
        op: 'update',
        parent: holder,
        id: record.id,
        props: [{ key, before: list, after: list.filter((x) => x !== id) }],
      });
    }
  }
  return extra;
}

/** Whether a screen holds widgets the step does not remove. */
function holdsOthers(screen: RecordValue, step: readonly Edit[]): boolean {
  const children = Array.isArray(screen.children) ? (screen.children as string[]) : [];
  return children.some((id) => !step.some((e) => e.op === 'delete' && e.parent === 'widgets' && e.id === id));
}

/** Whether widgets the step leaves alone are instances of a template. */
function usedByOthers(overlay: Overlay, templateId: string, step: readonly Edit[]): boolean {
  return overlay
    .all('widgets')
    .some((w) => w.template === templateId && !step.some((e) => e.parent === 'widgets' && e.id === w.id));
}
