// What lies over the canvas's screens (drawn below it by CanvasScreens), with Konva: the links as
// arrows, the selection with its resize handles, the rubber band. Layers by how often they change:
// links (with the document), selection (with the pointer). Picking works on the document's boxes,
// not on Konva shapes, so 2,000 widgets cost no hit areas.
// The gestures (select, move, rubber band, link, bend, resize; see shared/src/editor/gestures) are
// headless: the overlay forwards its pointer events in canvas coordinates and Escape, draws their
// preview and hands their commands to `run`. It keeps what is only the view's: space-drag, the
// middle button, a trackpad's scroll or a viewer's drag pans; ctrl+wheel or a pinch zooms; a right
// click opens the menu.
// The analytic canvas shows it read-only, with each link as wide as the sessions that followed it
// and its own layers (heat maps, journeys) under the links.
import type Konva from 'konva';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { Arrow, Circle, Layer, Rect, Stage } from 'react-konva';
import {
  boxWithin,
  CONNECTOR_HANDLE_PX,
  connectorAt,
  connectorHandle,
  GestureMachine,
  hasFlag,
  LINE_PICK_PX,
  lineAt,
  linkArrow,
  linkArrows,
  pick,
  RESIZE_HANDLES,
  unionBox,
  type App,
  type Box,
  type CommandDraft,
  type EndedGesture,
  type GestureScene,
  type Grid,
  type Point,
  type PointerInput,
  type Traffic,
} from '@protolab/shared';
import type { DragPreview } from './dragPreview';
import { GridLayer } from './GridLayer';
import { BendHandles, LinksLayer, SELECT_COLOR } from './LinksLayer';
import { ResizeHandles } from './ResizeHandles';
import { SelectionOutlines } from './SelectionOutlines';
import { SnapMarks } from './SnapMarks';
import { useSpaceKey } from './useSpaceKey';
import { zoomAt, type View } from './viewport';

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
  /** runs what a gesture did (a move, a resize, a link, a bend point): one command per gesture */
  run(draft: CommandDraft): void;
  onDragPreview(preview: DragPreview | null): void;
  /** a double-click on a widget (the editor enters its group, or edits its text) */
  onOpenWidget(widgetId: string): void;
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
  /** a Konva layer drawn over everything (the co-editors) */
  over?: ReactNode;
  /** where the pointer is in canvas coordinates, null when it left the canvas (shown to co-editors) */
  onPointer?(at: Point | null): void;
  /** a gesture ended because a change from elsewhere took its records */
  onGestureEnded?(ended: EndedGesture): void;
}

/** The pan going on: where the pointer was pressed (area px) and the view then. */
type Pan = { from: Point; view: View };

function boxOf(doc: App, id: string): Box | undefined {
  return doc.widgets[id] ?? doc.screens[id];
}

