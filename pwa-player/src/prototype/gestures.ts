import type { SwipeTrigger } from '@protolab/shared';

/** A swipe: at least this far (CSS px), this quick, and mostly along one axis. */
const SWIPE_MIN_PX = 40;
const SWIPE_MAX_MS = 800;
export const LONG_PRESS_MS = 600;
/** Moving further than this cancels a long press. */
export const PRESS_SLOP_PX = 10;

export function swipeOf(dx: number, dy: number, ms: number): SwipeTrigger | undefined {
  if (ms > SWIPE_MAX_MS || Math.hypot(dx, dy) < SWIPE_MIN_PX) return undefined;
  if (Math.abs(dx) >= Math.abs(dy) * 1.5) return dx < 0 ? 'swipeLeft' : 'swipeRight';
  if (Math.abs(dy) >= Math.abs(dx) * 1.5) return dy < 0 ? 'swipeUp' : 'swipeDown';
  return undefined;
}
