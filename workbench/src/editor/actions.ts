// The editor's actions, one table: what each is called, its keys, when it applies and what it
// does. The keys (useEditorKeys), the context menu, the canvas bar's buttons and the shortcut
// sheet are all read from it, so a command is wired to the UI once.
import type { TFunction } from 'i18next';
import {
  alignWidgets,
  deleteSelection,
  distributeWidgets,
  detachInstances,
  duplicateScreens,
  duplicateWidgets,
  flagWidgets,
  groupWidgets,
  hasFlag,
  makeTemplate,
  pasteInto,
  reorderWidgets,
  selectedGroups,
  setStartScreen,
  ungroupWidgets,
  type Alignment,
  type App,
  type Axis,
  type Clipboard,
  type Editor,
  type RunResult,
  type WidgetFlag,
  type ZMove,
  type WorkbenchResources,
} from '@protolab/shared';
import { banners } from '../shell/banners';
import type { MenuItem } from './ContextMenu';
import { clipboardOfEvent, copyIntoEvent, copyToClipboard, readClipboard } from './systemClipboard';
import { formatKey } from './keys';
import { moveRecords } from './moveRecords';
import { ZOOM_STEP } from './viewport';

export type EditorText = keyof WorkbenchResources['editor'] & string;

/** An undo or redo that left parts alone (others changed or deleted them since) says how many. */
function tellSkipped(ctx: ActionContext, text: 'coediting.undoSkipped' | 'coediting.redoSkipped', result?: RunResult) {
  if (result?.ok && result.skipped?.length) banners.hint(ctx.t(text, { count: result.skipped.length }));
}

/** What the page does beyond commands: its view, its dialogs, the system clipboard. */
export interface EditorView {
  editText(widgetId: string): void;
  openMenu(): void;
  openSheet(): void;
  setDrawing(on: boolean | ((on: boolean) => boolean)): void;
  addScreen(): void;
  zoom(factor: number): void;
  fitAll(): void;
  fitSelection(): void;
  actualSize(): void;
}

/** What an action sees: the editor, its document and selection, the page. */
export interface ActionContext {
  editor: Editor;
  doc: App;
  selection: readonly string[];
  /** the screen new things go onto */
  target: string | undefined;
  t: TFunction<'editor'>;
  view: EditorView;
}

export type ClipboardKind = 'copy' | 'cut' | 'paste';

export interface EditorAction {
  id: string;
  /** its name in the menu and on buttons (the editor's texts); some depend on the selection */
  label: EditorText | ((ctx: ActionContext) => EditorText);
  /** the keys that run it ("Mod+Z", "Shift+Mod+Z", "Delete", "Shift+ArrowUp"); the first is shown in the menu */
  keys?: readonly string[];
  /** the keys the sheet shows, when not all of `keys` */
  shown?: readonly string[];
  /** the line of the shortcut sheet it is on; actions with the same line share it */
  sheet?: EditorText;
  /** its part of the context menu; absent: not in the menu */
  menu?: 'edit' | 'arrange' | 'screen' | 'canvas';
  /** whether it applies now (absent: always) */
  when?(ctx: ActionContext): boolean;
  run(ctx: ActionContext, key?: string): void;
  /**
   * Its keys are the browser's clipboard event of this kind, which keydown lets through: the
   * event's data is read and written at once, with no permission asked.
   */
  clipboard?: { kind: ClipboardKind; run(ctx: ActionContext, data: DataTransfer): void };
}

const widgetsOf = ({ doc, selection }: ActionContext) => selection.filter((id) => doc.widgets[id]);
const screensOf = ({ doc, selection }: ActionContext) => selection.filter((id) => doc.screens[id]);
const onlyWidget = ({ doc, selection }: ActionContext) =>
  selection.length === 1 && doc.widgets[selection[0]] ? selection[0] : undefined;
const some = (ctx: ActionContext) => ctx.selection.length > 0;
const someWidgets = (ctx: ActionContext) => widgetsOf(ctx).length > 0;
const flagged = (ctx: ActionContext, flag: WidgetFlag) =>
  widgetsOf(ctx).every((id) => hasFlag(ctx.doc.widgets[id], flag));
