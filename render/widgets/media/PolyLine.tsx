import { background, num, str } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';

export const frame = 'bare';

/** Corners of each shape as fractions of the box; quant-ux drew `rectange_left` as the diamond too. */
const SHAPES: Record<string, Array<[number, number]>> = {
  diamond: [
    [0.5, 0],
    [1, 0.5],
    [0.5, 1],
    [0, 0.5],
  ],
};
SHAPES.rectange_left = SHAPES.diamond;

/** A flowchart shape filled with the style's background (a gradient too), outlined by its top border. */
export default function PolyLine({ view, style, scale }: WidgetRendererProps) {
  const shape = Object.hasOwn(SHAPES, String(view.props.shape)) ? String(view.props.shape) : 'diamond';
  const corners = SHAPES[shape];
  const w = view.box.w * scale;
  const h = view.box.h * scale;
  const line = (num(style.borderTopWidth) ?? 0) * scale;
  return (
    <>
      <div
        className="pl-fill"
        data-shape={shape}
        style={{
          background: background(style.background) ?? '#333333',
          clipPath: `polygon(${corners.map(([x, y]) => `${x * 100}% ${y * 100}%`).join(', ')})`,
        }}
      />
      {line > 0 && (
        <svg className="pl-fill" width={w} height={h} aria-hidden>
          <polygon
            points={corners.map(([x, y]) => `${line / 2 + x * (w - line)} ${line / 2 + y * (h - line)}`).join(' ')}
            fill="none"
            stroke={str(style.borderTopColor) ?? '#333333'}
            strokeWidth={line}
          />
        </svg>
      )}
    </>
  );
}
