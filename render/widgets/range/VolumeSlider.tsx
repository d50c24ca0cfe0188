import type { PointerEvent } from 'react';
import { num } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { onOffStyles, partCss } from './pieces';
import { clamp, useDraft } from './useDraft';
import { useSlider } from './useSlider';

export const frame = 'bare';

/**
 * Bars rising from left to right, as wide as the gaps between them, lit up to the value (the index
 * of the highest lit bar, from 0): lit in the active state's look, else `activeBackground`.
 * Played: tap or drag across the bars; arrow, Home and End keys.
 */
export default function VolumeSlider({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
  const count = Math.max(1, Math.round(num(view.props.elementCount) ?? 5));
  const draft = useDraft(typeof value === 'number' ? value : 0, onValue);
  const level = clamp(Math.round(draft.shown), 0, count - 1);

  const looks = onOffStyles(style, view.style, view.states.active, { background: '#3b31c4' });
  const column = 100 / (count * 2 - 1);

  const barAt = (e: PointerEvent<HTMLDivElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    if (rect.width <= 0)
      return Number((e.target as HTMLElement).closest<HTMLElement>('[data-index]')?.dataset.index ?? level);
    return clamp(Math.floor(((e.clientX - rect.left) / rect.width) * (count - 0.5)), 0, count - 1);
  };
  const slider = useSlider({ draft, interactive, shown: level, min: 0, max: count - 1, step: 1, valueAt: barAt });

  return (
    <div {...slider} aria-valuetext={`${level + 1} / ${count}`} aria-label={view.text ?? view.name}>
      {Array.from({ length: count }, (_, i) => {
        const css = partCss(i <= level ? looks.on : looks.off, scale);
        return (
          <div
            key={i}
            data-index={i}
            style={{ position: 'absolute', top: 0, bottom: 0, left: `${column * 2 * i}%`, width: `${column}%` }}
          >
            <div
              data-lit={i <= level}
              style={{
                position: 'absolute',
                left: 0,
                right: 0,
                bottom: 0,
                height: `${((i + 1) / count) * 100}%`,
                boxSizing: 'border-box',
                ...css,
                background: css.background ?? (i <= level ? '#3b31c4' : '#d0d0da'),
              }}
            />
          </div>
        );
      })}
    </div>
  );
}
