// What the style fields read and change: the selected widgets' style in one state. A change is
// `restyleWidgets` with a merge key, so typing into a field is one undo step.
import {
  restyleWidgets,
  templateOf,
  templateStyle,
  type App,
  type Editor,
  type Widget,
  type WidgetStyleState,
} from '@protolab/shared';
import { readStyle, type Shown, type StyleUnder } from './selectionValues';

export interface StyleEdit {
  state: WidgetStyleState;
  widgets: readonly Widget[];
  read(keys: readonly string[]): Shown;
  /** `merge` names the field: its changes in a row are one undo step */
  set(style: Record<string, unknown>, merge: string): void;
  /** takes the state's own values of `keys` away; undefined when there are none to take */
  clearer(keys: readonly string[]): (() => void) | undefined;
  seal(): void;
}

export function styleEdit(editor: Editor, doc: App, widgets: readonly Widget[], state: WidgetStyleState): StyleEdit {
  const ids = widgets.map((w) => w.id);
  const key = ids.join(',');
  // an instance shows its template's values greyed where it has none of its own
  const under: StyleUnder = (w, s) => {
    const template = templateOf(doc, w);
    return template ? templateStyle(doc, template, s) : undefined;
  };
  // several fields read the same keys (a field, and its clear button): each set is read once
  const reads = new Map<string, Shown>();
  const read = (keys: readonly string[]) => {
    const id = keys.join('+');
    let shown = reads.get(id);
    if (!shown) reads.set(id, (shown = readStyle(widgets, state, keys, under)));
    return shown;
  };
  return {
    state,
    widgets,
    read,
    set: (style, merge) => void editor.run(restyleWidgets(doc, ids, style, state, `${state}:${merge}:${key}`)),
    clearer(keys) {
      if (!read(keys).overridden) return undefined;
      return () => {
        editor.run(restyleWidgets(doc, ids, Object.fromEntries(keys.map((k) => [k, undefined])), state));
        editor.seal();
      };
    },
    seal: () => editor.seal(),
  };
}