export function CanvasOverlay(props: CanvasOverlayProps) {
  const { doc, width, height, view, onView, editable, selection } = props;
  const pan = useRef<Pan | null>(null);
  const space = useSpaceKey();
  const pinch = useRef<number | null>(null);
  const cursor = useRef('');
  const latest = useRef(props);
  latest.current = props;
  const scene: GestureScene = {
    doc,
    selection,
    scale: view.scale,
    grid: props.grid,
    linking: props.linking,
    drawingScreen: props.drawingScreen,
    pickGroup: props.pickGroup,
  };
  // the gestures are headless: the overlay forwards pointer events and draws their preview
  const [machine] = useState(
    () =>
      new GestureMachine(scene, {
        select: (ids) => latest.current.onSelect(ids),
        run: (draft) => latest.current.run(draft),
        openWidget: (id) => latest.current.onOpenWidget(id),
        drawScreen: (box) => latest.current.onDrawScreen(box),
      }),
  );
  // what the gestures read is what was drawn last (a new document from elsewhere may end one)
  useLayoutEffect(() => {
    const ended = machine.setScene(scene);
    if (ended) latest.current.onGestureEnded?.(ended);
  });
  const preview = useSyncExternalStore(
    (listener) => machine.subscribe(listener),
    () => machine.preview,
  );
  // the dragged records' drawings move at once, not after the overlay draws again
  useEffect(() => {
    let moving = machine.preview.moving;
    return machine.subscribe((next) => {
      if (next.moving === moving) return;
      moving = next.moving;
      latest.current.onDragPreview(moving ?? null);
    });
  }, [machine]);
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
    // Escape ends a gesture going on (and does nothing else then): taken before the page sees it
    const escape = (e: KeyboardEvent) => {
      if (machine.keyDown(e.key)) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    addEventListener('keydown', escape, true);
    return () => {
      removeEventListener('keydown', escape, true);
    };
  }, [machine]);

  // a gesture follows the pointer beyond the canvas (over a panel) and ends where it is released
  const stage = useRef<Konva.Stage>(null);
  useEffect(() => {
    const outside = (e: MouseEvent) => {
      const area = stage.current?.container();
      if (!area || !machine.active || area.contains(e.target as Node)) return undefined;
      const box = area.getBoundingClientRect();
      const v = latest.current.view;
      const at = { x: (e.clientX - box.left - v.x) / v.scale, y: (e.clientY - box.top - v.y) / v.scale };
      return { ...at, shift: e.shiftKey, alt: e.altKey, clicks: e.detail };
    };
    const move = (e: MouseEvent) => {
      const pointer = outside(e);
      if (pointer) machine.pointerMove(pointer);
    };
    const up = (e: MouseEvent) => {
      const pointer = outside(e);
      if (pointer) machine.pointerUp(pointer);
    };
    addEventListener('mousemove', move);
    addEventListener('mouseup', up);
    return () => {
      removeEventListener('mousemove', move);
      removeEventListener('mouseup', up);
    };
  }, [machine]);

  const shownDoc = preview.doc ?? doc;
  const selectedBoxes = selection
    .map((id) => ({ id, box: boxOf(doc, id) }))
    .filter((s): s is { id: string; box: Box } => Boolean(s.box));
  const locked = (id: string) => hasFlag(doc.widgets[id], 'locked');
  const selectedLine = selection.length === 1 && doc.lines[selection[0]] ? selection[0] : undefined;
  // the handles hide while the view or the selection moves
  const [panning, setPanning] = useState(false);
  const moving = preview.moving;
  const resizing = preview.resizing;
  const resizable = editable && !props.linking && selectedBoxes.length > 0 && !moving && !panning;
  const bendable =
    editable && props.linking && selectedLine && shownDoc.lines[selectedLine]
      ? linkArrow(shownDoc, shownDoc.lines[selectedLine])
      : undefined;
  const outlines = selectedBoxes.map(({ id, box }) => {
    const fixed = locked(id);
    // while resized: where the records will land
    return { id, box: resizing && !fixed ? boxWithin(box, resizing.from, resizing.to) : box, locked: fixed };
  });
  // prototype mode: the handle to drag a link out of the selected widget
  const connector = editable && !moving && !panning && !preview.link ? connectorHandle(scene) : undefined;
  const handlesBox = resizable
    ? (resizing?.to ?? unionBox(outlines.filter((o) => !o.locked).map((o) => o.box)))
    : undefined;

  const toCanvas = (p: Point, v = view): Point => ({ x: (p.x - v.x) / v.scale, y: (p.y - v.y) / v.scale });
  const input = (at: Point, e: MouseEvent): PointerInput => ({
    ...at,
    shift: e.shiftKey,
    alt: e.altKey,
    clicks: e.detail,
  });

  const onMouseDown = (event: Konva.KonvaEventObject<MouseEvent>) => {
    const stage = event.target.getStage();
    const pointer = stage?.getPointerPosition();
    if (!stage || !pointer) return;
    const e = event.evt;
    const at = toCanvas(pointer);
    // a resize handle is taken before a pan
    const onHandle = editable && e.button === 0 && machine.handleAt(at);
    if (!onHandle && (e.button === 1 || space.current.held || (!editable && e.button === 0))) {
      e.preventDefault();
      space.current.panned = space.current.held;
      pan.current = { from: pointer, view };
      setPanning(true);
      return;
    }
    if (e.button === 0) machine.pointerDown(input(at, e));
  };

  const onMouseMove = (event: Konva.KonvaEventObject<MouseEvent>) => {
    const stage = event.target.getStage();
    const pointer = stage?.getPointerPosition();
    if (!stage || !pointer) return;
    const from = pan.current;
    if (from) {
      setViewSoon({
        ...from.view,
        x: Math.round(from.view.x + pointer.x - from.from.x),
        y: Math.round(from.view.y + pointer.y - from.from.y),
      });
      return;
    }
    const at = toCanvas(pointer);
    props.onPointer?.(at);
    if (machine.active) machine.pointerMove(input(at, event.evt));
    else if (editable) {
      // a resize handle under the pointer shows which way it resizes; the connector handle, that it links
      const handle = machine.handleAt(at);
      const resize = handle && RESIZE_HANDLES.find((h) => h.name === handle)?.cursor;
      const next = resize || (connectorAt(machine.scene, at) ? 'crosshair' : '');
      if (next !== cursor.current) stage.content.style.cursor = cursor.current = next;
    }
  };

  const onMouseUp = (event: Konva.KonvaEventObject<MouseEvent>) => {
    pan.current = null;
    setPanning(false);
    const pointer = event.target.getStage()?.getPointerPosition();
    if (pointer) machine.pointerUp(input(toCanvas(pointer), event.evt));
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
      ref={stage}
      width={width}
      height={height}
      x={view.x}
      y={view.y}
      scaleX={view.scale}
      scaleY={view.scale}
      onMouseDown={onMouseDown}
      onMouseMove={onMouseMove}
      onMouseUp={onMouseUp}
      onMouseLeave={() => props.onPointer?.(null)}
      onContextMenu={onContextMenu}
      onWheel={onWheel}
      onTouchMove={onTouchMove}
      onTouchEnd={() => (pinch.current = null)}
      className="canvas-overlay"
    >
      <GridLayer doc={doc} grid={props.grid} view={view} width={width} height={height} />
      {props.children}
      <LinksLayer
        doc={shownDoc}
        selected={selectedLine}
        traffic={props.traffic}
        labelScale={props.traffic ? view.scale : undefined}
      />
      <Layer
        // hidden while it has nothing to show (see InheritedLayer)
        visible={Boolean(
          selectedBoxes.length ||
          preview.guides?.length ||
          preview.distances?.length ||
          bendable ||
          connector ||
          preview.link ||
          preview.band,
        )}
      >
        <SelectionOutlines outlines={outlines} offset={moving ?? null} scale={view.scale} />
        <SnapMarks guides={preview.guides ?? []} distances={preview.distances ?? []} scale={view.scale} />
        {bendable && !panning && <BendHandles arrow={bendable} scale={view.scale} />}
        {preview.link && (
          <Arrow
            points={[preview.link.from.x, preview.link.from.y, preview.link.to.x, preview.link.to.y]}
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
        {preview.band && (
          <Rect
            x={preview.band.x}
            y={preview.band.y}
            width={preview.band.w}
            height={preview.band.h}
            stroke={SELECT_COLOR}
            dash={[4, 4]}
            strokeWidth={1}
            strokeScaleEnabled={false}
            fill="rgba(79, 70, 229, 0.08)"
            listening={false}
          />
        )}
        {handlesBox && <ResizeHandles box={handlesBox} scale={view.scale} />}
        {connector && (
          <Circle
            name="connector"
            widgetId={connector.id}
            x={connector.at.x}
            y={connector.at.y}
            radius={CONNECTOR_HANDLE_PX / view.scale}
            fill={SELECT_COLOR}
            stroke="#ffffff"
            strokeWidth={2 / view.scale}
            listening={false}
          />
        )}
      </Layer>
      {props.over}
    </Stage>
  );
}
