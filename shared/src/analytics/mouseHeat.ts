// Mouse / touch movement heat maps, each sample weighted by how long the pointer stayed there.
import type { PointSet } from './heatGrid';

/** What the heat map reads of a MouseTrack (model/mouseTrack.ts fits). */
export interface MouseTrackLike {
  session: string;
  screen: string;
  x: readonly number[];
  y: readonly number[];
  /** epoch ms per sample */
  t: readonly number[];
  /** sampling interval, ms */
  sample?: number;
}

export interface WeightedPoints extends PointSet {
  x: number[];
  y: number[];
  weight: number[];
}

export interface MouseDwellOptions {
  screen?: string;
  /** cap on one sample's weight, ms (a pointer left alone is not attention); default 5000 */
  maxDwell?: number;
}

/**
 * Dwell-weighted pointer positions per screen: sample i weighs t[i + 1] − t[i] ms (clamped to
 * 0..maxDwell); a track's last sample weighs its sampling interval (0 when unknown).
 */
export function mouseDwellPoints(
  tracks: readonly MouseTrackLike[],
  options: MouseDwellOptions = {},
): Record<string, WeightedPoints> {
  const maxDwell = options.maxDwell ?? 5000;
  const byScreen = new Map<string, WeightedPoints>();
  for (const track of tracks) {
    if (options.screen !== undefined && track.screen !== options.screen) continue;
    const n = Math.min(track.x.length, track.y.length, track.t.length);
    if (!n) continue;
    let points = byScreen.get(track.screen);
    if (!points) {
      points = { x: [], y: [], weight: [] };
      byScreen.set(track.screen, points);
    }
    for (let i = 0; i < n; i++) {
      const dwell = i + 1 < n ? track.t[i + 1] - track.t[i] : (track.sample ?? 0);
      const weight = Math.min(maxDwell, Math.max(0, dwell));
      if (!(weight > 0)) continue;
      points.x.push(track.x[i]);
      points.y.push(track.y[i]);
      points.weight.push(weight);
    }
  }
  return Object.fromEntries(byScreen);
}
