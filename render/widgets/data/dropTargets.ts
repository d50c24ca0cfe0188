// Drag and drop between a DragNDrop and the DragNDropTargets of its screen: finding targets in the
// drawn screen, and which target a drag is over (for the target to show its hover style).

const TARGET = '[data-type="DragNDropTarget"]';

let over: Element | null = null;
const listeners = new Set<() => void>();

/** The target box a drag is over now, or null. */
export function dropOver(): Element | null {
  return over;
}

export function setDropOver(target: Element | null): void {
  if (target === over) return;
  over = target;
  for (const listener of listeners) listener();
}

export function subscribeDropOver(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The target box under a point of the page, ignoring the dragged box itself. */
export function targetAt(x: number, y: number, dragged: Element): HTMLElement | null {
  const stack = typeof document.elementsFromPoint === 'function' ? document.elementsFromPoint(x, y) : [];
  for (const element of stack) {
    if (dragged.contains(element)) continue;
    const target = element.closest<HTMLElement>(TARGET);
    if (target) return target;
  }
  return null;
}

/** The target boxes of the screen a box is drawn on, in drawing order. */
export function targetsBeside(box: Element): HTMLElement[] {
  const screen = box.closest('.pl-screen') ?? box.parentElement;
  return screen ? [...screen.querySelectorAll<HTMLElement>(TARGET)] : [];
}

export interface Offset {
  x: number;
  y: number;
}

const px = (el: HTMLElement, key: 'left' | 'top' | 'width' | 'height') => parseFloat(el.style[key]) || 0;

/**
 * How far (CSS px) to move `box` from its place for its centre to be on the target's centre.
 * `shown` is how far the box is moved now (the measured page boxes include it).
 */
export function offsetOnto(box: HTMLElement, target: HTMLElement, shown: Offset): Offset {
  if (target.parentElement === box.parentElement) {
    // side by side on one screen: from the places the screen gives them, whatever is moved
    return {
      x: px(target, 'left') + px(target, 'width') / 2 - px(box, 'left') - px(box, 'width') / 2,
      y: px(target, 'top') + px(target, 'height') / 2 - px(box, 'top') - px(box, 'height') / 2,
    };
  }
  const a = box.getBoundingClientRect();
  const b = target.getBoundingClientRect();
  return {
    x: b.left + b.width / 2 - (a.left + a.width / 2 - shown.x),
    y: b.top + b.height / 2 - (a.top + a.height / 2 - shown.y),
  };
}

/** Keeps a box moved by `offset` inside its screen (when the screen has a size). */
export function keepInside(box: HTMLElement, offset: Offset): Offset {
  const screen = box.parentElement;
  const [w, h] = [screen?.clientWidth ?? 0, screen?.clientHeight ?? 0];
  const clamp = (v: number, at: number, size: number, room: number) =>
    room > 0 ? Math.min(room - size - at, Math.max(-at, v)) : v;
  return {
    x: clamp(offset.x, px(box, 'left'), px(box, 'width'), w),
    y: clamp(offset.y, px(box, 'top'), px(box, 'height'), h),
  };
}