const toggleFlag = (flag: WidgetFlag) => (ctx: ActionContext) => {
  const widgets = widgetsOf(ctx);
  if (widgets.length) ctx.editor.run(flagWidgets(ctx.doc, widgets, flag, !flagged(ctx, flag)));
};
const reorder = (move: ZMove) => (ctx: ActionContext) => {
  const widgets = widgetsOf(ctx);
  if (widgets.length) ctx.editor.run(reorderWidgets(ctx.doc, widgets, move));
};
/** Aligning takes two widgets, spacing evenly three (the first and the last stay). */
const align = (alignment: Alignment): EditorAction => ({
  id: `align.${alignment}`,
  label: `align.${alignment}`,
  when: (ctx) => widgetsOf(ctx).length > 1,
  run: (ctx) => ctx.editor.run(alignWidgets(ctx.doc, widgetsOf(ctx), alignment)),
});
const distribute = (axis: Axis): EditorAction => ({
  id: `distribute.${axis}`,
  label: `distribute.${axis}`,
  when: (ctx) => widgetsOf(ctx).length > 2,
  run: (ctx) => ctx.editor.run(distributeWidgets(ctx.doc, widgetsOf(ctx), axis)),
});
const cut = (ctx: ActionContext) => ctx.editor.run(deleteSelection(ctx.doc, ctx.selection));
const pasteClip = (ctx: ActionContext, clip: Clipboard | undefined) => {
  if (clip) ctx.editor.run(pasteInto(ctx.editor.doc, clip, { type: 'paste', screen: ctx.target }));
};
// the menu has no clipboard event: it goes through navigator.clipboard
const copyByMenu = (ctx: ActionContext, thenCut: boolean) =>
  void copyToClipboard(ctx.doc, ctx.selection).then(() => thenCut && cut(ctx));
const ARROWS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];

