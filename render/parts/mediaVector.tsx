import type { VectorPath } from '../widgets/media/vectorData';

export interface VectorDrawingProps {
  paths: readonly VectorPath[];
  viewBox: string;
  /** CSS px */
  width: number;
  height: number;
  /** for paths that give neither stroke nor fill */
  stroke: string;
  strokeWidth: number;
  /** round ends and joins, as a pen draws */
  round?: boolean;
}

/** Paths in their drawing's frame, stretched to the box (the frame's units scale with it, strokes too). */
export function VectorDrawing({ paths, viewBox, width, height, stroke, strokeWidth, round }: VectorDrawingProps) {
  return (
    <svg
      className="pl-fill"
      width={width}
      height={height}
      viewBox={viewBox}
      preserveAspectRatio="none"
      aria-hidden
      style={{ overflow: 'visible' }}
    >
      {paths.map((path, i) => (
        <path
          key={i}
          d={path.d}
          fill={path.fill ?? 'none'}
          stroke={path.stroke ?? (path.fill && path.fill !== 'none' ? undefined : stroke)}
          strokeWidth={path.strokeWidth ?? strokeWidth}
          strokeLinecap={round ? 'round' : undefined}
          strokeLinejoin={round ? 'round' : undefined}
        />
      ))}
    </svg>
  );
}
