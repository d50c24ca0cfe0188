// The replay's drawing: the screen (static layer), typed values, then clicks and the mouse trail.
import { Circle, Group, Layer, Line, Rect, Stage, Text } from 'react-konva';
import type { ScreenView } from '@protolab/shared';
import { ScreenShapes } from '../apps/canvas/ScreenShapes';
import type { ReplayFrame } from './replayState';

export function ReplayStage({
  view,
  frame,
  width,
  label,
}: {
  view: ScreenView;
  frame: ReplayFrame;
  width: number;
  label: string;
}) {
  const scale = width / view.w;
  const typed = view.widgets.filter((w) => frame.values[w.id] !== undefined && typeof frame.values[w.id] !== 'object');
  return (
    <div className="heat-screen" role="img" aria-label={label} data-testid="replay-stage" data-screen={view.id}>
      <Stage width={width} height={view.h * scale} scaleX={scale} scaleY={scale} listening={false}>
        <Layer listening={false}>
          <ScreenShapes view={view} />
        </Layer>
        <Layer listening={false}>
          {typed.map((w) => (
            <Group key={w.id} x={w.box.x} y={w.box.y}>
              <Rect width={w.box.w} height={w.box.h} fill="#ffffff" stroke="#4f46e5" cornerRadius={4} />
              <Text
                text={String(frame.values[w.id])}
                width={w.box.w}
                height={w.box.h}
                padding={8}
                verticalAlign="middle"
                fontSize={15}
                fill="#1d2230"
              />
            </Group>
          ))}
        </Layer>
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
          {frame.trail.length > 0 && (
            <Circle
              x={frame.trail[frame.trail.length - 1].x * view.w}
              y={frame.trail[frame.trail.length - 1].y * view.h}
              radius={6}
              fill="#4f46e5"
            />
          )}
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
