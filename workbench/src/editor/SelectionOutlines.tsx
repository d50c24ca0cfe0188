// The outlines of the selected records: one Konva shape that strokes every box (a locked one
// dashed), however many there are. A shape a box cost Konva a node each to make, draw and destroy:
// selecting, pasting or undoing 500 widgets spent ≈20 ms on them. The shape carries the ids it
// draws (`ids`, `lockedIds`), so what the canvas shows as selected can be read from it.
import { Shape } from 'react-konva';
import type { Box } from '@protolab/shared';
import { SELECT_COLOR } from './LinksLayer';

export interface Outline {
  id: string;
  box: Box;
  locked: boolean;
}

/** Outlines `outlines`, moved by `offset` (a drag in progress); 2 px wide at every zoom. */
export function SelectionOutlines({
  outlines,
  offset,
  scale,
}: {
  outlines: readonly Outline[];
  offset: { dx: number; dy: number } | null;
  scale: number;
}) {
  const dx = offset?.dx ?? 0;
  const dy = offset?.dy ?? 0;
  return (
    <Shape
      name="selection"
      ids={outlines.filter((o) => !o.locked).map((o) => o.id)}
      lockedIds={outlines.filter((o) => o.locked).map((o) => o.id)}
      listening={false}
      sceneFunc={(context) => {
        context.setAttr('strokeStyle', SELECT_COLOR);
        context.setAttr('lineWidth', 2 / scale);
        for (const locked of [false, true]) {
          context.setLineDash(locked ? [4 / scale, 3 / scale] : []);
          context.beginPath();
          for (const o of outlines) if (o.locked === locked) context.rect(o.box.x + dx, o.box.y + dy, o.box.w, o.box.h);
          context.stroke();
        }
      }}
    />
  );
}
