// The canvas's pointer gestures, headless: the canvas forwards its pointer events (in canvas
// coordinates, with the keys held) and Escape, draws `preview`, and the machine decides what a
// press starts (a resize from a handle, a link from the connector handle, a bend point, a link, a move, a rubber band), selects on
// the press as design tools do, and at the release runs one command through the host. Escape
// or `cancel()` ends a gesture with nothing committed. A change of the document from elsewhere
// (a co-editor) is fed in with `documentChanged`: a gesture whose records are gone ends.
import { unionBox, type Box } from '../../appDocument/box';
import { hasFlag } from '../../model/widgetFlags';
import { removeBendPoint } from '../commands/bendCommands';
import { pick, type Point } from '../hitTest';
import { bendHandleAt, lineAt, linkArrow, linkArrows, type LinkArrow } from '../linkGeometry';
import type { App } from '../../model/app';
import { BandGesture } from './bandGesture';
import { BendGesture } from './bendGesture';
import { connectorAt } from './connectorHandle';
import {
  BEND_HANDLE_PX,
  boxOf,
  LINE_PICK_PX,
  type Gesture,
  type GestureContext,
  type GestureHost,
  type GestureKind,
  type GesturePreview,
  type GestureScene,
  type PointerInput,
} from './gesture';
import { LinkGesture } from './linkGesture';
import { MoveGesture } from './moveGesture';
import { ResizeGesture } from './resizeGesture';
import { resizeHandleAt, type HandleName } from './resizeHandles';

/** A gesture that ended because a change from elsewhere took records it worked on. */
export interface EndedGesture {
  kind: GestureKind;
  /** its records that are gone */
  gone: string[];
}

const NO_PREVIEW: GesturePreview = {};

export class GestureMachine {
  private gesture: Gesture | undefined;
  private shown: GesturePreview = NO_PREVIEW;
  private readonly listeners = new Set<(preview: GesturePreview) => void>();
  private readonly context: GestureContext;

  constructor(
    private current: GestureScene,
    host: GestureHost,
  ) {
    const scene = () => this.current;
    this.context = {
      get scene() {
        return scene();
      },
      host,
      show: (preview) => this.show(preview),
    };
  }

  /** What to draw now; a new object whenever it changes. */
  get preview(): GesturePreview {
    return this.shown;
  }

  /** The gesture going on, if any. */
  get active(): GestureKind | undefined {
    return this.gesture?.kind;
  }

  get scene(): GestureScene {
    return this.current;
  }

