// The editor's keys, from its action table: a keydown anywhere in the editor (the canvas, a row of
// the layers or screens panel, a button of the properties; or nothing focused, after a click beside
// the fields) runs the action it is the key of. Not in a text field, whose keys are its own, nor
// in a dialog, nor when a part of the editor already took the key (the layers tree walks its
// rows with the arrows). Ctrl+C, X and V run on the browser's clipboard events, the same way.
import { useEffect, useRef, type RefObject } from 'react';
import type { ActionContext, ClipboardKind, EditorAction } from './actions';
import { isTextField, keyMatches, onMac, parseKey, pressesControl } from './keys';

/** A key of `actions` that `event` is, with its action. */
export function matchAction(
  actions: readonly EditorAction[],
  event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
  mac: boolean,
): { action: EditorAction; key: string } | undefined {
  for (const action of actions) {
    if (action.clipboard) continue; // the browser's clipboard event runs it
    const key = action.keys?.find((k) => keyMatches(event, k, mac));
    if (key) return { action, key };
  }
  return undefined;
}

/** Whether a key or clipboard event aimed at `target` is the editor's, inside `root`. */
export function isEditorTarget(target: EventTarget | null, root: HTMLElement | null): boolean {
  if (!root || isTextField(target)) return false;
  if (document.querySelector('[aria-modal="true"]')) return false;
  return target === document.body || target === document.documentElement || root.contains(target as Node);
}

/**
 * Runs `actions` by their keys while `context` is there (an editor may edit) and `enabled` (no
 * text is being typed on the canvas, no menu open). `root` is the editor's element.
 */
export function useEditorKeys(
  actions: readonly EditorAction[],
  context: ActionContext | undefined,
  root: RefObject<HTMLElement | null>,
  enabled: boolean,
): void {
  const latest = useRef({ actions, context, enabled });
  latest.current = { actions, context, enabled };

  useEffect(() => {
    const mac = onMac();
    const onKeyDown = (event: KeyboardEvent) => {
      const { actions, context, enabled } = latest.current;
      if (!context || !enabled || event.defaultPrevented || event.isComposing) return;
      if (!isEditorTarget(event.target, root.current) || pressesControl(event.target, event)) return;
      const found = matchAction(actions, event, mac);
      if (!found) return;
      const applies = !found.action.when || found.action.when(context);
      // the editor's Mod keys are its own even when they do nothing now (Ctrl+D bookmarks no page)
      if (applies || parseKey(found.key).mod) event.preventDefault();
      if (applies) found.action.run(context, found.key);
    };
    const onClipboard = (kind: ClipboardKind) => (event: ClipboardEvent) => {
      const { actions, context, enabled } = latest.current;
      if (!context || !enabled || !event.clipboardData || !isEditorTarget(event.target, root.current)) return;
      // text chosen on the page beside the canvas is what Ctrl+C copies
      const canvas = event.target instanceof Element && event.target.closest('[data-testid="canvas-area"]');
      if (kind !== 'paste' && !canvas && getSelection()?.isCollapsed === false) return;
      const action = actions.find((a) => a.clipboard?.kind === kind);
      if (!action?.clipboard || (action.when && !action.when(context))) return;
      event.preventDefault();
      action.clipboard.run(context, event.clipboardData);
    };
    const listeners = [
      ['copy', onClipboard('copy')],
      ['cut', onClipboard('cut')],
      ['paste', onClipboard('paste')],
    ] as const;
    document.addEventListener('keydown', onKeyDown);
    for (const [type, listener] of listeners) document.addEventListener(type, listener);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      for (const [type, listener] of listeners) document.removeEventListener(type, listener);
    };
  }, [root]);
}
