import type { Style } from '@protolab/shared';
import { colorOf, num, str } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { withBorderColor } from '../../styleCss';
import { partCss } from './pieces';

export const frame = 'bare';

/** Every segment has the style's top border all round; filled ones `activeBackground` and `activeBorderColor`. */
function segmentStyle(style: Style, filled: boolean): Style {
  const width = num(style.borderTopWidth) ?? 0;
  const color = (filled ? str(style.activeBorderColor) : undefined) ?? str(style.borderTopColor);
  const look: Style = {
    ...style,
    background: filled ? (colorOf(style, 'activeBackground') ?? '#333') : style.background,
  };
  for (const side of ['Top', 'Right', 'Bottom', 'Left']) look[`border${side}Width`] = width;
  return withBorderColor(look, color);
}

/** `props.max` segments side by side, `props.gap` apart, the first `props.value` filled. */
export default function ProgessSegments({ view, style, scale }: WidgetRendererProps) {
  const count = Math.max(0, Math.min(100, Math.round(num(view.props.max) ?? 5)));
  const filled = Math.max(0, Math.round(num(view.props.value) ?? 0));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={count}
      aria-valuenow={Math.min(filled, count)}
      aria-label={view.text ?? view.name}
      style={{ display: 'flex', width: '100%', height: '100%', gap: (num(view.props.gap) ?? 4) * scale }}
    >
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          data-filled={i < filled}
          style={{ flex: 1, minWidth: 0, boxSizing: 'border-box', ...partCss(segmentStyle(style, i < filled), scale) }}
        />
      ))}
    </div>
  );
}
