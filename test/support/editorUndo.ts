// For the headless tests of editor commands: a command run on an Editor, checked to change the
// document and to be undone byte for byte, and refused commands checked to change nothing.
import { expect } from 'vitest';
import type { App } from '../../shared/src/model/app';
import type { Editor } from '../../shared/src/editor/editor';
import type { CommandDraft } from '../../shared/src/editor/editorCommand';

export const bytes = (app: App) => JSON.stringify(app);

/** Runs the command, checks it changed the document, then that undo gives it back byte for byte and redo the end. */
export function runAndUndo(editor: Editor, draft: CommandDraft) {
  const before = bytes(editor.doc);
  const result = editor.run(draft);
  expect(result.ok).toBe(true);
  expect(bytes(editor.doc)).not.toBe(before);
  const after = bytes(editor.doc);
  editor.undo();
  expect(bytes(editor.doc)).toBe(before);
  editor.redo();
  expect(bytes(editor.doc)).toBe(after);
}

/** Runs each command, which must be refused naming its field; the document and the history stay as they were. */
export function expectRefused(editor: Editor, refused: ReadonlyArray<readonly [CommandDraft, string]>) {
  const start = bytes(editor.doc);
  for (const [draft, field] of refused) {
    const result = editor.run(draft);
    expect(result.ok, field).toBe(false);
    if (!result.ok) expect(result.field).toBe(field);
  }
  expect(bytes(editor.doc)).toBe(start);
  expect(editor.canUndo).toBe(false);
}
