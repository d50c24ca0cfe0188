import { VectorDrawing } from '../../parts/mediaVector';
import { colorOf, num } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { vectorPaths } from './vectorData';

export const frame = 'bare';

/** Paths whose points are fractions of the box (`props.elements` of type `path`): the drawing follows the box's shape. */
export default function SVGBox({ view, style, scale }: WidgetRendererProps) {
  const { w, h } = view.box;
  const elements = Array.isArray(view.props.elements)
    ? view.props.elements.filter((e: unknown) => (e as { type?: unknown } | null)?.type === 'path')
    : [];
  return (
    <VectorDrawing
      paths={vectorPaths(elements, { mapX: (x) => x * w, mapY: (y) => y * h })}
      viewBox={`0 0 ${w} ${h}`}
      width={w * scale}
      height={h * scale}
      stroke={colorOf(style, 'color') ?? '#333333'}
      strokeWidth={num(style.strokeWidth) ?? 1}
    />
  );
}
