import { useId, type KeyboardEvent } from 'react';
import { ratingStars } from '@protolab/shared';
import { str } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';

export const frame = 'bare';

/** A five-pointed star in a 24 × 24 box. */
const STAR = Array.from({ length: 10 }, (_, i) => {
  const r = i % 2 === 0 ? 11 : 4.6;
  const a = (Math.PI / 5) * i - Math.PI / 2;
  return `${(12 + r * Math.cos(a)).toFixed(2)},${(12.8 + r * Math.sin(a)).toFixed(2)}`;
}).join(' ');

/** One star, `fill` of it (0 to 1, from the left) filled, the rest an outline. */
function Star({ fill, size, color, clip }: { fill: number; size: number; color: string; clip: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden data-fill={fill} style={{ flex: 'none' }}>
      {fill > 0 && fill < 1 && (
        <clipPath id={clip}>
          <rect x={0} y={0} width={24 * fill} height={24} />
        </clipPath>
      )}
      {fill > 0 && <polygon points={STAR} fill={color} clipPath={fill < 1 ? `url(#${clip})` : undefined} />}
      <polygon points={STAR} fill="none" stroke={color} strokeWidth={1.6} strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Stars in `color`, `value` of them filled (a part of one for a fraction), spread over the
 * width. A tap on a star rates that many; as a slider, arrow keys, Home and End change it.
 */
export default function Rating({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
  const id = useId().replace(/[^\w-]/g, '');
  const count = ratingStars(view.props);
  const rating = typeof value === 'number' && Number.isFinite(value) ? Math.min(count, Math.max(0, value)) : 0;
  const size = Math.min(view.box.h, view.box.w / count) * scale;
  const color = str(style.color) ?? '#f5a623';
  const rate = (next: number) => next !== rating && onValue(next);
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const whole = Math.round(rating);
    const next = {
      ArrowRight: whole + 1,
      ArrowUp: whole + 1,
      ArrowLeft: whole - 1,
      ArrowDown: whole - 1,
      Home: 0,
      End: count,
    }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    rate(Math.min(count, Math.max(0, next)));
  };
  return (
    <div
      role="slider"
      aria-label={view.text ?? view.name}
      aria-valuemin={0}
      aria-valuemax={count}
      aria-valuenow={rating}
      tabIndex={interactive ? 0 : undefined}
      onKeyDown={interactive ? onKeyDown : undefined}
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: count > 1 ? 'space-between' : 'center',
        outlineOffset: -2,
      }}
    >
      {Array.from({ length: count }, (_, i) => (
        <span
          key={i}
          data-star={i + 1}
          onClick={interactive ? () => rate(i + 1) : undefined}
          style={{ display: 'flex', cursor: interactive ? 'pointer' : undefined }}
        >
          <Star fill={Math.min(1, Math.max(0, rating - i))} size={size} color={color} clip={`${id}-${i}`} />
        </span>
      ))}
    </div>
  );
}
