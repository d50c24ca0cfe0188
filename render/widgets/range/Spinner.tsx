import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { optionsOf } from '@protolab/shared';
import { useFocusRing } from '../../parts/rangeFocus';
import { num, str } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { useDraft } from './useDraft';

/** A press that moves less than this (CSS px) is a tap on a row, not a turn of the wheel. */
const TAP_SLOP = 5;
const ROW = 100 / 3;

/**
 * A picker wheel: three rows of the options, the chosen one in the middle between two lines; with
 * three options or more the wheel goes round. Played: drag it, tap the row above or below, or press
 * the arrow keys (up: the next option, as the wheel turns up); Home and End.
 */
export default function Spinner({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
  const options = optionsOf(view);
  const count = options.length;
  const round = count >= 3;
  const draft = useDraft<string | null>(typeof value === 'string' ? value : null, onValue);
  const index = Math.max(0, options.indexOf(draft.shown ?? ''));
  const [offset, setOffset] = useState(0);
  const press = useRef<{ y: number; row: number; tapped: number } | null>(null);
  const { ringCss, focusHandlers } = useFocusRing();

  const optionAt = (i: number) => (round ? options[((i % count) + count) % count] : options[i]);
  const moved = (steps: number) => optionAt(round ? index + steps : Math.min(count - 1, Math.max(0, index + steps)));

  const release = (e: PointerEvent<HTMLDivElement>) => {
    const from = press.current;
    press.current = null;
    setOffset(0);
    if (!from || count === 0) return;
    const dy = e.clientY - from.y;
    if (Math.abs(dy) < TAP_SLOP) draft.commit(moved(from.tapped));
    else if (from.row > 0) draft.commit(moved(Math.round(-dy / from.row)));
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const to: Record<string, () => string | undefined> = {
      ArrowUp: () => moved(1),
      ArrowDown: () => moved(-1),
      PageUp: () => moved(3),
      PageDown: () => moved(-3),
      Home: () => options[0],
      End: () => options[count - 1],
    };
    const next = count > 0 ? to[e.key]?.() : undefined;
    if (next === undefined) return;
    e.preventDefault();
    draft.settle(next);
  };
  const played = interactive
    ? {
        tabIndex: 0,
        onKeyDown,
        ...focusHandlers,
        onPointerDown: (e: PointerEvent<HTMLDivElement>) => {
          e.currentTarget.setPointerCapture?.(e.pointerId);
          // the row pressed (the pointer is captured: where it is let go says nothing)
          const tapped = Number((e.target as HTMLElement).closest<HTMLElement>('[data-row]')?.dataset.row ?? 0);
          press.current = { y: e.clientY, row: e.currentTarget.getBoundingClientRect().height / 3, tapped };
        },
        onPointerMove: (e: PointerEvent<HTMLDivElement>) => press.current && setOffset(e.clientY - press.current.y),
        onPointerUp: release,
        onPointerCancel: release,
      }
    : { tabIndex: -1 };

  // rows in view, and those the drag brings in
  const rowPx = press.current?.row ?? 0;
  const turned = rowPx > 0 ? offset / rowPx : 0;
  const reach = 2 + Math.ceil(Math.abs(turned));
  const rows = [];
  for (let k = -reach; k <= reach; k++) {
    const option = round ? optionAt(index + k) : options[index + k];
    if (option === undefined || count === 0) continue;
    const distance = Math.min(1, Math.abs(k + turned));
    rows.push(
      <div
        key={k}
        data-row={k}
        aria-hidden
        style={{
          position: 'absolute',
          left: 0,
          right: 0,
          top: `calc(${(1 + k) * ROW}% + ${offset}px)`,
          height: `${ROW}%`,
          display: 'flex',
          alignItems: 'center',
          opacity: 1 - distance * 0.6,
        }}
      >
        <span style={{ width: '100%', textAlign: 'inherit', overflow: 'hidden', whiteSpace: 'nowrap' }}>{option}</span>
      </div>,
    );
  }
  const line = `${Math.max(1, (num(style.borderBoxWidth) ?? 1) * scale)}px solid ${str(style.borderBoxColor) ?? 'rgba(0, 0, 0, 0.15)'}`;
  return (
    <div
      role="spinbutton"
      data-drag
      aria-valuemin={count > 0 ? 1 : undefined}
      aria-valuemax={count > 0 ? count : undefined}
      aria-valuenow={count > 0 ? index + 1 : undefined}
      aria-valuetext={count > 0 ? optionAt(index) : undefined}
      aria-label={view.text ?? view.name}
      style={{
        position: 'relative',
        width: '100%',
        height: '100%',
        overflow: 'hidden',
        touchAction: interactive ? 'none' : undefined,
        cursor: interactive ? 'grab' : undefined,
        userSelect: 'none',
        ...ringCss,
      }}
      {...played}
    >
      <div
        aria-hidden
        style={{
          position: 'absolute',
          left: 0,
          right: 0,
          top: `${ROW}%`,
          height: `${ROW}%`,
          borderTop: line,
          borderBottom: line,
          boxSizing: 'border-box',
        }}
      />
      {rows}
    </div>
  );
}
