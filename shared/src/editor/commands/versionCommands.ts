// Restoring a saved version (issue 39): one command that turns the document into the version's
// records, so that one undo gives back what was there before the restore. Every record map is
// compared: records only in the version come back, records only in the document go, records in
// both take the version's properties. The document's own settings (name, size) stay.
import type { App } from '../../model/app';
import { APP_CHANGE_PARENTS } from '../../model/appChange';
import { sameJson } from '../../appDocument/sameJson';
import { applyEdits } from '../applyEdits';
import { invertEdits, type Edit, type PropertyEdit, type RecordValue } from '../edit';
import type { CommandDraft, EditorCommand } from '../editorCommand';

type RecordMap = Record<string, RecordValue>;

/** The property edits that turn `now` into `then` (taken-away properties keep their position for undo). */
function propertyEdits(now: RecordValue, then: RecordValue): PropertyEdit[] {
  const edits: PropertyEdit[] = [];
  const keys = Object.keys(now);
  keys.forEach((key, at) => {
    if (!Object.hasOwn(then, key)) edits.push({ key, before: now[key], at });
  });
  for (const [key, after] of Object.entries(then)) {
    const before = Object.hasOwn(now, key) ? now[key] : undefined;
    if (before === undefined || !sameJson(before, after)) edits.push({ key, before, after });
  }
  return edits;
}

/** The command that gives the document the records of `version` (a saved copy of it). */
export function restoreVersion(doc: App, version: App): CommandDraft {
  const updates: Edit[] = [];
  const adds: Edit[] = [];
  const deletes: Edit[] = [];
  for (const parent of APP_CHANGE_PARENTS) {
    const now = (doc[parent] ?? {}) as RecordMap;
    const then = (version[parent] ?? {}) as RecordMap;
    const ids = Object.keys(now);
    let length = ids.length;
    for (const [id, record] of Object.entries(then)) {
      const current = Object.hasOwn(now, id) ? now[id] : undefined;
      if (!current) {
        adds.push({ op: 'add', parent, id, record, index: length++ });
        continue;
      }
      const props = propertyEdits(current, record);
      if (props.length > 0) updates.push({ op: 'update', parent, id, props });
    }
    for (let index = ids.length - 1; index >= 0; index--) {
      const id = ids[index];
      if (!Object.hasOwn(then, id)) deletes.push({ op: 'delete', parent, id, record: now[id], index });
    }
  }
  return { type: 'restoreVersion', edits: [...updates, ...adds, ...deletes] };
}

/** Commands that bring a page, a file or a generated screen in: a version of what was there is saved first. */
export function isImportCommand(type: string): boolean {
  return /^import[A-Z]/.test(type) || type === 'generateScreen';
}

/** The document as it was before `command` ran on it (`doc` is what it left). */
export function documentBefore(doc: App, command: EditorCommand): App | undefined {
  const result = applyEdits(doc, invertEdits(command.edits));
  return result.ok ? result.app : undefined;
}
