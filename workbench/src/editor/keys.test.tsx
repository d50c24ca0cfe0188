// @vitest-environment happy-dom
// The editor's key strings: which keydown each one is (Mod is ⌘ on a Mac, Ctrl elsewhere), which
// action of the table a key runs, that text fields keep their keys, and how keys are written.
import { cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWorkbenchTexts } from '@protolab/shared';
import { initI18n } from '../shell/i18n';
import { EDITOR_ACTIONS, sheetRows, type ActionContext, type EditorAction } from './actions';
import { formatKey, keyMatches, onMac } from './keys';
import { matchAction, useEditorKeys } from './useEditorKeys';

afterEach(cleanup);

type Press = Partial<Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'code'>> & { key: string };
const press = ({ key, ...rest }: Press) => ({
  key,
  code: /^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...rest,
});

describe('keyMatches', () => {
  it('takes Mod as Ctrl off a Mac and as ⌘ on one', () => {
    expect(keyMatches(press({ key: 'z', ctrlKey: true }), 'Mod+Z', false)).toBe(true);
    expect(keyMatches(press({ key: 'z', metaKey: true }), 'Mod+Z', false)).toBe(false);
    expect(keyMatches(press({ key: 'z', metaKey: true }), 'Mod+Z', true)).toBe(true);
    expect(keyMatches(press({ key: 'z', ctrlKey: true }), 'Mod+Z', true)).toBe(false);
    expect(keyMatches(press({ key: 'z' }), 'Mod+Z', false)).toBe(false);
    expect(onMac({ platform: 'MacIntel', userAgent: '' })).toBe(true);
    expect(onMac({ platform: 'Linux x86_64', userAgent: '' })).toBe(false);
  });

  it('holds Shift and Alt to what the key string says, except for a typed symbol', () => {
    expect(keyMatches(press({ key: 'Z', ctrlKey: true, shiftKey: true }), 'Mod+Z', false)).toBe(false);
    expect(keyMatches(press({ key: 'Z', ctrlKey: true, shiftKey: true }), 'Shift+Mod+Z', false)).toBe(true);
    expect(keyMatches(press({ key: 'k', ctrlKey: true }), 'Alt+Mod+K', false)).toBe(false);
    // ⌥ on a Mac types another character: the key's place counts then
    expect(keyMatches(press({ key: '˚', code: 'KeyK', metaKey: true, altKey: true }), 'Alt+Mod+K', true)).toBe(true);
    // "?" takes Shift on most layouts; Shift+1 types "!" but is the key 1
    expect(keyMatches(press({ key: '?', shiftKey: true }), '?', false)).toBe(true);
    expect(keyMatches(press({ key: '!', code: 'Digit1', shiftKey: true }), 'Shift+1', false)).toBe(true);
    expect(
      keyMatches(press({ key: '}', code: 'BracketRight', ctrlKey: true, shiftKey: true }), 'Shift+Mod+]', false),
    ).toBe(true);
    expect(keyMatches(press({ key: 'ArrowUp', shiftKey: true }), 'ArrowUp', false)).toBe(false);
    expect(keyMatches(press({ key: 'ArrowUp', shiftKey: true }), 'Shift+ArrowUp', false)).toBe(true);
  });
});

describe('matchAction', () => {
  const idOf = (p: Press, mac = false) => {
    const found = matchAction(EDITOR_ACTIONS, press(p), mac);
    return found && `${found.action.id}:${found.key}`;
  };

  it('finds the action of a key in the table', () => {
    expect(idOf({ key: 'z', ctrlKey: true })).toBe('undo:Mod+Z');
    expect(idOf({ key: 'Z', ctrlKey: true, shiftKey: true })).toBe('redo:Shift+Mod+Z');
    expect(idOf({ key: 'y', metaKey: true }, true)).toBe('redo:Mod+Y');
    expect(idOf({ key: 'Delete' })).toBe('delete:Delete');
    expect(idOf({ key: 'Backspace' })).toBe('delete:Backspace');
    expect(idOf({ key: 'ArrowLeft', shiftKey: true })).toBe('nudge:Shift+ArrowLeft');
    expect(idOf({ key: 'G', ctrlKey: true, shiftKey: true })).toBe('ungroup:Shift+Mod+G');
    expect(idOf({ key: 'F10', shiftKey: true })).toBe('menu:Shift+F10');
  });

  it('leaves Ctrl+C, X and V to the browser, whose clipboard events run them', () => {
    for (const key of ['c', 'x', 'v']) expect(idOf({ key, ctrlKey: true })).toBeUndefined();
  });
});

