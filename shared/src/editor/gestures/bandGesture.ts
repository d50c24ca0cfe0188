// A drag on empty canvas: a rubber band that selects the widgets wholly inside it (each with its
// group; Shift adds them to the selection), or with the draw-a-screen tool the new screen's box.
import type { Point } from '../hitTest';
import { pickInBox } from '../hitTest';
import { boxBetween, type Gesture, type GestureContext, type PointerInput } from './gesture';

export class BandGesture implements Gesture {
  readonly kind = 'band';
  readonly records = [];

  constructor(
    private readonly context: GestureContext,
    private readonly start: Point,
    private readonly mode: 'select' | 'add' | 'drawScreen',
  ) {}

  pointerMove(pointer: PointerInput): void {
    this.context.show({ band: boxBetween(this.start, pointer) });
  }

  pointerUp(pointer: PointerInput): void {
    const { doc, selection, pickGroup } = this.context.scene;
    const box = boxBetween(this.start, pointer);
    if (this.mode === 'drawScreen') return this.context.host.drawScreen(box);
    // a click (or a band of a pixel or two) on empty canvas keeps what the press chose
    if (box.w <= 2 && box.h <= 2) return;
    const inBand = [...new Set(pickInBox(doc, box).flatMap((id) => pickGroup?.(id) ?? [id]))];
    this.context.host.select(this.mode === 'add' ? [...new Set([...selection, ...inBand])] : inBand);
  }
}
