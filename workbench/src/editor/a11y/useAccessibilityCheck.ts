// The accessibility check as the designer edits: the document rules run again on each new document
// (fast: well under 200 ms for 2000 widgets, see `npm run bench -- a11y`), only while the panel is open.
import { useMemo } from 'react';
import { checkAccessibility, type A11yFinding, type App } from '@protolab/shared';

export type A11yScope = 'all' | 'screen';

const NONE: readonly A11yFinding[] = [];

export function useAccessibilityCheck(
  doc: App | undefined,
  open: boolean,
  scope: A11yScope,
  screenId: string | undefined,
): readonly A11yFinding[] {
  return useMemo(() => {
    if (!doc || !open) return NONE;
    if (scope === 'all') return checkAccessibility(doc);
    return screenId && doc.screens[screenId] ? checkAccessibility(doc, screenId) : NONE;
  }, [doc, open, scope, screenId]);
}
