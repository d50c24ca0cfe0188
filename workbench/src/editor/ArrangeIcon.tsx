// The arrange toolbar's icons, drawn inline on a 16 px grid in the text colour: a line for the edge
// or centre the widgets meet on, bars for the widgets.
import type { Alignment, Axis } from '@protolab/shared';

const SHAPES: Record<Alignment | Axis, { line?: [number, number, number, number]; bars: number[][] }> = {
  left: {
    line: [2, 1, 2, 15],
    bars: [
      [4, 3, 10, 4],
      [4, 9, 6, 4],
    ],
  },
  center: {
    line: [8, 1, 8, 15],
    bars: [
      [3, 3, 10, 4],
      [5, 9, 6, 4],
    ],
  },
  right: {
    line: [14, 1, 14, 15],
    bars: [
      [2, 3, 10, 4],
      [6, 9, 6, 4],
    ],
  },
  top: {
    line: [1, 2, 15, 2],
    bars: [
      [3, 4, 4, 10],
      [9, 4, 4, 6],
    ],
  },
  middle: {
    line: [1, 8, 15, 8],
    bars: [
      [3, 3, 4, 10],
      [9, 5, 4, 6],
    ],
  },
  bottom: {
    line: [1, 14, 15, 14],
    bars: [
      [3, 2, 4, 10],
      [9, 6, 4, 6],
    ],
  },
  horizontal: {
    bars: [
      [1, 3, 3, 10],
      [6.5, 5, 3, 6],
      [12, 3, 3, 10],
    ],
  },
  vertical: {
    bars: [
      [3, 1, 10, 3],
      [5, 6.5, 6, 3],
      [3, 12, 10, 3],
    ],
  },
};

export function ArrangeIcon({ name }: { name: Alignment | Axis }) {
  const { line, bars } = SHAPES[name];
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {line && <line x1={line[0]} y1={line[1]} x2={line[2]} y2={line[3]} stroke="currentColor" strokeWidth="1.5" />}
      {bars.map(([x, y, w, h]) => (
        <rect key={`${x},${y}`} x={x} y={y} width={w} height={h} rx="1" fill="currentColor" opacity="0.75" />
      ))}
    </svg>
  );
}
