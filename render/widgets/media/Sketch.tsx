import { VectorDrawing } from '../../parts/mediaVector';
import { colorOf, num } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { vectorPaths, viewBoxOf } from './vectorData';

export const frame = 'bare';

/** Freehand strokes (`props.paths`), smoothed, with round ends, in the style's colour and stroke width. */
export default function Sketch({ view, style, scale }: WidgetRendererProps) {
  return (
    <VectorDrawing
      paths={vectorPaths(view.props.paths, { smooth: true })}
      viewBox={viewBoxOf(view.props.bbox, view.box.w, view.box.h)}
      width={view.box.w * scale}
      height={view.box.h * scale}
      stroke={colorOf(style, 'color') ?? '#333333'}
      strokeWidth={num(style.strokeWidth) ?? 2}
      round
    />
  );
}
