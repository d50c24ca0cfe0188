import { VectorDrawing } from '../../parts/mediaVector';
import { colorOf, num } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { vectorPaths, viewBoxOf } from './vectorData';

export const frame = 'bare';

/** `props.paths` in the frame `props.bbox`, stretched to the box. */
export default function Vector({ view, style, scale }: WidgetRendererProps) {
  return (
    <VectorDrawing
      paths={vectorPaths(view.props.paths)}
      viewBox={viewBoxOf(view.props.bbox, view.box.w, view.box.h)}
      width={view.box.w * scale}
      height={view.box.h * scale}
      stroke={colorOf(style, 'color') ?? '#333333'}
      strokeWidth={num(style.strokeWidth) ?? 1}
    />
  );
}
