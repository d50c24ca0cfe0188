// The group the designer has entered, as in Figma: a click on a grouped widget selects its whole
// outermost group; a double-click goes one level in (the nested group under the pointer, at last
// the widget itself), and clicks then select at that level until the selection is cleared or a
// click lands outside the entered group.
import { useCallback, useState } from 'react';
import { enterGroup, groupChain, groupSelection, type App } from '@protolab/shared';

export function useGroupScope(doc: App | undefined, selection: readonly string[], select: (ids: string[]) => void) {
  const [scope, setScope] = useState<string>();
  // a cleared selection (Escape, a click on empty canvas, a delete) leaves the group
  if (scope !== undefined && selection.length === 0) setScope(undefined);

  /** What a click on a record selects (a screen: itself); a click outside the entered group leaves it. */
  const pick = (id: string): string[] => {
    if (!doc) return [id];
    const inside = scope !== undefined && groupChain(doc, id).includes(scope);
    if (!inside) setScope(undefined);
    return groupSelection(doc, id, inside ? scope : undefined);
  };

  /** A double-click on a widget: one level further in; false when a click already selects the widget alone. */
  const enter = (widgetId: string): boolean => {
    const next = doc && enterGroup(doc, widgetId, scope);
    if (!next) return false;
    setScope(next.scope);
    select(next.select);
    return true;
  };

  /** Selects a layer from the layers panel, as if entered down to the group holding it. */
  const selectLayer = useCallback(
    (ids: string[], parentGroup: string | undefined) => {
      setScope(parentGroup);
      select(ids);
    },
    [select],
  );

  return { pick, enter, selectLayer };
}
