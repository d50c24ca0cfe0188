// Random sequences of 500 editor commands of every family: undone they give back the start byte for
// byte, redone the end, and the change sets they send build the same document on the server, byte for byte.
import { describe, expect, it } from 'vitest';
import { applyChanges } from '../appDocument/applyChanges';
import { bytes } from '../../../test/support/editorUndo';
import { sampleApp } from '../../../test/support/editorSample';
import { Editor, type Commit } from './editor';
import { random, randomCommand } from '../../../test/support/randomCommands';

describe('random sequences of 500 commands', () => {
  for (const seed of [1, 2, 3]) {
    it(`seed ${seed}: all undone give back the start byte for byte, all redone the end, and the server's change sets the same document`, () => {
      const r = random(seed);
      const start = sampleApp();
      const editor = new Editor(start);
      const commits: Commit[] = [];
      editor.onCommit((c) => commits.push(c));
      let ran = 0;
      while (ran < 500) {
        if (editor.run(randomCommand(editor.doc, r)).ok) ran++;
      }
      const end = bytes(editor.doc);
      expect(Object.keys(editor.doc.widgets).length).toBeGreaterThan(10);

      // what the server would store, fed the change sets one by one
      let server = start;
      for (const commit of commits) {
        const result = applyChanges(server, commit.changes);
        if (!result.ok) throw new Error(`${commit.command.type}: ${result.field} ${result.message}`);
        server = result.app;
      }
      expect(bytes(server)).toBe(bytes(editor.doc));

      while (editor.canUndo) expect(editor.undo()?.ok).toBe(true);
      expect(bytes(editor.doc)).toBe(bytes(start));
      while (editor.canRedo) expect(editor.redo()?.ok).toBe(true);
      expect(bytes(editor.doc)).toBe(end);
    });
  }
});
