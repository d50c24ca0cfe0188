// Where each difference of two versions is marked on their canvases, and in which colour: an added
// record on the newer one, a removed one on the older one, a moved one at its old place and its new
// one, a restyled or renamed one on both. Overlaid, both documents share one canvas.
import type { App, Box, DifferenceKind, VersionDifference } from '@protolab/shared';

export const DIFFERENCE_COLORS: Record<DifferenceKind, string> = {
  added: '#2e7d32',
  removed: '#c62828',
  moved: '#1565c0',
  restyled: '#ef6c00',
  renamed: '#6a1b9a',
};

export interface DifferenceMark {
  kind: DifferenceKind;
  id: string;
  box: Box;
  /** the older place of a moved record, drawn dashed */
  old?: boolean;
}

const boxIn = (doc: App, id: string): Box | undefined => doc.widgets[id] ?? doc.screens[id];

/** The marks on the canvas of `side` ("both": the overlaid canvas). Links are listed, not marked. */
export function differenceMarks(
  differences: readonly VersionDifference[],
  older: App,
  newer: App,
  side: 'older' | 'newer' | 'both',
): DifferenceMark[] {
  const marks: DifferenceMark[] = [];
  const mark = (d: VersionDifference, doc: App, old?: boolean) => {
    const box = boxIn(doc, d.id);
    if (box) marks.push({ kind: d.kind, id: d.id, box, ...(old && { old }) });
  };
  for (const d of differences) {
    if (d.record === 'line') continue;
    const onOlder = side !== 'newer' && d.kind !== 'added';
    const onNewer = side !== 'older' && d.kind !== 'removed';
    if (onOlder && (side === 'older' || d.kind === 'removed' || d.kind === 'moved')) mark(d, older, d.kind === 'moved');
    if (onNewer) mark(d, newer);
  }
  return marks;
}

/** Where a difference is: its record's box in the newer document, or in the older one when removed. */
export function differenceBox(d: VersionDifference, older: App, newer: App): Box | undefined {
  if (d.record === 'line') {
    return d.screenId ? (newer.screens[d.screenId] ?? older.screens[d.screenId]) : undefined;
  }
  return d.kind === 'removed' ? boxIn(older, d.id) : boxIn(newer, d.id);
}
