// What every gesture of the canvas shares: the pointer as the canvas sees it (canvas coordinates,
// the keys held, the browser's click count), what the gesture reads (the scene), what it may do
// (the host: select, run a command, open a widget, draw a screen) and what it shows meanwhile
// (the preview). Distances a designer feels are in area px (the screen's pixels), so they are the
// same at every zoom: the gestures divide them by the scale.
import type { App } from '../../model/app';
import type { Box } from '../../appDocument/box';
import type { CommandDraft } from '../editorCommand';
import type { Grid } from '../grid';
import type { Point } from '../hitTest';
import type { Distance, Guide } from '../snapping';

/** How far the pointer may wander before a press becomes a drag (area px). */
export const DRAG_SLOP_PX = 3;
/** How near an edge must come to snap to another (area px); Alt held snaps to nothing. */
export const SNAP_PX = 6;
/** How near an arrow a click must be to pick it (area px). */
export const LINE_PICK_PX = 6;
/** How near a bend handle a press must be to take it (area px); its drawn radius. */
export const BEND_HANDLE_PX = 6;
/** The radius of prototype mode's connector handle on the selected widget (area px); a press within it takes it. */
export const CONNECTOR_HANDLE_PX = 7;
/** The side of a resize handle (area px), drawn centred on the selection's corners and sides. */
export const RESIZE_HANDLE_PX = 9;

export interface PointerInput extends Point {
  shift?: boolean;
  alt?: boolean;
  /** the browser's click count: 2 for the second press of a double-click */
  clicks?: number;
}

/** What the gestures read: the document and the selection as drawn, and how the canvas is set. */
export interface GestureScene {
  doc: App;
  selection: readonly string[];
  /** area px per canvas px */
  scale: number;
  /** moves and resizes snap to it when on */
  grid: Grid;
  /** prototype mode: a drag from a widget or a screen makes a link; a selected link shows its bend handles */
  linking: boolean;
  /** the draw-a-screen tool: a drag draws the new screen's box */
  drawingScreen: boolean;
  /** the records a click on a widget selects: its whole group (default: the widget alone) */
  pickGroup?(widgetId: string): string[];
}

/** What a gesture may do besides showing its preview. */
export interface GestureHost {
  select(ids: string[]): void;
  /** runs a command (in the workbench and in tests: `editor.run`) */
  run(draft: CommandDraft): void;
  /** a double-click on a widget (the editor enters its group, or edits its text) */
  openWidget(widgetId: string): void;
  /** the draw-a-screen tool's box was drawn */
  drawScreen(box: Box): void;
}

/** What the canvas draws while a gesture goes on (canvas coordinates). Empty when none does. */
export interface GesturePreview {
  /** records dragged: drawn shifted by dx, dy */
  moving?: { ids: readonly string[]; dx: number; dy: number };
  /** the rubber band, or the box of a screen being drawn */
  band?: Box;
  /** a link being drawn from its source to the pointer */
  link?: { from: Point; to: Point };
  /** the box around the selection being resized: where it was and where it is now */
  resizing?: { from: Box; to: Box };
  /** the document as a bend drag leaves it, drawn instead of the stored one until it ends */
  doc?: App;
  guides?: Guide[];
  distances?: Distance[];
}

export type GestureKind = 'move' | 'band' | 'link' | 'bend' | 'resize';

/** What each gesture does with the events after the press that started it. */
export interface Gesture {
  readonly kind: GestureKind;
  /** the records it works on: when one of them goes (a co-editor deleted it), the gesture ends */
  readonly records: readonly string[];
  pointerMove(pointer: PointerInput): void;
  /** the gesture ends: it commits what it did (one command at most) */
  pointerUp(pointer: PointerInput): void;
}

/** What a gesture is given: the scene as it is now, the host and where to show its preview. */
export interface GestureContext {
  readonly scene: GestureScene;
  readonly host: GestureHost;
  show(preview: GesturePreview): void;
}

/** Whether the pointer went far enough from where it was pressed for the press to be a drag. */
export function beyondSlop(from: Point, to: Point, scale: number): boolean {
  return Math.hypot(to.x - from.x, to.y - from.y) * scale >= DRAG_SLOP_PX;
}

/** A box from two corners. */
export function boxBetween(a: Point, b: Point): Box {
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), w: Math.abs(a.x - b.x), h: Math.abs(a.y - b.y) };
}

/** A widget's or a screen's box. */
export function boxOf(doc: App, id: string): Box | undefined {
  return doc.widgets[id] ?? doc.screens[id];
}
