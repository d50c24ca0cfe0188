// Resizing the selection from one of the handles around its unlocked records: the box follows the
// handle (see resizeHandles), its dragged edges snap as moves do, it never gets under 4 area px
// across, and the release gives each record its place and size within the new box in one command.
import { boxWithin, type Box } from '../../appDocument/box';
import type { Point } from '../hitTest';
import { snapResize } from '../snapping';
import { SNAP_PX, type Gesture, type GestureContext, type PointerInput } from './gesture';
import { handlePoint, resizedBox, type HandleName } from './resizeHandles';
import { resizeRecords } from './resizeRecords';

/** The smallest a resized box may get (area px). */
const MIN_SIZE_PX = 4;

export class ResizeGesture implements Gesture {
  readonly kind = 'resize';
  readonly records: readonly string[];
  /** from the pointer to the handle's middle, as pressed: the handle keeps that offset */
  private readonly grip: Point;
  private current: Box;

  /** `boxes`: the records resized, each with its box; `from` is the box around them */
  constructor(
    private readonly context: GestureContext,
    private readonly handle: HandleName,
    private readonly from: Box,
    private readonly boxes: readonly { id: string; box: Box }[],
    pressed: Point,
  ) {
    this.records = boxes.map((b) => b.id);
    const at = handlePoint(from, handle);
    this.grip = { x: pressed.x - at.x, y: pressed.y - at.y };
    this.current = from;
  }

  pointerMove(pointer: PointerInput): void {
    const { doc, selection, scale, grid } = this.context.scene;
    const to = { x: pointer.x - this.grip.x, y: pointer.y - this.grip.y };
    const next = resizedBox(this.from, this.handle, to, {
      keepRatio: Boolean(pointer.shift),
      centered: Boolean(pointer.alt),
    });
    if (next.w * scale < MIN_SIZE_PX || next.h * scale < MIN_SIZE_PX) return;
    const snapped = snapResize(doc, selection, this.current, next, { threshold: SNAP_PX / scale, grid });
    this.current = snapped.box;
    this.context.show({ resizing: { from: this.from, to: this.current }, guides: snapped.guides });
  }

  pointerUp(): void {
    if (this.current === this.from) return;
    const { doc } = this.context.scene;
    const boxes = Object.fromEntries(this.boxes.map(({ id, box }) => [id, boxWithin(box, this.from, this.current)]));
    const draft = resizeRecords(doc, boxes);
    if (draft) this.context.host.run(draft);
  }
}
