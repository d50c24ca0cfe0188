// The resize handles around the selection's unlocked records: a thin border and eight white squares
// on its corners and sides, the same size at every zoom, drawn as one Konva shape. What a press on
// one does is the gestures' (shared/src/editor/gestures): the canvas only draws them.
import { Shape } from 'react-konva';
import { RESIZE_HANDLE_PX, RESIZE_HANDLES, type Box } from '@protolab/shared';
import { SELECT_COLOR } from './LinksLayer';

export function ResizeHandles({ box, scale }: { box: Box; scale: number }) {
  return (
    <Shape
      name="resize-handles"
      listening={false}
      sceneFunc={(context) => {
        context.setAttr('strokeStyle', SELECT_COLOR);
        context.setAttr('lineWidth', 1 / scale);
        context.strokeRect(box.x, box.y, box.w, box.h);
        const side = RESIZE_HANDLE_PX / scale;
        context.setAttr('fillStyle', '#ffffff');
        for (const { at } of RESIZE_HANDLES) {
          const [x, y] = [box.x + at.x * box.w - side / 2, box.y + at.y * box.h - side / 2];
          context.fillRect(x, y, side, side);
          context.strokeRect(x, y, side, side);
        }
      }}
    />
  );
}
