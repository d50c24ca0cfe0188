// The replay's drawing: the screen as the tester saw it at that moment (the one screen renderer,
// display-only, with the values typed, ticked, picked and slid so far), and over it, with Konva,
// the clicks and the mouse trail.
import { Circle, Layer, Line, Stage } from 'react-konva';
import type { App, ScreenView } from '@protolab/shared';
import { PrototypeScreen, useWidgetRenderers } from '@protolab/render';
import type { ReplayFrame } from './replayState';

export function ReplayStage({
  app,
  view,
  frame,
  width,
  label,
}: {
  app: App;
  view: ScreenView;
  frame: ReplayFrame;
  width: number;
  label: string;
}) {
  const scale = width / view.w;
  const ready = useWidgetRenderers(app, [view.id]);
  const last = frame.trail.at(-1);
  return (
    <div
      className="heat-screen screen-under-overlay"
      role="img"
      aria-label={label}
      data-testid="replay-stage"
      data-screen={view.id}
    >
      {ready && <PrototypeScreen app={app} screenId={view.id} scale={scale} values={frame.values} />}
      <Stage
        className="screen-overlay"
        width={width}
        height={view.h * scale}
        scaleX={scale}
        scaleY={scale}
        listening={false}
      >
        <Layer listening={false}>
          {frame.trail.length > 1 && (
            <Line
              points={frame.trail.flatMap((p) => [p.x * view.w, p.y * view.h])}
              stroke="#4f46e5"
              strokeWidth={3}
              opacity={0.6}
              lineCap="round"
              lineJoin="round"
            />
          )}
          {last && <Circle x={last.x * view.w} y={last.y * view.h} radius={6} fill="#4f46e5" />}
          {frame.ripples.map((r, i) => (
            <Circle
              key={i}
              x={r.x * view.w}
              y={r.y * view.h}
              radius={10 + 30 * r.age}
              stroke={r.missed ? '#c0362c' : '#16794c'}
              strokeWidth={4}
              opacity={1 - r.age}
            />
          ))}
        </Layer>
      </Stage>
    </div>
  );
}
