import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { textLayout, type Style } from '@protolab/shared';
import { boxCss, num, str, textCss } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { dragShift, dropIndex, moveItem } from './sortOrder';

export const frame = 'bare';

interface Drag {
  from: number;
  startY: number;
  dy: number;
  /** px from one row to the next */
  pitch: number;
  moved: boolean;
}

/** A drag starts once the pointer is this far (CSS px) from where it went down. */
const SLOP = 4;
const STEPS: Record<string, number> = { ArrowUp: -1, ArrowDown: 1 };

function Arrow({ up, size, stroke }: { up: boolean; size: number; stroke: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden>
      <path
        d={up ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'}
        fill="none"
        stroke="currentColor"
        strokeWidth={stroke}
        vectorEffect="non-scaling-stroke"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Rows of `props.options` in the order of the value, each with up and down arrows. Played: a row
 * is dragged into place, or moved with the arrows, or from the keyboard (arrows choose a row;
 * Alt+arrows, or Space then arrows, move it). Every move reports the new order.
 */
export default function SortableList({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
  const order = Array.isArray(value) ? value.map(String) : [];
  // moves show at once; a new value from outside replaces them
  const key = JSON.stringify(order);
  const [local, setLocal] = useState({ key, order });
  const shown = local.key === key ? local.order : order;
  const [drag, setDrag] = useState<Drag | null>(null);
  const [focus, setFocus] = useState(0);
  const [grabbed, setGrabbed] = useState(false);
  const [hot, setHot] = useState<string | null>(null);
  const rows = useRef<Array<HTMLElement | null>>([]);
  const refocus = useRef(false);
  const swallowClick = useRef(false);

  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    rows.current[focus]?.focus();
  });

  const focusRow = (i: number) => {
    setFocus(i);
    refocus.current = true;
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= shown.length || to === from) return;
    const next = moveItem(shown, from, to);
    setLocal({ key, order: next });
    focusRow(to);
    onValue(next);
  };

  const onPointerDown = (e: PointerEvent<HTMLElement>, i: number) => {
    if (e.button !== 0 || (e.target as Element).closest('[data-move]')) return;
    // a drag is not a press of the screen (no long press, no swipe)
    e.stopPropagation();
    swallowClick.current = false;
    const [a, b] = [rows.current[0], rows.current[1]];
    const pitch =
      a && b ? b.getBoundingClientRect().top - a.getBoundingClientRect().top : (a?.getBoundingClientRect().height ?? 0);
    e.currentTarget.setPointerCapture?.(e.pointerId);
    setFocus(i);
    setDrag({ from: i, startY: e.clientY, dy: 0, pitch, moved: false });
  };
  const onPointerMove = (e: PointerEvent) => {
    if (!drag) return;
    const dy = e.clientY - drag.startY;
    setDrag({ ...drag, dy, moved: drag.moved || Math.abs(dy) > SLOP });
  };
  const onPointerUp = () => {
    if (!drag) return;
    setDrag(null);
    if (!drag.moved) return;
    // the click that ends a drag is not a click on the list
    swallowClick.current = true;
    move(drag.from, dropIndex(drag.from, drag.dy, drag.pitch, shown.length));
  };

  const onKeyDown = (e: KeyboardEvent, i: number) => {
    const moving = grabbed || e.altKey;
    const step = STEPS[e.key];
    if (step !== undefined) {
      e.preventDefault();
      if (moving) move(i, i + step);
      else if (shown[i + step] !== undefined) focusRow(i + step);
    } else if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      setGrabbed(!grabbed);
    } else if (e.key === 'Escape' || e.key === 'Tab') {
      setGrabbed(false);
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      const to = e.key === 'Home' ? 0 : shown.length - 1;
      if (moving) move(i, to);
      else focusRow(to);
    }
  };

  const outline = style.borderModel === 'outline';
  const plain: Style = { ...style, opacity: undefined };
  const layout = textLayout(style, view.box.h, false);
  const text = textCss(style, scale, view.box.h, false);
  const gap = (num(style.buttonGap) ?? 4) * scale;
  const button = (num(style.buttonSize) ?? layout.fontSize * 1.6) * scale;
  const drop = drag?.moved ? dropIndex(drag.from, drag.dy, drag.pitch, shown.length) : null;

  const rowCss = (i: number): CSSProperties => {
    const shift = drag?.moved && drop !== null ? dragShift(i, drag.from, drop, drag.dy, drag.pitch) : 0;
    return {
      ...(outline ? { ...boxCss(plain, scale), padding: text.padding } : {}),
      flex: '1 1 0',
      minHeight: 0,
      display: 'flex',
      alignItems: 'center',
      gap,
      boxSizing: 'border-box',
      userSelect: 'none',
      touchAction: interactive ? 'none' : undefined,
      cursor: interactive ? (drag?.from === i ? 'grabbing' : 'grab') : undefined,
      transform: shift ? `translateY(${shift}px)` : undefined,
      transition: drag?.moved && drag.from !== i ? 'transform 120ms ease-out' : undefined,
      position: 'relative',
      zIndex: drag?.from === i ? 1 : undefined,
      outline: grabbed && focus === i ? `${2 * scale}px solid ${str(style.arrowColor) ?? 'currentColor'}` : undefined,
      outlineOffset: -2 * scale,
    };
  };
  const arrowCss = (id: string): CSSProperties => ({
    ...(outline ? {} : { ...boxCss(plain, scale), padding: text.padding }),
    flex: 'none',
    width: button,
    height: button,
    boxSizing: 'border-box',
    display: 'grid',
    placeItems: 'center',
    color: str(hot === id ? (style.arrowColorHover ?? style.arrowColor) : style.arrowColor) ?? 'currentColor',
    cursor: interactive ? 'pointer' : undefined,
  });
  const arrow = (i: number, up: boolean) => {
    const id = `${i}${up ? 'up' : 'down'}`;
    return (
      <span
        data-move={up ? 'up' : 'down'}
        style={arrowCss(id)}
        onClick={interactive ? () => move(i, up ? i - 1 : i + 1) : undefined}
        onPointerEnter={interactive ? () => setHot(id) : undefined}
        onPointerLeave={interactive ? () => setHot(null) : undefined}
      >
        <Arrow up={up} size={layout.fontSize * scale} stroke={(num(style.arrowWidth) ?? 2) * scale} />
      </span>
    );
  };

  const seen = new Map<string, number>();
  return (
    <div
      className="pl-fill"
      role="listbox"
      aria-orientation="vertical"
      style={{ display: 'flex', flexDirection: 'column', gap }}
      onClickCapture={(e) => {
        if (!swallowClick.current) return;
        swallowClick.current = false;
        e.stopPropagation();
      }}
    >
      {shown.map((item, i) => {
        const n = seen.get(item) ?? 0;
        seen.set(item, n + 1);
        return (
          <div
            key={`${item}\u0000${n}`}
            ref={(el) => void (rows.current[i] = el)}
            role="option"
            aria-selected={focus === i}
            tabIndex={interactive ? (focus === i ? 0 : -1) : undefined}
            style={rowCss(i)}
            onPointerDown={interactive ? (e) => onPointerDown(e, i) : undefined}
            onPointerMove={interactive ? onPointerMove : undefined}
            onPointerUp={interactive ? onPointerUp : undefined}
            onPointerCancel={interactive ? () => setDrag(null) : undefined}
            onKeyDown={interactive ? (e) => onKeyDown(e, i) : undefined}
            onBlur={(e) => {
              // a moved row loses focus for a moment (no next element): it stays picked up
              const next = e.relatedTarget;
              if (next instanceof Node && !e.currentTarget.parentElement?.contains(next)) setGrabbed(false);
            }}
          >
            <span className="pl-one-line" style={{ textAlign: text.textAlign }}>
              {item}
            </span>
            {arrow(i, true)}
            {arrow(i, false)}
          </div>
        );
      })}
    </div>
  );
}
