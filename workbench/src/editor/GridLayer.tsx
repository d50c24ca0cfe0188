// The grid over the screens in view, when the designer shows it: one Konva shape that draws every
// line itself (a Line node per grid line would be thousands of nodes). Left out when its cells
// would be closer than a few pixels.
import type Konva from 'konva';
import { memo } from 'react';
import { Layer, Shape } from 'react-konva';
import type { App, Grid } from '@protolab/shared';
import { overlaps, visibleBox, type View } from './viewport';

const GRID_COLOR = 'rgba(79, 70, 229, 0.18)';
/** Cells smaller than this on screen (px) make a grey wash, not a grid. */
const MIN_CELL_PX = 5;

interface GridLayerProps {
  doc: App;
  grid: Grid;
  view: View;
  /** the area's size (px) */
  width: number;
  height: number;
}

export const GridLayer = memo(function GridLayer({ doc, grid, view, width, height }: GridLayerProps) {
  if (!grid.visible || Math.min(grid.w, grid.h) * view.scale < MIN_CELL_PX) return null;
  const inView = visibleBox(view, width, height, 0);
  const screens = Object.values(doc.screens).filter((s) => overlaps(s, inView));
  const draw = (context: Konva.Context, shape: Konva.Shape) => {
    context.beginPath();
    for (const s of screens) {
      for (let x = s.x + grid.w; x < s.x + s.w; x += grid.w) {
        context.moveTo(x, s.y);
        context.lineTo(x, s.y + s.h);
      }
      for (let y = s.y + grid.h; y < s.y + s.h; y += grid.h) {
        context.moveTo(s.x, y);
        context.lineTo(s.x + s.w, y);
      }
    }
    context.strokeShape(shape);
  };
  return (
    <Layer listening={false}>
      <Shape
        name="grid"
        sceneFunc={draw}
        stroke={GRID_COLOR}
        strokeWidth={1}
        strokeScaleEnabled={false}
        perfectDrawEnabled={false}
      />
    </Layer>
  );
});
