import { progressPercent } from '@protolab/shared';
import { colorOf } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';

/** The box is the empty bar; `foreground` fills it from the left to `props.value`. */
export default function ProgressBar({ view, style }: WidgetRendererProps) {
  const percent = progressPercent(view.props.value);
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      aria-label={view.text ?? view.name}
      style={{ position: 'absolute', inset: 0 }}
    >
      <div
        data-part="bar"
        style={{
          position: 'absolute',
          left: 0,
          top: 0,
          bottom: 0,
          width: `${percent}%`,
          background: colorOf(style, 'foreground') ?? '#333',
        }}
      />
    </div>
  );
}
