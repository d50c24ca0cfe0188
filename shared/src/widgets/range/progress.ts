// A ProgressBar's fill: pure, so the player (render/) and the code export fill it alike.
import { numberOf } from '../values';

/** `props.value` as a share in percent, as quant-ux reads it: below 1 a fraction, else percent up to 100. */
export function progressPercent(value: unknown): number {
  const n = numberOf(value) ?? 0;
  return Math.max(0, Math.min(100, n < 1 ? n * 100 : n));
}
