import type { KeyboardEvent } from 'react';
import { num } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { onOffStyles, partCss } from './pieces';

export const frame = 'bare';

/**
 * The dots under an image carousel: `props.max` of them, as wide as the box is high (round with the
 * default corners), centred, `props.gap` apart (else most of a dot, as room allows); the current
 * one (the value, from 1) in `activeBackground` / `activeBorderColor` or the active state's look.
 * Played: tap a dot; the arrow keys move between them.
 */
export default function ImagePaging({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
  const count = Math.max(0, Math.min(100, Math.round(num(view.props.max) ?? 5)));
  const current = typeof value === 'number' ? Math.round(value) : 1;
  const size = Math.min(view.box.h, count > 0 ? view.box.w / count : view.box.h);
  const room = count > 1 ? (view.box.w - count * size) / (count - 1) : 0;
  const gap = Math.max(0, Math.min(num(view.props.gap) ?? size * 0.8, room));
  const focusable = current >= 1 && current <= count ? current : 1;
  const looks = onOffStyles(style, view.style, view.states.active, { background: '#333' });

  const go = (page: number) => interactive && page >= 1 && page <= count && page !== current && onValue(page);
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const to = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 1,
      End: count,
    }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    go(Math.min(count, Math.max(1, to)));
    const dots = e.currentTarget.parentElement?.querySelectorAll<HTMLElement>('button');
    dots?.[Math.min(count, Math.max(1, to)) - 1]?.focus();
  };
  return (
    <div
      role="group"
      aria-label={view.text ?? view.name}
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: '100%',
        height: '100%',
        gap: gap * scale,
      }}
    >
      {Array.from({ length: count }, (_, i) => {
        const on = i + 1 === current;
        return (
          <button
            key={i}
            type="button"
            aria-label={`${i + 1} / ${count}`}
            aria-current={on ? 'true' : undefined}
            tabIndex={interactive && i + 1 === focusable ? 0 : -1}
            onClick={interactive ? () => go(i + 1) : undefined}
            onKeyDown={interactive ? onKeyDown : undefined}
            style={{
              flex: 'none',
              width: size * scale,
              height: size * scale,
              margin: 0,
              padding: 0,
              border: 0,
              boxSizing: 'border-box',
              cursor: interactive ? 'pointer' : undefined,
              background: on ? '#333' : '#ccc',
              ...partCss(on ? looks.on : looks.off, scale),
            }}
          />
        );
      })}
    </div>
  );
}
