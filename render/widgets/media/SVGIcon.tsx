import { createElement, useMemo } from 'react';
import { num } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { parseSvgMarkup } from './svgMarkup';

export const frame = 'bare';

/**
 * A line icon from `props.svg`, fitted into the box and stroked in the text colour; turned by
 * `backgroundImageRotation` degrees. The markup is read into shapes, never inserted as it is.
 */
export default function SVGIcon({ view, style, scale }: WidgetRendererProps) {
  const drawing = useMemo(() => parseSvgMarkup(view.props.svg), [view.props.svg]);
  const [x, y, w, h] = drawing.viewBox.split(' ').map(Number);
  const turn = num(style.backgroundImageRotation);
  return (
    <svg
      className="pl-fill"
      width={view.box.w * scale}
      height={view.box.h * scale}
      viewBox={drawing.viewBox}
      fill="none"
      stroke="currentColor"
      strokeWidth={num(style.strokeWidth) ?? 1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <g transform={turn ? `rotate(${turn} ${x + w / 2} ${y + h / 2})` : undefined}>
        {drawing.shapes.map((shape, i) => createElement(shape.tag, { key: i, ...shape.attrs }))}
      </g>
    </svg>
  );
}
