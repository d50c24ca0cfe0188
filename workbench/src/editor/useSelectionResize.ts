// Resizing the selection with Konva's transformer. The transformer holds one box around the
// selection's unlocked records, and their outlines follow it while it moves; the dragged edges
// snap as moves do; at the end each record takes its place and size within the new box.
import type Konva from 'konva';
import { useEffect, useRef, useState } from 'react';
import { boxWithin, snapResize, unionBox, type App, type Box, type Grid, type Guide } from '@protolab/shared';
import type { Outline } from './SelectionOutlines';
import type { View } from './viewport';

type TransformBox = { x: number; y: number; width: number; height: number; rotation: number };

interface SelectionResizeOptions {
  doc: App;
  selection: readonly string[];
  /** the selected records' outlines, as the document has them */
  outlines: readonly Outline[];
  view: View;
  grid: Grid;
  /** how near an edge must come to snap to another (area px) */
  snapPx: number;
  /** the handles show: nothing moves, pans or links */
  resizable: boolean;
  onGuides(guides: Guide[]): void;
  onResize(boxes: Record<string, Box>): void;
}

const resizedTo = (node: Konva.Rect): Box => ({
  x: node.x(),
  y: node.y(),
  w: node.width() * node.scaleX(),
  h: node.height() * node.scaleY(),
});

export function useSelectionResize(options: SelectionResizeOptions) {
  const { doc, selection, outlines, view } = options;
  const transformer = useRef<Konva.Transformer>(null);
  /** what the transformer resizes: a box around the selection's unlocked records */
  const resizeBox = useRef<Konva.Rect>(null);
  /** while it is resized: where that box is now */
  const [resizing, setResizing] = useState<Box | null>(null);
  const unlocked = outlines.filter((o) => !o.locked);
  const around = unionBox(unlocked.map((o) => o.box));

  // the handles follow the selected shapes (not on every frame of a pan: only when they change)
  const selectedKey = outlines.map(({ id, box }) => `${id}:${box.x},${box.y},${box.w},${box.h}`).join(' ');
  useEffect(() => {
    transformer.current?.nodes(options.resizable && resizeBox.current ? [resizeBox.current] : []);
    transformer.current?.getLayer()?.batchDraw();
  }, [options.resizable, selectedKey]);

  /** Resizing snaps the dragged edges (the transformer's boxes are in area px). */
  const boundBoxFunc = (old: TransformBox, next: TransformBox) => {
    if (next.width < 4 || next.height < 4) return old;
    const toBox = (b: { x: number; y: number; width: number; height: number }): Box => ({
      x: (b.x - view.x) / view.scale,
      y: (b.y - view.y) / view.scale,
      w: b.width / view.scale,
      h: b.height / view.scale,
    });
    const { box, guides } = snapResize(doc, selection, toBox(old), toBox(next), {
      threshold: options.snapPx / view.scale,
      grid: options.grid,
    });
    options.onGuides(guides);
    return {
      ...next,
      x: box.x * view.scale + view.x,
      y: box.y * view.scale + view.y,
      width: box.w * view.scale,
      height: box.h * view.scale,
    };
  };

  const onTransform = () => resizeBox.current && setResizing(resizedTo(resizeBox.current));
  /** The box around the selection was resized: each record takes its place and size within it. */
  const onTransformEnd = () => {
    options.onGuides([]);
    setResizing(null);
    const node = resizeBox.current;
    if (!node || !around) return;
    const to = resizedTo(node);
    node.scale({ x: 1, y: 1 });
    options.onResize(Object.fromEntries(unlocked.map(({ id, box }) => [id, boxWithin(box, around, to)])));
  };

  return {
    transformer,
    resizeBox,
    around,
    /** the outlines to draw: while resized, where the records will land */
    outlines:
      resizing && around
        ? outlines.map((o) => (o.locked ? o : { ...o, box: boxWithin(o.box, around, resizing) }))
        : outlines,
    /** the transformer's handlers */
    handlers: { boundBoxFunc, onTransform, onTransformEnd },
  };
}
