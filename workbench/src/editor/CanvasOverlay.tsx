// What lies over the canvas's screens (drawn below it by CanvasScreens), with Konva: the links as
// arrows, the selection with its resize handles, the rubber band. Layers by how often they change:
// links (with the document), selection (with the pointer). Picking works on the document's boxes,
// not on Konva shapes, so 2,000 widgets cost no hit areas.
// Pointer: click selects (shift adds), drag moves the selection or draws a rubber band from empty
// canvas; space-drag, the middle button, a trackpad's scroll or a viewer's drag pans; ctrl+wheel
// or a pinch zooms; a right click opens the menu. Locked widgets are selected but stay put.
// Prototype mode: a drag from a widget or a screen to a screen or a logic widget makes a link, a
// click on an arrow selects it; a selected arrow's handles bend it: drag a "+" to pull out a bend
// point, drag a bend point to move it, double-click it to remove it. Resizing: Shift keeps the
// ratio, Alt resizes from the centre.
// The analytic canvas shows it read-only, with each link as wide as the sessions that followed it
// and its own layers (heat maps, journeys) under the links.
import type Konva from 'konva';
import { useEffect, useRef, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { Arrow, Layer, Rect, Stage, Transformer } from 'react-konva';
import {
  addBendPoint,
  bendHandleAt,
  hasFlag,
  isLogicWidget,
  lineAt,
  linkArrow,
  linkArrows,
  moveBendPoint,
  pick,
  pickInBox,
  removeBendPoint,
  screenAt,
  snapMove,
  type App,
  type Box,
  type CommandDraft,
  type Distance,
  type Grid,
  type Guide,
  type Point,
  type Traffic,
} from '@protolab/shared';
import type { DragPreview } from './dragPreview';
import { GridLayer } from './GridLayer';
import { BEND_HANDLE_PX, BendHandles, LinksLayer, SELECT_COLOR } from './LinksLayer';
import { SelectionOutlines } from './SelectionOutlines';
import { SnapMarks } from './SnapMarks';
import { useSelectionResize } from './useSelectionResize';
import { zoomAt, type View } from './viewport';

/** How far the pointer may wander before a press becomes a drag (area px). */
const DRAG_SLOP = 3;
/** How near an edge must come to snap to another (area px); Alt held snaps to nothing. */
const SNAP_PX = 6;
/** How near an arrow a click must be to pick it (area px). */
const LINE_PICK_PX = 6;

interface CanvasOverlayProps {
  doc: App;
  width: number;
  height: number;
  view: View;
  onView: Dispatch<SetStateAction<View>>;
  editable: boolean;
  /** moves and resizes snap to it when on; drawn when visible */
  grid: Grid;
  /** prototype mode: a drag from a widget or a screen to a screen makes a link */
  linking: boolean;
  selection: readonly string[];
  onSelect(ids: string[]): void;
  onMove(ids: readonly string[], dx: number, dy: number, toScreen?: string): void;
  onResize(boxes: Record<string, Box>): void;
  onDragPreview(preview: DragPreview | null): void;
  /** a double-click on a widget (the editor enters its group, or edits its text) */
  onOpenWidget(widgetId: string): void;
  onLink(from: string, to: string): void;
  /** a bend point command, built on the document as it is when it runs (pointer moves outrun renders) */
  onBend(make: (doc: App) => CommandDraft): void;
  /** the draw-a-screen tool: a drag draws the new screen's box */
  drawingScreen: boolean;
  onDrawScreen(box: Box): void;
  /** a right click, at area px, after the clicked thing was selected */
  onMenu(at: Point): void;
  /** the records a click on a widget selects: its whole group (default: the widget alone) */
  pickGroup?(widgetId: string): string[];
  /** line id → sessions that followed it: each link drawn as wide as its share, with its count */
  traffic?: Record<string, Traffic>;
  /** Konva layers drawn over the screens and under the links */
  children?: ReactNode;
}

type Gesture =
  | { kind: 'pan'; from: Point; view: View }
  | { kind: 'move'; ids: readonly string[]; from: Point; start: Point; dragging: boolean; dx: number; dy: number }
  | { kind: 'band'; from: Point; start: Point; additive: boolean; draw: boolean }
  | { kind: 'link'; source: string; from: Point; start: Point; dragging: boolean }
  // a bend point dragged, or pulled out of a segment's middle (`pull`) as the drag starts; one merge key per drag
  | { kind: 'bend'; line: string; index: number; pull?: Point; from: Point; dragging: boolean; merge: string };

function boxOf(doc: App, id: string): Box | undefined {
  return doc.widgets[id] ?? doc.screens[id];
}

export function CanvasOverlay(props: CanvasOverlayProps) {
  const { doc, width, height, view, onView, editable, selection } = props;
  const gesture = useRef<Gesture | null>(null);
  const space = useRef(false);
  const pinch = useRef<number | null>(null);
  const bendDrags = useRef(0);
  const [band, setBand] = useState<Box | null>(null);
  const [moving, setMoving] = useState<{ dx: number; dy: number } | null>(null);
  const [link, setLink] = useState<{ from: Point; to: Point } | null>(null);
  const [guides, setGuides] = useState<Guide[]>([]);
  const [distances, setDistances] = useState<Distance[]>([]);
  const latest = useRef(props);
  latest.current = props;
  // pointer moves come faster than frames: the view changes at most once a frame
  const pendingView = useRef<View | null>(null);
  const setViewSoon = (next: View) => {
    if (pendingView.current === null) {
      requestAnimationFrame(() => {
        const view = pendingView.current;
        pendingView.current = null;
        if (view) latest.current.onView(view);
      });
    }
    pendingView.current = next;
  };

  useEffect(() => {
    const down = (e: KeyboardEvent) => {
      if (e.code === 'Space' && !(e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement)) {
        space.current = true;
      }
    };
    const up = (e: KeyboardEvent) => {
      if (e.code === 'Space') space.current = false;
    };
    addEventListener('keydown', down);
    addEventListener('keyup', up);
    return () => {
      removeEventListener('keydown', down);
      removeEventListener('keyup', up);
    };
  }, []);

  const selectedBoxes = selection
    .map((id) => ({ id, box: boxOf(doc, id) }))
    .filter((s): s is { id: string; box: Box } => Boolean(s.box));
  const locked = (id: string) => hasFlag(doc.widgets[id], 'locked');
  const selectedLine = selection.length === 1 && doc.lines[selection[0]] ? selection[0] : undefined;
  // the handles hide while the view or the selection moves: Konva would redo them every frame
  const [panning, setPanning] = useState(false);
  const resizable = editable && !props.linking && selectedBoxes.length > 0 && !moving && !panning;
  const bendable = editable && props.linking && selectedLine ? linkArrow(doc, doc.lines[selectedLine]) : undefined;
  const resize = useSelectionResize({
    doc,
    selection,
    outlines: selectedBoxes.map(({ id, box }) => ({ id, box, locked: locked(id) })),
    view,
    grid: props.grid,
    snapPx: SNAP_PX,
    resizable,
    onGuides: setGuides,
    onResize: (boxes) => latest.current.onResize(boxes),
  });

  const toCanvas = (p: Point, v = view): Point => ({ x: (p.x - v.x) / v.scale, y: (p.y - v.y) / v.scale });

  const onMouseDown = (event: Konva.KonvaEventObject<MouseEvent>) => {
    const stage = event.target.getStage();
    const pointer = stage?.getPointerPosition();
    if (!stage || !pointer) return;
    // a resize handle: Konva's transformer takes it
    if (event.target.getParent()?.className === 'Transformer') return;
    const e = event.evt;
    if (e.button === 1 || space.current || (!editable && e.button === 0)) {
      e.preventDefault();
      gesture.current = { kind: 'pan', from: pointer, view };
      setPanning(true);
      return;
    }
    if (e.button !== 0) return;
    const at = toCanvas(pointer);
    if (props.drawingScreen && editable) {
      gesture.current = { kind: 'band', from: pointer, start: at, additive: false, draw: true };
      return;
    }
    const handle = bendable && bendHandleAt(bendable, at, BEND_HANDLE_PX / view.scale);
    if (bendable && handle) {
      const line = bendable.id;
      if (e.detail === 2 && !handle.pull) props.onBend((d) => removeBendPoint(d, line, handle.index));
      else {
        const merge = `bend:${line}:${++bendDrags.current}`;
        gesture.current = { kind: 'bend', line, ...handle, from: pointer, dragging: false, merge };
      }
      return;
    }
    const line = props.linking ? lineAt(linkArrows(doc), at, LINE_PICK_PX / view.scale) : undefined;
    if (line) {
      props.onSelect([line]);
      return;
    }
    const hit = pick(doc, at);
    const target = hit.widget ?? hit.screen;
    if (!target) {
      gesture.current = { kind: 'band', from: pointer, start: at, additive: e.shiftKey, draw: false };
      if (!e.shiftKey) props.onSelect([]);
      return;
    }
    let ids = selection;
    // a widget in a group picks its whole (outermost) group
    const picked = props.pickGroup?.(target) ?? [target];
    if (e.shiftKey)
      ids = selection.includes(target)
        ? selection.filter((id) => !picked.includes(id))
        : [...new Set([...selection, ...picked])];
    else if (!selection.includes(target)) ids = picked;
    if (ids !== selection) props.onSelect([...ids]);
    if (props.linking && editable) {
      gesture.current = { kind: 'link', source: target, from: pointer, start: at, dragging: false };
      return;
    }
    gesture.current = {
      kind: 'move',
      ids: ids.includes(target) ? ids.filter((id) => !locked(id)) : [],
      from: pointer,
      start: at,
      dragging: false,
      dx: 0,
      dy: 0,
    };
  };

  const onMouseMove = (event: Konva.KonvaEventObject<MouseEvent>) => {
    const current = gesture.current;
    const pointer = event.target.getStage()?.getPointerPosition();
    if (!current || !pointer) return;
    if (current.kind === 'pan') {
      setViewSoon({
        ...current.view,
        x: Math.round(current.view.x + pointer.x - current.from.x),
        y: Math.round(current.view.y + pointer.y - current.from.y),
      });
    } else if (current.kind === 'band') {
      const at = toCanvas(pointer);
      setBand({
        x: Math.min(at.x, current.start.x),
        y: Math.min(at.y, current.start.y),
        w: Math.abs(at.x - current.start.x),
        h: Math.abs(at.y - current.start.y),
      });
    } else if (current.kind === 'link') {
      if (!current.dragging && Math.hypot(pointer.x - current.from.x, pointer.y - current.from.y) < DRAG_SLOP) return;
      current.dragging = true;
      setLink({ from: current.start, to: toCanvas(pointer) });
    } else if (current.kind === 'bend') {
      if (!current.dragging && Math.hypot(pointer.x - current.from.x, pointer.y - current.from.y) < DRAG_SLOP) return;
      const { line, index, pull, merge } = current;
      if (!current.dragging && pull) props.onBend((d) => addBendPoint(d, line, pull, merge));
      current.dragging = true;
      const at = toCanvas(pointer);
      props.onBend((d) => moveBendPoint(d, line, index, at, merge));
    } else if (editable && current.ids.length) {
      if (!current.dragging && Math.hypot(pointer.x - current.from.x, pointer.y - current.from.y) < DRAG_SLOP) return;
      current.dragging = true;
      const at = toCanvas(pointer);
      const raw = { x: Math.round(at.x - current.start.x), y: Math.round(at.y - current.start.y) };
      const snapped = event.evt.altKey
        ? { dx: raw.x, dy: raw.y, guides: [], distances: [] }
        : snapMove(doc, current.ids, raw.x, raw.y, { threshold: SNAP_PX / view.scale, grid: props.grid });
      current.dx = snapped.dx;
      current.dy = snapped.dy;
      setMoving({ dx: snapped.dx, dy: snapped.dy });
      setGuides(snapped.guides);
      setDistances(snapped.distances);
      props.onDragPreview({ ids: current.ids, dx: snapped.dx, dy: snapped.dy });
    }
  };

  const onMouseUp = (event: Konva.KonvaEventObject<MouseEvent>) => {
    const current = gesture.current;
    gesture.current = null;
    setPanning(false);
    const pointer = event.target.getStage()?.getPointerPosition();
    if (!current || !pointer) return;
    // (a bend point's double-click removes it on the second press)
    if (current.kind !== 'bend' && (current.kind !== 'move' || !current.dragging)) onDoubleClick(event, pointer);
    if (current.kind === 'band') {
      setBand(null);
      const at = toCanvas(pointer);
      const box = {
        x: Math.min(at.x, current.start.x),
        y: Math.min(at.y, current.start.y),
        w: Math.abs(at.x - current.start.x),
        h: Math.abs(at.y - current.start.y),
      };
      if (current.draw) props.onDrawScreen(box);
      else if (box.w > 2 || box.h > 2) {
        const inBand = [...new Set(pickInBox(doc, box).flatMap((id) => props.pickGroup?.(id) ?? [id]))];
        props.onSelect(current.additive ? [...new Set([...selection, ...inBand])] : inBand);
      }
    } else if (current.kind === 'link') {
      setLink(null);
      const at = toCanvas(pointer);
      const onto = pick(doc, at).widget;
      const to = onto && isLogicWidget(doc.widgets[onto].type) ? onto : screenAt(doc, at);
      if (current.dragging && to && to !== current.source) props.onLink(current.source, to);
    } else if (current.kind === 'move' && current.dragging) {
      const at = toCanvas(pointer);
      const { dx, dy } = current;
      setMoving(null);
      setGuides([]);
      setDistances([]);
      props.onDragPreview(null);
      // widgets dropped onto another screen move there (logic widgets stay off screens)
      const widgets = current.ids.every((id) => doc.widgets[id] && !isLogicWidget(doc.widgets[id].type));
      const toScreen = widgets ? screenAt(doc, at) : undefined;
      if (dx || dy || toScreen) props.onMove(current.ids, dx, dy, toScreen);
    }
  };

  /** A double-click as the browser counts it (Konva's own pairs any two clicks in its time window, even on two widgets). */
  const onDoubleClick = (event: Konva.KonvaEventObject<MouseEvent>, pointer: Point) => {
    if (!editable || event.evt.detail !== 2) return;
    const hit = pick(doc, toCanvas(pointer));
    if (hit.widget) props.onOpenWidget(hit.widget);
  };

  const onContextMenu = (event: Konva.KonvaEventObject<PointerEvent>) => {
    event.evt.preventDefault();
    const pointer = event.target.getStage()?.getPointerPosition();
    if (!editable || !pointer) return;
    const at = toCanvas(pointer);
    const line = props.linking ? lineAt(linkArrows(doc), at, LINE_PICK_PX / view.scale) : undefined;
    const hit = pick(doc, at);
    const target = line ?? hit.widget ?? hit.screen;
    if (!target) props.onSelect([]);
    else if (!selection.includes(target)) props.onSelect([target]);
    props.onMenu(pointer);
  };

  const onWheel = (event: Konva.KonvaEventObject<WheelEvent>) => {
    event.evt.preventDefault();
    const e = event.evt;
    const pointer = event.target.getStage()?.getPointerPosition();
    if (!pointer) return;
    // a trackpad's pinch arrives as a wheel with ctrl held
    if (e.ctrlKey || e.metaKey) onView((v) => zoomAt(v, Math.exp(-e.deltaY / 300), pointer));
    else onView((v) => ({ ...v, x: Math.round(v.x - e.deltaX), y: Math.round(v.y - e.deltaY) }));
  };

  const onTouchMove = (event: Konva.KonvaEventObject<TouchEvent>) => {
    const [a, b] = [event.evt.touches[0], event.evt.touches[1]];
    const stage = event.target.getStage();
    if (!a || !b || !stage) return;
    event.evt.preventDefault();
    const area = stage.container().getBoundingClientRect();
    const center = { x: (a.clientX + b.clientX) / 2 - area.left, y: (a.clientY + b.clientY) / 2 - area.top };
    const distance = Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY);
    const last = pinch.current;
    if (last) onView((v) => zoomAt(v, distance / last, center));
    pinch.current = distance;
  };

  return (
    <Stage
      width={width}
      height={height}
      x={view.x}
      y={view.y}
      scaleX={view.scale}
      scaleY={view.scale}
      onMouseDown={onMouseDown}
      onMouseMove={onMouseMove}
      onMouseUp={onMouseUp}
      onContextMenu={onContextMenu}
      onWheel={onWheel}
      onTouchMove={onTouchMove}
      onTouchEnd={() => (pinch.current = null)}
      className="canvas-overlay"
    >
      <GridLayer doc={doc} grid={props.grid} view={view} width={width} height={height} />
      {props.children}
      <LinksLayer
        doc={doc}
        selected={selectedLine}
        traffic={props.traffic}
        labelScale={props.traffic ? view.scale : undefined}
      />
      <Layer
        // hidden while it has nothing to show (see InheritedLayer)
        visible={Boolean(selectedBoxes.length || guides.length || distances.length || bendable || link || band)}
      >
        <SelectionOutlines outlines={resize.outlines} offset={moving} scale={view.scale} />
        {resize.around && (
          <Rect
            ref={resize.resizeBox}
            x={resize.around.x + (moving?.dx ?? 0)}
            y={resize.around.y + (moving?.dy ?? 0)}
            width={resize.around.w}
            height={resize.around.h}
            listening={false}
          />
        )}
        <SnapMarks guides={guides} distances={distances} scale={view.scale} />
        {bendable && !panning && <BendHandles arrow={bendable} scale={view.scale} />}
        {link && (
          <Arrow
            points={[link.from.x, link.from.y, link.to.x, link.to.y]}
            stroke={SELECT_COLOR}
            fill={SELECT_COLOR}
            strokeWidth={2}
            strokeScaleEnabled={false}
            dash={[6, 4]}
            pointerLength={10}
            pointerWidth={10}
            listening={false}
          />
        )}
        {band && (
          <Rect
            x={band.x}
            y={band.y}
            width={band.w}
            height={band.h}
            stroke={SELECT_COLOR}
            dash={[4, 4]}
            strokeWidth={1}
            strokeScaleEnabled={false}
            fill="rgba(79, 70, 229, 0.08)"
            listening={false}
          />
        )}
        {resizable && (
          <Transformer
            ref={resize.transformer}
            rotateEnabled={false}
            flipEnabled={false}
            keepRatio={false}
            ignoreStroke
            borderStroke={SELECT_COLOR}
            anchorStroke={SELECT_COLOR}
            anchorSize={9}
            {...resize.handlers}
          />
        )}
      </Layer>
    </Stage>
  );
}
