// What lies over the canvas's screens (drawn below it by CanvasScreens), with Konva: the links as
// arrows, the hovered and selected screen outlined, and the hit areas that pick a screen. Layers by
// how often they change: hit areas and links (with the app), selection (with the pointer). Pan by
// dragging, zoom with the wheel or a pinch.
import type Konva from 'konva';
import { memo, useMemo, useRef, type Dispatch, type SetStateAction } from 'react';
import { Arrow, Layer, Rect, Stage } from 'react-konva';
import type { App } from '@protolab/shared';
import { linkArrows } from './linkGeometry';
import { ZOOM_STEP, zoomAt, type View } from './viewport';

const SELECT_COLOR = '#4f46e5';
// the see-through is in the colour: an opacity would make Konva draw each arrow through a stage-sized buffer
const LINK_COLOR = 'rgba(34, 184, 207, 0.9)';
/** Room above a screen for its name (canvas px), which picks the screen too. */
const NAME_SPACE = 28;

interface CanvasOverlayProps {
  app: App;
  width: number;
  height: number;
  view: View;
  onView: Dispatch<SetStateAction<View>>;
  selected?: string;
  hovered?: string;
  onSelect(screenId: string): void;
  onHover(screenId: string | undefined): void;
}

/** A see-through area over each screen (and its name above it) that picks it. */
const HitLayer = memo(function HitLayer({
  app,
  onSelect,
  onHover,
}: Pick<CanvasOverlayProps, 'app' | 'onSelect' | 'onHover'>) {
  return (
    <Layer>
      {Object.values(app.screens).map((screen) => (
        <Rect
          key={screen.id}
          x={screen.x}
          y={screen.y - NAME_SPACE}
          width={screen.w}
          height={screen.h + NAME_SPACE}
          fill="rgba(0,0,0,0)"
          onClick={() => onSelect(screen.id)}
          onTap={() => onSelect(screen.id)}
          onMouseEnter={() => onHover(screen.id)}
          onMouseLeave={() => onHover(undefined)}
        />
      ))}
    </Layer>
  );
});

const LinksLayer = memo(function LinksLayer({ app }: { app: App }) {
  const arrows = useMemo(() => linkArrows(app), [app]);
  return (
    <Layer listening={false}>
      {arrows.map((arrow) => (
        <Arrow
          key={arrow.id}
          points={arrow.points}
          stroke={LINK_COLOR}
          fill={LINK_COLOR}
          strokeWidth={2}
          pointerLength={10}
          pointerWidth={10}
        />
      ))}
    </Layer>
  );
});

function outline(app: App, id: string | undefined, dash?: number[]) {
  const screen = id ? app.screens[id] : undefined;
  if (!screen) return null;
  return (
    <Rect
      x={screen.x - 3}
      y={screen.y - 3}
      width={screen.w + 6}
      height={screen.h + 6}
      stroke={SELECT_COLOR}
      strokeWidth={3}
      dash={dash}
      strokeScaleEnabled={false}
    />
  );
}

export function CanvasOverlay({
  app,
  width,
  height,
  view,
  onView,
  selected,
  hovered,
  onSelect,
  onHover,
}: CanvasOverlayProps) {
  // the distance between two fingers at the last move of a pinch
  const pinch = useRef<number | null>(null);
  const onWheel = (event: Konva.KonvaEventObject<WheelEvent>) => {
    event.evt.preventDefault();
    const pointer = event.target.getStage()?.getPointerPosition();
    if (!pointer) return;
    onView((v) => zoomAt(v, event.evt.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP, pointer));
  };
  const onTouchMove = (event: Konva.KonvaEventObject<TouchEvent>) => {
    const [a, b] = [event.evt.touches[0], event.evt.touches[1]];
    const stage = event.target.getStage();
    if (!a || !b || !stage) return;
    event.evt.preventDefault();
    stage.stopDrag();
    const area = stage.container().getBoundingClientRect();
    const center = { x: (a.clientX + b.clientX) / 2 - area.left, y: (a.clientY + b.clientY) / 2 - area.top };
    const distance = Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY);
    const last = pinch.current;
    if (last) onView((v) => zoomAt(v, distance / last, center));
    pinch.current = distance;
  };
  // the screens below follow the pan as it happens
  const onDragMove = (event: Konva.KonvaEventObject<DragEvent>) => {
    const stage = event.target;
    if (stage === stage.getStage()) onView((v) => ({ ...v, x: stage.x(), y: stage.y() }));
  };
  return (
    <Stage
      width={width}
      height={height}
      x={view.x}
      y={view.y}
      scaleX={view.scale}
      scaleY={view.scale}
      draggable
      onWheel={onWheel}
      onTouchMove={onTouchMove}
      onTouchEnd={() => (pinch.current = null)}
      onDragMove={onDragMove}
      className="canvas-overlay"
    >
      <HitLayer app={app} onSelect={onSelect} onHover={onHover} />
      <LinksLayer app={app} />
      <Layer listening={false}>
        {hovered !== selected && outline(app, hovered, [6, 4])}
        {outline(app, selected)}
      </Layer>
    </Stage>
  );
}
