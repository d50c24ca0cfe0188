// Dragging the selection: past the slop its records follow the pointer, snapped to the other
// widgets' and the screen's edges and centres (or the grid; Alt held snaps to nothing), drawn
// shifted until the release, which moves them in one command. Widgets dropped onto another
// screen move there (logic widgets stay off screens).
import { isLogicWidget } from '../../simulator/logic';
import { screenAt, type Point } from '../hitTest';
import { snapMove } from '../snapping';
import { beyondSlop, SNAP_PX, type Gesture, type GestureContext, type PointerInput } from './gesture';
import { moveRecords } from './moveRecords';

export class MoveGesture implements Gesture {
  readonly kind = 'move';
  private dragging = false;
  private dx = 0;
  private dy = 0;

  /** `records`: the unlocked records to move (none: the press only selected) */
  constructor(
    private readonly context: GestureContext,
    readonly records: readonly string[],
    private readonly start: Point,
  ) {}

  pointerMove(pointer: PointerInput): void {
    const { doc, scale, grid } = this.context.scene;
    if (!this.records.length) return;
    if (!this.dragging && !beyondSlop(this.start, pointer, scale)) return;
    this.dragging = true;
    const raw = { x: Math.round(pointer.x - this.start.x), y: Math.round(pointer.y - this.start.y) };
    const snapped = pointer.alt
      ? { dx: raw.x, dy: raw.y, guides: [], distances: [] }
      : snapMove(doc, this.records, raw.x, raw.y, { threshold: SNAP_PX / scale, grid });
    this.dx = snapped.dx;
    this.dy = snapped.dy;
    this.context.show({
      moving: { ids: this.records, dx: snapped.dx, dy: snapped.dy },
      guides: snapped.guides,
      distances: snapped.distances,
    });
  }

  /** Whether the press became a drag (a press that did not may be a double-click). */
  get dragged(): boolean {
    return this.dragging;
  }

  pointerUp(pointer: PointerInput): void {
    if (!this.dragging) return;
    const { doc } = this.context.scene;
    const widgets = this.records.every((id) => doc.widgets[id] && !isLogicWidget(doc.widgets[id].type));
    const toScreen = widgets ? screenAt(doc, pointer) : undefined;
    const move = (this.dx || this.dy || toScreen) && moveRecords(doc, this.records, this.dx, this.dy, toScreen);
    if (move) this.context.host.run(move);
  }
}