export const EDITOR_ACTIONS: readonly EditorAction[] = [
  {
    id: 'cut',
    label: 'cut',
    keys: ['Mod+X'],
    sheet: 'key.copy',
    menu: 'edit',
    when: some,
    run: (ctx) => copyByMenu(ctx, true),
    clipboard: {
      kind: 'cut',
      run(ctx, data) {
        copyIntoEvent(data, ctx.doc, ctx.selection);
        cut(ctx);
      },
    },
  },
  {
    id: 'copy',
    label: 'copyAction',
    keys: ['Mod+C'],
    sheet: 'key.copy',
    menu: 'edit',
    when: some,
    run: (ctx) => copyByMenu(ctx, false),
    clipboard: { kind: 'copy', run: (ctx, data) => copyIntoEvent(data, ctx.doc, ctx.selection) },
  },
  {
    id: 'paste',
    label: 'paste',
    keys: ['Mod+V'],
    sheet: 'key.copy',
    menu: 'edit',
    run: (ctx) => void readClipboard().then((clip) => pasteClip(ctx, clip)),
    clipboard: { kind: 'paste', run: (ctx, data) => pasteClip(ctx, clipboardOfEvent(data)) },
  },
  {
    id: 'duplicate',
    label: 'duplicate',
    keys: ['Mod+D'],
    sheet: 'key.duplicate',
    menu: 'edit',
    when: (ctx) => widgetsOf(ctx).length + screensOf(ctx).length > 0,
    run(ctx) {
      const screens = screensOf(ctx);
      const { doc, t } = ctx;
      ctx.editor.run(
        screens.length ? duplicateScreens(doc, screens, t('copy')) : duplicateWidgets(doc, widgetsOf(ctx)),
      );
    },
  },
  {
    id: 'editText',
    label: 'editTextAction',
    keys: ['Enter'],
    sheet: 'key.edit',
    menu: 'edit',
    when: (ctx) => onlyWidget(ctx) !== undefined,
    run: (ctx) => ctx.view.editText(onlyWidget(ctx)!),
  },
  {
    id: 'group',
    label: 'groupAction',
    keys: ['Mod+G'],
    sheet: 'key.group',
    menu: 'edit',
    when: (ctx) => groupWidgets(ctx.doc, widgetsOf(ctx)).edits.length > 0,
    run: (ctx) => ctx.editor.run(groupWidgets(ctx.doc, widgetsOf(ctx), ctx.t('group'))),
  },
  {
    id: 'ungroup',
    label: 'ungroup',
    keys: ['Shift+Mod+G'],
    sheet: 'key.group',
    menu: 'edit',
    when: (ctx) => selectedGroups(ctx.doc, widgetsOf(ctx)).length > 0,
    run: (ctx) => ctx.editor.run(ungroupWidgets(ctx.doc, selectedGroups(ctx.doc, widgetsOf(ctx)))),
  },
  {
    id: 'makeTemplate',
    label: 'makeTemplate',
    keys: ['Alt+Mod+K'],
    sheet: 'key.template',
    menu: 'edit',
    when: (ctx) => someWidgets(ctx) && widgetsOf(ctx).every((id) => !ctx.doc.widgets[id].template),
    run(ctx) {
      const widgets = widgetsOf(ctx);
      const first = ctx.doc.widgets[widgets[0]];
      ctx.editor.run(makeTemplate(ctx.doc, widgets, first.name || first.type));
    },
  },
  {
    id: 'detachTemplate',
    label: 'detachTemplate',
    menu: 'edit',
    when: (ctx) => widgetsOf(ctx).some((id) => ctx.doc.widgets[id].template),
    run: (ctx) => ctx.editor.run(detachInstances(ctx.doc, widgetsOf(ctx))),
  },
  {
    id: 'front',
    label: 'z.front',
    keys: ['Shift+Mod+]'],
    sheet: 'key.order',
    menu: 'arrange',
    when: someWidgets,
    run: reorder('front'),
  },
  {
    id: 'back',
    label: 'z.back',
    keys: ['Shift+Mod+['],
    sheet: 'key.order',
    menu: 'arrange',
    when: someWidgets,
    run: reorder('back'),
  },
  {
    id: 'forward',
    label: 'z.forward',
    keys: ['Mod+]'],
    sheet: 'key.order',
    when: someWidgets,
    run: reorder('forward'),
  },
  {
    id: 'backward',
    label: 'z.backward',
    keys: ['Mod+['],
    sheet: 'key.order',
    when: someWidgets,
    run: reorder('backward'),
  },
  ...(['left', 'center', 'right', 'top', 'middle', 'bottom'] as const).map(align),
  ...(['horizontal', 'vertical'] as const).map(distribute),
  {
    id: 'lock',
    label: (ctx) => (flagged(ctx, 'locked') ? 'unlock' : 'lock'),
    keys: ['Shift+Mod+L'],
    sheet: 'key.lock',
    menu: 'arrange',
    when: someWidgets,
    run: toggleFlag('locked'),
  },
  {
    id: 'hide',
    label: (ctx) => (flagged(ctx, 'hidden') ? 'unhide' : 'hide'),
    keys: ['Shift+Mod+H'],
    sheet: 'key.hide',
    menu: 'arrange',
    when: someWidgets,
    run: toggleFlag('hidden'),
  },
  {
    id: 'makeStart',
    label: 'makeStart',
    menu: 'screen',
    when: ({ doc, selection }) =>
      selection.length === 1 && Boolean(doc.screens[selection[0]]) && doc.screens[selection[0]].props?.start !== true,
    run: (ctx) => ctx.editor.run(setStartScreen(ctx.doc, ctx.selection[0])),
  },
  {
    id: 'addScreen',
    label: 'addScreen',
    menu: 'canvas',
    when: (ctx) => !some(ctx),
    run: (ctx) => ctx.view.addScreen(),
  },
  {
    id: 'selectAll',
    label: 'selectAll',
    keys: ['Mod+A'],
    sheet: 'key.selectAll',
    menu: 'canvas',
    // the menu offers it on the empty canvas; the key selects the screen's widgets whatever is selected
    when: (ctx) => ctx.target !== undefined,
    run: (ctx) => ctx.editor.select([...ctx.doc.screens[ctx.target!].children]),
  },
  {
    id: 'delete',
    label: 'delete',
    keys: ['Delete', 'Backspace'],
    sheet: 'key.delete',
    menu: 'canvas',
    when: some,
    run: cut,
  },
  {
    id: 'nudge',
    label: 'key.move',
    keys: [...ARROWS, ...ARROWS.map((a) => `Shift+${a}`)],
    shown: ['Arrows'],
    sheet: 'key.move',
    when: some,
    run(ctx, key = '') {
      const step = key.startsWith('Shift+') ? 10 : 1;
      const dx = key.endsWith('Left') ? -step : key.endsWith('Right') ? step : 0;
      const dy = key.endsWith('Up') ? -step : key.endsWith('Down') ? step : 0;
      const nudge = moveRecords(ctx.doc, ctx.selection, dx, dy);
      if (nudge) ctx.editor.run({ ...nudge, merge: `nudge:${ctx.selection.join(',')}` });
    },
  },
  {
    id: 'undo',
    label: 'undo',
    keys: ['Mod+Z'],
    sheet: 'key.undo',
    when: (ctx) => ctx.editor.canUndo,
    run: (ctx) => tellSkipped(ctx, 'coediting.undoSkipped', ctx.editor.undo()),
  },
  {
    id: 'redo',
    label: 'redo',
    keys: ['Shift+Mod+Z', 'Mod+Y'],
    sheet: 'key.redo',
    when: (ctx) => ctx.editor.canRedo,
    run: (ctx) => tellSkipped(ctx, 'coediting.redoSkipped', ctx.editor.redo()),
  },
  {
    id: 'drawScreen',
    label: 'key.drawScreen',
    keys: ['S'],
    sheet: 'key.drawScreen',
    run: (ctx) => ctx.view.setDrawing((on) => !on),
  },
  {
    id: 'menu',
    label: 'key.menu',
    keys: ['Shift+F10', 'ContextMenu'],
    shown: ['Shift+F10'],
    sheet: 'key.menu',
    run: (ctx) => ctx.view.openMenu(),
  },
  {
    id: 'escape',
    label: 'key.escape',
    keys: ['Escape'],
    sheet: 'key.escape',
    run(ctx) {
      ctx.view.setDrawing(false);
      ctx.editor.select([]);
    },
  },
  {
    id: 'zoomIn',
    label: 'key.zoom',
    keys: ['+', '='],
    shown: ['Mod+Wheel', '+'],
    sheet: 'key.zoom',
    run: (ctx) => ctx.view.zoom(ZOOM_STEP),
  },
  { id: 'zoomOut', label: 'key.zoom', keys: ['-'], sheet: 'key.zoom', run: (ctx) => ctx.view.zoom(1 / ZOOM_STEP) },
  { id: 'fitAll', label: 'key.fitAll', keys: ['Shift+1'], sheet: 'key.fitAll', run: (ctx) => ctx.view.fitAll() },
  {
    id: 'fitSelection',
    label: 'key.fitSelection',
    keys: ['Shift+2'],
    sheet: 'key.fitSelection',
    run: (ctx) => ctx.view.fitSelection(),
  },
  {
    id: 'actualSize',
    label: 'key.actualSize',
    keys: ['Shift+0'],
    sheet: 'key.actualSize',
    run: (ctx) => ctx.view.actualSize(),
  },
  { id: 'sheet', label: 'shortcuts', keys: ['?'], sheet: 'key.sheet', run: (ctx) => ctx.view.openSheet() },
];

