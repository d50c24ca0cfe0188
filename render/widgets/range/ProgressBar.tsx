import { colorOf, num } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';

/** `props.value` as a share in percent, as quant-ux reads it: below 1 a fraction, else percent up to 100. */
function percentOf(value: unknown): number {
  const n = num(value) ?? 0;
  return Math.max(0, Math.min(100, n < 1 ? n * 100 : n));
}

/** The box is the empty bar; `foreground` fills it from the left to `props.value`. */
export default function ProgressBar({ view, style }: WidgetRendererProps) {
  const percent = percentOf(view.props.value);
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
