// One screen with its heat map: the screen drawn by the one screen renderer (display-only), and over
// it, with Konva, two layers by how often they change: the heat overlay (on a mode change) and the
// hover outline (on every move).
import { useMemo, useState } from 'react';
import type { KonvaEventObject } from 'konva/lib/Node';
import { Image, Layer, Rect, Text } from 'react-konva';
import { boxContains, type App, type ScreenView, type WidgetView } from '@protolab/shared';
import { heatCanvas } from './heatCanvas';
import { ScreenStage } from './ScreenStage';

/** A widget's box, as Konva places a shape. */
const boxOf = (w: WidgetView) => ({ x: w.box.x, y: w.box.y, width: w.box.w, height: w.box.h });

export function HeatmapScreen({
  app,
  view,
  grid,
  cols,
  rows,
  width,
  hinted,
  label,
}: {
  app: App;
  view: ScreenView;
  grid: ArrayLike<number>;
  cols: number;
  rows: number;
  /** drawn width in px */
  width: number;
  /** widget ids of the SPEC §9 hint, outlined */
  hinted: readonly string[];
  label: string;
}) {
  const scale = width / view.w;
  const image = useMemo(
    () => heatCanvas(grid, cols, rows, width, view.h * scale),
    [grid, cols, rows, width, view.h, scale],
  );
  const [hover, setHover] = useState<WidgetView | null>(null);
  const hintedWidgets = view.widgets.filter((w) => hinted.includes(w.id));
  const onMouseMove = (e: KonvaEventObject<MouseEvent>) => {
    const point = e.target.getStage()?.getRelativePointerPosition();
    if (!point) return;
    const hit = [...view.widgets].reverse().find((w) => boxContains(w.box, point));
    setHover(hit ?? null);
  };
  return (
    <ScreenStage
      app={app}
      view={view}
      width={width}
      label={label}
      stage={{ onMouseMove, onMouseLeave: () => setHover(null) }}
    >
      <Layer listening={false}>
        {image && <Image image={image} width={view.w} height={view.h} />}
        {hintedWidgets.map((w) => (
          <Rect key={w.id} {...boxOf(w)} stroke="#c0362c" strokeWidth={3} dash={[8, 5]} />
        ))}
      </Layer>
      <Layer listening={false}>
        {hover && (
          <>
            <Rect {...boxOf(hover)} stroke="#4f46e5" strokeWidth={2} />
            <Text
              x={hover.box.x}
              y={Math.max(0, hover.box.y - 18)}
              text={hover.text ?? hover.type}
              fontSize={14}
              fill="#ffffff"
              padding={2}
            />
          </>
        )}
      </Layer>
    </ScreenStage>
  );
}