describe('useEditorKeys', () => {
  function Editor({ actions, context }: { actions: readonly EditorAction[]; context: ActionContext }) {
    const root = useRef<HTMLDivElement>(null);
    useEditorKeys(actions, context, root, true);
    return (
      <div ref={root}>
        <input aria-label="name" />
        <input type="checkbox" aria-label="visible" />
        <textarea aria-label="notes" />
        <select aria-label="kind">
          <option>a</option>
        </select>
        <div contentEditable aria-label="rich" />
        <ul role="tree">
          <li role="treeitem" tabIndex={0} aria-selected="false">
            Row
          </li>
        </ul>
        <button type="button">Save</button>
      </div>
    );
  }

  it('runs an action by its key wherever focus is in the editor, except in a text field', () => {
    const undo = vi.fn();
    const edit = vi.fn();
    const actions: EditorAction[] = [
      { id: 'undo', label: 'undo', keys: ['Mod+Z'], run: undo },
      { id: 'edit', label: 'editTextAction', keys: ['Enter'], run: edit },
    ];
    const view = render(<Editor actions={actions} context={{} as ActionContext} />);
    const keydown = (target: Element, init: KeyboardEventInit) => {
      const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const ctrlZ = { key: 'z', code: 'KeyZ', ctrlKey: true };
    for (const label of ['name', 'notes', 'kind', 'rich']) {
      expect(keydown(view.getByLabelText(label), ctrlZ), label).toBe(false);
    }
    expect(undo).not.toHaveBeenCalled();

    expect(keydown(view.getByRole('treeitem'), ctrlZ)).toBe(true);
    expect(keydown(view.getByLabelText('visible'), ctrlZ)).toBe(true);
    expect(keydown(document.body, ctrlZ)).toBe(true);
    expect(undo).toHaveBeenCalledTimes(3);

    // Enter presses a focused button; elsewhere it is the editor's
    expect(keydown(view.getByRole('button'), { key: 'Enter' })).toBe(false);
    expect(keydown(view.getByRole('treeitem'), { key: 'Enter' })).toBe(true);
    expect(edit).toHaveBeenCalledTimes(1);

    // a key a part of the editor took (the tree walking its rows) is not run again
    const row = view.getByRole('treeitem');
    row.addEventListener('keydown', (e) => e.preventDefault(), { once: true });
    keydown(row, ctrlZ);
    expect(undo).toHaveBeenCalledTimes(3);
    // nor outside the editor
    const outside = document.body.appendChild(document.createElement('button'));
    keydown(outside, ctrlZ);
    expect(undo).toHaveBeenCalledTimes(3);
  });
});

describe('key names', () => {
  it('are written in the page language, with ⌘ on a Mac', async () => {
    const de = initI18n('de', await loadWorkbenchTexts('de'), i18next.createInstance()).getFixedT('de', 'editor');
    expect(formatKey('Shift+Mod+Z', de, false)).toBe('Strg+Umschalt+Z');
    expect(formatKey('Delete', de, false)).toBe('Entf');
    expect(formatKey('Space+Drag', de, false)).toBe('Leertaste + ziehen');
    expect(formatKey('Shift+Mod+Z', de, true)).toBe('⇧⌘Z');
    const rows = sheetRows(de, false);
    expect(rows).toContainEqual({ keys: 'Entf, Rücktaste', text: 'key.delete' });
    expect(rows).toContainEqual({ keys: 'Strg+Umschalt+Z, Strg+Y', text: 'key.redo' });
    expect(rows.map((r) => r.keys).join()).not.toMatch(/Ctrl|Shift|Delete/);
  });
});
