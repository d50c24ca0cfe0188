import { imageUrls } from '@protolab/shared';
import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { ImagePlaceholder, Picture } from '../../parts/Picture';
import { colorOf, num } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { PLAIN_BUTTON, wrapIndex } from './mediaProps';

/** A swipe this share of the box long turns to the next image; a shorter one springs back. */
const SWIPE = 0.2;
const KEY_STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
const CHEVRONS = {
  previous: { horizontal: 'M15 5L8 12L15 19', vertical: 'M5 15L12 8L19 15' },
  next: { horizontal: 'M9 5L16 12L9 19', vertical: 'M5 9L12 16L19 9' },
};

/** Where slide `i` lies from the one shown, wrapping around: -1 before it, 1 after it. */
function offset(i: number, shown: number, count: number): number {
  const half = Math.floor(count / 2);
  return wrapIndex(i - shown + half, count) - half;
}

/**
 * One image of `props.images` at a time (the value, from 0), with arrows and a dot per image;
 * played, a swipe (across, or up and down with `props.vertical`), the arrows or the arrow keys
 * turn it, wrapping around. Arrows and dots are drawn in the style's `color`.
 */
export default function ImageCarousel({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
  const urls = imageUrls(view.props);
  const count = urls.length;
  const shown = wrapIndex(num(value) ?? 0, count);
  const vertical = view.props.vertical === true;
  const axis = vertical ? 'vertical' : 'horizontal';
  const length = (vertical ? view.box.h : view.box.w) * scale;
  const [drag, setDrag] = useState(0);
  const start = useRef<number | null>(null);
  const before = useRef(shown);
  useEffect(() => {
    before.current = shown;
  }, [shown]);
  const turnable = interactive && count > 1;
  const go = (step: number) => turnable && onValue(wrapIndex(shown + step, count));
  const along = (e: PointerEvent) => (vertical ? e.clientY : e.clientX);
  const handlers = turnable
    ? {
        // the player leaves a drag inside [data-drag] to the control: a swipe here turns the carousel, not the screen
        'data-drag': true,
        tabIndex: 0,
        onKeyDown: (e: KeyboardEvent) => {
          const step = KEY_STEPS[e.key];
          if (!step || (e.target as Element).closest('button')) return;
          e.preventDefault();
          go(step);
        },
        onPointerDown: (e: PointerEvent<HTMLElement>) => {
          if (e.button !== 0 || (e.target as Element).closest('button')) return;
          start.current = along(e);
          try {
            e.currentTarget.setPointerCapture(e.pointerId); // the swipe goes on outside the box
          } catch {
            // a pointer the browser does not track: the swipe still ends inside the box
          }
        },
        onPointerMove: (e: PointerEvent) => start.current !== null && setDrag(along(e) - start.current),
        onPointerUp: (e: PointerEvent) => {
          if (start.current === null) return;
          const moved = along(e) - start.current;
          start.current = null;
          setDrag(0);
          if (Math.abs(moved) >= length * SWIPE) go(moved < 0 ? 1 : -1);
        },
        onPointerCancel: () => ((start.current = null), setDrag(0)),
      }
    : {};
  const ink = colorOf(style, 'color') ?? '#ffffff';
  const arrow = Math.min(32, Math.min(view.box.w, view.box.h) * 0.25) * scale;
  const dot = 8 * scale;
  const arrowAt = (side: 'previous' | 'next'): CSSProperties => ({
    ...PLAIN_BUTTON,
    position: 'absolute',
    width: arrow,
    height: arrow,
    borderRadius: '50%',
    background: 'rgba(0, 0, 0, 0.35)',
    color: ink,
    display: 'grid',
    placeItems: 'center',
    ...(vertical
      ? { left: `calc(50% - ${arrow / 2}px)`, [side === 'previous' ? 'top' : 'bottom']: 8 * scale }
      : { top: `calc(50% - ${arrow / 2}px)`, [side === 'previous' ? 'left' : 'right']: 8 * scale }),
  });
  const arrowButton = (side: 'previous' | 'next') => {
    const glyph = (
      <svg width={arrow * 0.6} height={arrow * 0.6} viewBox="0 0 24 24" aria-hidden>
        <path d={CHEVRONS[side][axis]} fill="none" stroke="currentColor" strokeWidth={2.5} />
      </svg>
    );
    return interactive ? (
      <button
        type="button"
        aria-label={side === 'previous' ? 'Previous image' : 'Next image'}
        style={arrowAt(side)}
        onClick={() => go(side === 'previous' ? -1 : 1)}
      >
        {glyph}
      </button>
    ) : (
      <span data-arrow={side} style={arrowAt(side)}>
        {glyph}
      </span>
    );
  };
  return (
    <div
      className="pl-fill"
      role={interactive ? 'group' : undefined}
      aria-roledescription={interactive ? 'carousel' : undefined}
      style={{ overflow: 'hidden', touchAction: vertical ? 'pan-x' : 'pan-y', cursor: turnable ? 'grab' : undefined }}
      {...handlers}
    >
      {count === 0 && <ImagePlaceholder />}
      {urls.map((url, i) => {
        const place = offset(i, shown, count);
        const slides = interactive && drag === 0 && Math.abs(place - offset(i, before.current, count)) <= 1;
        const at = `calc(${place * 100}% + ${drag}px)`;
        return (
          <div
            key={i}
            role={interactive ? 'group' : undefined}
            aria-roledescription={interactive ? 'slide' : undefined}
            aria-label={`${i + 1} / ${count}`}
            aria-hidden={place !== 0}
            data-shown={place === 0 || undefined}
            style={{
              position: 'absolute',
              width: '100%',
              height: '100%',
              left: vertical ? 0 : at,
              top: vertical ? at : 0,
              transition: slides ? (vertical ? 'top 0.3s ease' : 'left 0.3s ease') : undefined,
            }}
          >
            <Picture url={url} />
          </div>
        );
      })}
      {count > 1 && (
        <>
          {arrowButton('previous')}
          {arrowButton('next')}
          <span
            aria-hidden
            style={{
              position: 'absolute',
              display: 'flex',
              flexDirection: vertical ? 'column' : 'row',
              justifyContent: 'center',
              gap: dot * 0.75,
              ...(vertical ? { right: dot * 1.25, top: 0, bottom: 0 } : { bottom: dot * 1.25, left: 0, right: 0 }),
            }}
          >
            {urls.map((_, i) => (
              <span
                key={i}
                data-dot={i === shown ? 'shown' : 'other'}
                style={{
                  width: dot,
                  height: dot,
                  borderRadius: '50%',
                  background: ink,
                  opacity: i === shown ? 1 : 0.45,
                  boxShadow: `0 0 ${2 * scale}px rgba(0, 0, 0, 0.5)`,
                }}
              />
            ))}
          </span>
        </>
      )}
    </div>
  );
}