/** What the pointer does, for the sheet: not actions of their own. */
export const POINTER_SHORTCUTS: readonly Pick<EditorAction, 'keys' | 'shown' | 'sheet'>[] = [
  { shown: ['DoubleClick'], sheet: 'key.enterGroup' },
  { shown: ['Space+Drag'], sheet: 'key.pan' },
  { shown: ['Alt+Drag'], sheet: 'key.snap' },
];

export const actionById = (id: string): EditorAction => {
  const action = EDITOR_ACTIONS.find((a) => a.id === id);
  if (!action) throw new Error(`no editor action ${id}`);
  return action;
};

export const labelOf = (action: EditorAction, ctx: ActionContext): EditorText =>
  typeof action.label === 'function' ? action.label(ctx) : action.label;

/** The sheet's lines: each line's keys, as the page's language and platform write them, and its text. */
export function sheetRows(t: TFunction<'editor'>, mac: boolean): { keys: string; text: EditorText }[] {
  const rows = new Map<EditorText, string[]>();
  for (const { keys, shown, sheet } of [...EDITOR_ACTIONS, ...POINTER_SHORTCUTS]) {
    if (!sheet) continue;
    const line = rows.get(sheet) ?? [];
    line.push(...(shown ?? keys ?? []).map((key) => formatKey(key, t, mac)));
    rows.set(sheet, line);
  }
  return [...rows].map(([text, keys]) => ({ keys: keys.join(', '), text }));
}

/** The context menu for the selection: the actions that apply, by part, with a separator between parts. */
export function menuItems(ctx: ActionContext, mac: boolean): (MenuItem | null)[] {
  const items: (MenuItem | null)[] = [];
  let part: EditorAction['menu'];
  for (const action of EDITOR_ACTIONS) {
    if (!action.menu || (action.when && !action.when(ctx))) continue;
    if (part && action.menu !== part) items.push(null);
    part = action.menu;
    const key = action.keys?.[0];
    items.push({
      label: ctx.t(labelOf(action, ctx)),
      keys: key && formatKey(key, ctx.t, mac),
      run: () => action.run(ctx),
    });
  }
  return items;
}
