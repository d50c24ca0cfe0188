// What the sliders share: a value picked by pressing or dragging along the widget, or by keys.
import { useRef, type CSSProperties, type HTMLAttributes, type KeyboardEvent, type PointerEvent } from 'react';
import { useFocusRing } from '../../parts/rangeFocus';
import { clamp, type Draft } from './useDraft';

interface Slider {
  draft: Draft<number>;
  interactive: boolean | undefined;
  /** the value shown, within min and max */
  shown: number;
  min: number;
  max: number;
  /** what an arrow key adds or takes away */
  step: number;
  /** what PageUp and PageDown add or take away (none: the keys do nothing) */
  page?: number;
  /** the value under the pointer */
  valueAt(e: PointerEvent<HTMLDivElement>): number;
  /** a value a key reached, within min and max, made one the slider takes */
  snap?(value: number): number;
}

/**
 * The slider's root props: role and range for assistive technology, the focus ring, and when played a
 * press or drag that shows the value under the pointer (reported when let go) and arrow, page, Home
 * and End keys (reported after a pause).
 */
export function useSlider({ draft, interactive, shown, min, max, step, page, valueAt, snap }: Slider) {
  const dragged = useRef<number | null>(null);
  const { ringCss, focusHandlers } = useFocusRing();

  const follow = (e: PointerEvent<HTMLDivElement>) => {
    dragged.current = valueAt(e);
    draft.show(dragged.current);
  };
  const release = () => {
    if (dragged.current !== null) draft.commit(dragged.current);
    dragged.current = null;
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const next = {
      ArrowRight: shown + step,
      ArrowUp: shown + step,
      ArrowLeft: shown - step,
      ArrowDown: shown - step,
      PageUp: page === undefined ? undefined : shown + page,
      PageDown: page === undefined ? undefined : shown - page,
      Home: min,
      End: max,
    }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const within = clamp(next, min, max);
    draft.settle(snap ? snap(within) : within);
  };
  const played: HTMLAttributes<HTMLDivElement> = interactive
    ? {
        tabIndex: 0,
        onKeyDown,
        ...focusHandlers,
        onPointerDown: (e) => {
          e.currentTarget.setPointerCapture?.(e.pointerId);
          follow(e);
        },
        onPointerMove: (e) => {
          if (dragged.current !== null) follow(e);
        },
        onPointerUp: release,
        onPointerCancel: release,
      }
    : {};
  const style: CSSProperties = {
    position: 'relative',
    width: '100%',
    height: '100%',
    touchAction: interactive ? 'none' : undefined,
    cursor: interactive ? 'pointer' : undefined,
    ...ringCss,
  };
  return {
    role: 'slider',
    'data-drag': true,
    'aria-valuemin': min,
    'aria-valuemax': max,
    'aria-valuenow': shown,
    style,
    ...played,
  };
}
