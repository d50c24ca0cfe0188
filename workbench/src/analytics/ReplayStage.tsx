// The replay's drawing: the screen as the tester saw it at that moment (the one screen renderer,
// display-only, with the values typed, ticked, picked and slid so far), and over it, with Konva,
// the clicks and the mouse trail.
import { Circle, Layer, Line } from 'react-konva';
import type { App, ScreenView } from '@protolab/shared';
import type { ReplayFrame } from './replayState';
import { ScreenStage } from './ScreenStage';

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
  const last = frame.trail.at(-1);
  return (
    <ScreenStage
      app={app}
      view={view}
      width={width}
      label={label}
      values={frame.values}
      variables={frame.variables}
      stage={{ listening: false }}
      data-testid="replay-stage"
      data-screen={view.id}
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
    </ScreenStage>
  );
}
