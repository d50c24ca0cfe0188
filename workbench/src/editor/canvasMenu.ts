// The canvas's context menu for what is selected: which actions apply, in what order, with the
// shortcut each has on the canvas. The actions themselves are the page's; this decides the menu.
import type { TFunction } from 'i18next';
import { groupWidgets, hasFlag, selectedGroups, type App, type WidgetFlag, type ZMove } from '@protolab/shared';
import type { MenuItem } from './ContextMenu';

export interface CanvasActions {
  copy(cut: boolean): void;
  paste(): void;
  duplicate(): void;
  editText(widgetId: string): void;
  group(): void;
  ungroup(): void;
  makeTemplate(): void;
  detachTemplate(): void;
  reorder(move: ZMove): void;
  toggleFlag(flag: WidgetFlag): void;
  makeStart(screenId: string): void;
  addScreen(): void;
  select(ids: string[]): void;
  deleteSelection(): void;
}

/** The menu's items (null: a separator); `target` is the screen new things go onto. */
export function canvasMenu(
  t: TFunction<'editor'>,
  doc: App,
  selection: readonly string[],
  target: string | undefined,
  act: CanvasActions,
): (MenuItem | null)[] {
  const widgets = selection.filter((id) => doc.widgets[id]);
  const screens = selection.filter((id) => doc.screens[id]);
  const only = selection.length === 1 ? selection[0] : undefined;
  const flagged = (flag: WidgetFlag) => widgets.every((id) => hasFlag(doc.widgets[id], flag));
  const items: (MenuItem | null)[] = [];
  if (selection.length) {
    items.push(
      { label: t('cut'), keys: 'Ctrl+X', run: () => act.copy(true) },
      { label: t('copyAction'), keys: 'Ctrl+C', run: () => act.copy(false) },
    );
  }
  items.push({ label: t('paste'), keys: 'Ctrl+V', run: act.paste });
  if (widgets.length || screens.length) items.push({ label: t('duplicate'), keys: 'Ctrl+D', run: act.duplicate });
  if (only && doc.widgets[only])
    items.push({ label: t('editTextAction'), keys: 'Enter', run: () => act.editText(only) });
  if (groupWidgets(doc, widgets).edits.length) items.push({ label: t('groupAction'), keys: 'Ctrl+G', run: act.group });
  if (selectedGroups(doc, widgets).length) items.push({ label: t('ungroup'), keys: 'Ctrl+Shift+G', run: act.ungroup });
  if (widgets.length && widgets.every((id) => !doc.widgets[id].template))
    items.push({ label: t('makeTemplate'), keys: 'Ctrl+Alt+K', run: act.makeTemplate });
  if (widgets.some((id) => doc.widgets[id].template))
    items.push({ label: t('detachTemplate'), run: act.detachTemplate });
  if (widgets.length) {
    items.push(
      null,
      { label: t('z.front'), keys: 'Ctrl+Shift+]', run: () => act.reorder('front') },
      { label: t('z.back'), keys: 'Ctrl+Shift+[', run: () => act.reorder('back') },
      {
        label: flagged('locked') ? t('unlock') : t('lock'),
        keys: 'Ctrl+Shift+L',
        run: () => act.toggleFlag('locked'),
      },
      {
        label: flagged('hidden') ? t('unhide') : t('hide'),
        keys: 'Ctrl+Shift+H',
        run: () => act.toggleFlag('hidden'),
      },
    );
  }
  if (only && doc.screens[only] && doc.screens[only].props?.start !== true) {
    items.push(null, { label: t('makeStart'), run: () => act.makeStart(only) });
  }
  if (!selection.length) {
    items.push(null, { label: t('addScreen'), run: act.addScreen });
    if (target)
      items.push({
        label: t('selectAll'),
        keys: 'Ctrl+A',
        run: () => act.select([...doc.screens[target].children]),
      });
  } else {
    items.push(null, { label: t('delete'), keys: 'Delete', run: act.deleteSelection });
  }
  return items;
}
