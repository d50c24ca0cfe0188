import type { TrackFields } from './recorder';

/** How often the pointer is sampled. */
const SAMPLE_MS = 50;
/** A track is handed over at this many samples, on a screen change, and when the page hides. */
const MAX_SAMPLES = 100;
const FLUSH_MS = 5000;

/**
 * Samples the pointer (mouse, pen or finger) at most every SAMPLE_MS, clicks always, into tracks of
 * parallel arrays per screen, batched: never one record per sample.
 */
export class MouseTracker {
  private track: TrackFields | undefined;
  private last = 0;
  private readonly interval: ReturnType<typeof setInterval>;
  private readonly listening = new AbortController();

  constructor(private readonly emit: (track: TrackFields) => void) {
    this.interval = setInterval(() => this.flush(), FLUSH_MS);
    const { signal } = this.listening;
    addEventListener('pagehide', () => this.flush(), { signal });
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && this.flush(), {
      signal,
    });
  }

  sample(screen: string, x: number, y: number, click: boolean, time = Date.now()): void {
    if (!click && time - this.last < SAMPLE_MS) return;
    if (this.track && this.track.screen !== screen) this.flush();
    this.last = time;
    this.track ??= { screen, x: [], y: [], c: [], t: [], sample: SAMPLE_MS };
    const round = (v: number) => Math.round(v * 10000) / 10000;
    this.track.x.push(round(x));
    this.track.y.push(round(y));
    this.track.c.push(click ? 1 : 0);
    this.track.t.push(time);
    if (this.track.x.length >= MAX_SAMPLES) this.flush();
  }

  flush(): void {
    const track = this.track;
    this.track = undefined;
    if (track && track.x.length > 0) this.emit(track);
  }

  stop(): void {
    this.flush();
    clearInterval(this.interval);
    this.listening.abort();
  }
}
