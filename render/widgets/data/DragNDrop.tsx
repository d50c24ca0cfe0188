import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { BoxText } from '../../parts/BoxText';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { keepInside, offsetOnto, setDropOver, targetAt, targetsBeside, type Offset } from './dropTargets';

/** A drag starts once the pointer is this far (CSS px) from where it went down. */
const SLOP = 4;
const HOME: Offset = { x: 0, y: 0 };

interface Drag {
  /** where the pointer went down */
  x: number;
  y: number;
  /** where the box was then */
  from: Offset;
  by: Offset;
  moved: boolean;
}

/**
 * The styled box with its label, which the tester drags (only along x or y when `props.dndX` or
 * `dndY` is false). Dropped with the pointer over a DragNDropTarget, it sits centred on that
 * target and reports the target's widget id; dropped elsewhere it snaps back and reports null.
 * From the keyboard: Space picks it up, arrows go through the targets of the screen (and back to
 * its place), Space or Enter drops, Escape cancels. The value (the target's id) is drawn in every
 * view: the box is moved onto its target.
 */
export default function DragNDrop({ view, scale, value, interactive, onValue }: WidgetRendererProps) {
  const ref = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLElement | null>(null);
  const shown = useRef<Offset>(HOME);
  const swallowClick = useRef(false);
  const [drag, setDrag] = useState<Drag | null>(null);
  /** picked up from the keyboard: the index of the target it is over (-1: its own place) */
  const [picked, setPicked] = useState<number | null>(null);
  const current = typeof value === 'string' && value !== '' ? value : null;
  // a drop shows at once; a new value from outside replaces it
  const [local, setLocal] = useState({ key: current, placed: current });
  const placed = local.key === current ? local.placed : current;
  const alongX = view.props.dndX !== false;
  const alongY = view.props.dndY !== false;

  // the box is moved (not scaled) as a whole: the screen clips what is inside a widget's box
  useLayoutEffect(() => {
    const element = ref.current?.parentElement;
    if (!element) return;
    box.current = element;
    let offset = HOME;
    if (drag) {
      offset = keepInside(element, { x: drag.from.x + drag.by.x, y: drag.from.y + drag.by.y });
    } else {
      const targets = targetsBeside(element);
      const target = picked === null ? targets.find((t) => t.dataset.widget === placed) : targets[picked];
      if (target) offset = offsetOnto(element, target, shown.current);
    }
    shown.current = offset;
    const away = offset.x !== 0 || offset.y !== 0;
    element.style.transform = away ? `translate(${offset.x}px, ${offset.y}px)` : '';
    element.style.zIndex = away || drag ? 'var(--pl-top)' : '';
  });
  useEffect(
    () => () => {
      if (box.current) box.current.style.transform = box.current.style.zIndex = '';
      setDropOver(null);
    },
    [],
  );

  const drop = (id: string | null) => {
    setLocal({ key: current, placed: id });
    onValue(id);
  };

  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    if (e.button !== 0) return;
    // a drag is not a press of the screen (no long press, no swipe)
    e.stopPropagation();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    swallowClick.current = false;
    setPicked(null);
    setDrag({ x: e.clientX, y: e.clientY, from: shown.current, by: HOME, moved: false });
  };
  const onPointerMove = (e: PointerEvent) => {
    if (!drag || !box.current) return;
    const by = { x: alongX ? e.clientX - drag.x : 0, y: alongY ? e.clientY - drag.y : 0 };
    const moved = drag.moved || Math.hypot(by.x, by.y) > SLOP;
    setDrag({ ...drag, by, moved });
    if (moved) setDropOver(targetAt(e.clientX, e.clientY, box.current));
  };
  const onPointerUp = (e: PointerEvent) => {
    if (!drag || !box.current) return;
    setDrag(null);
    setDropOver(null);
    if (!drag.moved) return;
    swallowClick.current = true;
    drop(targetAt(e.clientX, e.clientY, box.current)?.dataset.widget ?? null);
  };
  const onPointerCancel = () => {
    setDrag(null);
    setDropOver(null);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const targets = box.current ? targetsBeside(box.current) : [];
    if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      if (picked === null) {
        if (targets.length > 0)
          setPicked(
            Math.max(
              0,
              targets.findIndex((t) => t.dataset.widget === placed),
            ),
          );
      } else {
        setPicked(null);
        drop(targets[picked]?.dataset.widget ?? null);
      }
    } else if (e.key === 'Escape') {
      setPicked(null);
    } else if (picked !== null && e.key.startsWith('Arrow')) {
      e.preventDefault();
      const step = e.key === 'ArrowUp' || e.key === 'ArrowLeft' ? -1 : 1;
      // slot 0 is the box's own place (picked -1), then the targets
      const slots = targets.length + 1;
      setPicked(((picked + 1 + step + slots) % slots) - 1);
    }
  };

  return (
    <>
      <BoxText text={view.text} />
      <div
        ref={ref}
        className="pl-fill"
        role="button"
        aria-label={view.text ?? view.name}
        aria-pressed={picked !== null}
        tabIndex={interactive ? 0 : undefined}
        style={{
          touchAction: interactive ? 'none' : undefined,
          cursor: interactive ? (drag ? 'grabbing' : 'grab') : undefined,
          outlineOffset: -2 * scale,
        }}
        onPointerDown={interactive ? onPointerDown : undefined}
        onPointerMove={interactive ? onPointerMove : undefined}
        onPointerUp={interactive ? onPointerUp : undefined}
        onPointerCancel={interactive ? onPointerCancel : undefined}
        onKeyDown={interactive ? onKeyDown : undefined}
        onBlur={() => setPicked(null)}
        onClick={(e) => {
          // the click that ends a drag is not a click on the widget
          if (!swallowClick.current) return;
          swallowClick.current = false;
          e.stopPropagation();
        }}
      />
    </>
  );
}