  /** Called when the preview changes. */
  subscribe(listener: (preview: GesturePreview) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The scene as drawn now (the canvas calls it after each drawing); a new document is checked as `documentChanged` does. */
  setScene(scene: GestureScene): EndedGesture | undefined {
    const doc = this.current.doc;
    this.current = scene;
    return scene.doc === doc ? undefined : this.documentChanged(scene.doc);
  }

  /**
   * The document changed from elsewhere (a co-editor, a reload): a gesture whose records are gone
   * ends with nothing committed, and is answered with them.
   */
  documentChanged(doc: App): EndedGesture | undefined {
    this.current = { ...this.current, doc };
    const gesture = this.gesture;
    if (!gesture) return undefined;
    const gone = gesture.records.filter((id) => !doc.widgets[id] && !doc.screens[id] && !doc.lines[id]);
    if (!gone.length) return undefined;
    this.cancel();
    return { kind: gesture.kind, gone };
  }

  /** The box the resize handles go around: the selection's unlocked records (none in prototype mode). */
  resizeBox(): Box | undefined {
    return this.current.linking ? undefined : unionBox(this.resizable().map((r) => r.box));
  }

  /** The resize handle under a point, when the handles show. */
  handleAt(point: Point): HandleName | undefined {
    const box = !this.gesture && this.resizeBox();
    return box ? resizeHandleAt(box, point, this.current.scale) : undefined;
  }

  /** The selected link with its bend handles, in prototype mode. */
  bendable(doc = this.current.doc): LinkArrow | undefined {
    const { selection, linking } = this.current;
    const line = linking && selection.length === 1 ? doc.lines[selection[0]] : undefined;
    return line && linkArrow(doc, line);
  }

  pointerDown(pointer: PointerInput): void {
    this.cancel();
    const { doc, selection, scale, linking, drawingScreen, pickGroup } = this.current;
    const host = this.context.host;
    const at = { x: pointer.x, y: pointer.y };
    const handle = this.handleAt(at);
    if (handle) {
      const boxes = this.resizable();
      this.gesture = new ResizeGesture(this.context, handle, unionBox(boxes.map((b) => b.box))!, boxes, at);
      return;
    }
    if (drawingScreen) {
      this.gesture = new BandGesture(this.context, at, 'drawScreen');
      return;
    }
    const connector = connectorAt(this.current, at);
    if (connector) {
      this.gesture = new LinkGesture(this.context, connector, at);
      return;
    }
    const arrow = this.bendable();
    const bend = arrow && bendHandleAt(arrow, at, BEND_HANDLE_PX / scale);
    if (arrow && bend) {
      // the second press of a double-click on a bend point removes it
      if (pointer.clicks === 2 && !bend.pull) host.run(removeBendPoint(doc, arrow.id, bend.index));
      else this.gesture = new BendGesture(this.context, arrow.id, bend.index, at, bend.pull);
      return;
    }
    const line = linking ? lineAt(linkArrows(doc), at, LINE_PICK_PX / scale) : undefined;
    if (line) return host.select([line]);
    const hit = pick(doc, at);
    const target = hit.widget ?? hit.screen;
    if (!target) {
      this.gesture = new BandGesture(this.context, at, pointer.shift ? 'add' : 'select');
      if (!pointer.shift) host.select([]);
      return;
    }
    // a widget in a group picks its whole (outermost) group; Shift adds it or takes it away
    const picked = pickGroup?.(target) ?? [target];
    let ids = selection;
    if (pointer.shift)
      ids = selection.includes(target)
        ? selection.filter((id) => !picked.includes(id))
        : [...new Set([...selection, ...picked])];
    else if (!selection.includes(target)) ids = picked;
    if (ids !== selection) host.select([...ids]);
    if (linking) this.gesture = new LinkGesture(this.context, target, at);
    else {
      const moved = ids.includes(target) ? ids.filter((id) => !hasFlag(doc.widgets[id], 'locked')) : [];
      this.gesture = new MoveGesture(this.context, moved, at);
    }
  }

  pointerMove(pointer: PointerInput): void {
    this.gesture?.pointerMove(pointer);
  }

  pointerUp(pointer: PointerInput): void {
    const gesture = this.gesture;
    this.gesture = undefined;
    this.show(NO_PREVIEW);
    if (!gesture) return;
    gesture.pointerUp(pointer);
    // a double-click (as the browser counts it) on a widget opens it, unless the press dragged
    // something or took a bend point (whose double-click removes it on the second press)
    const clicked =
      gesture.kind === 'band' || gesture.kind === 'link' || (gesture instanceof MoveGesture && !gesture.dragged);
    if (clicked && pointer.clicks === 2) {
      const widget = pick(this.current.doc, pointer).widget;
      if (widget) this.context.host.openWidget(widget);
    }
  }

  /** Escape cancels the gesture going on; answers whether there was one. */
  keyDown(key: string): boolean {
    if (key !== 'Escape' || !this.gesture) return false;
    this.cancel();
    return true;
  }

  /** Ends the gesture going on, if any, with nothing committed. */
  cancel(): void {
    this.gesture = undefined;
    this.show(NO_PREVIEW);
  }

  private resizable(): { id: string; box: Box }[] {
    const { doc, selection } = this.current;
    return selection.flatMap((id) => {
      const box = boxOf(doc, id);
      return box && !hasFlag(doc.widgets[id], 'locked') ? [{ id, box }] : [];
    });
  }

  private show(preview: GesturePreview): void {
    if (preview === this.shown) return;
    this.shown = preview;
    for (const listener of this.listeners) listener(preview);
  }
}
