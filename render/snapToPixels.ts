// Screens start on whole pixels wherever the page places them (a grid cell, a centred card, a
// zoomed canvas): 1 px borders and text stay crisp, and every view shows the player's exact pixels.
import { useLayoutEffect, type RefObject } from 'react';

/** Every screen shown, snapped again whenever the page's layout may have moved them. */
const shown = new Set<HTMLElement>();
/** Screens drawn or moved since the last snap. */
const pending = new Set<HTMLElement>();
let scheduled = false;
let layoutWatch: ResizeObserver | undefined;

/**
 * Snaps the pending screens together, once the drawing that queued them is done (a microtask runs
 * before the page is painted): first every write that takes the old offsets away, then every read,
 * then every write. One layout for them all, where a read after each screen's write made the
 * browser lay out the whole page once per screen (seconds on a canvas of 100 screens).
 */
function flush(): void {
  scheduled = false;
  const screens = [...pending].filter((screen) => screen.isConnected);
  pending.clear();
  for (const screen of screens) {
    screen.style.left = '';
    screen.style.top = '';
  }
  const places = screens.map((screen) => screen.getBoundingClientRect());
  screens.forEach((screen, i) => {
    const { left, top } = places[i];
    // a layout offset (the screen is position: relative), not a transform: inside a transform the
    // browser no longer rounds the widgets' edges to pixels, and they blur
    screen.style.left = `${Math.round(left) - left}px`;
    screen.style.top = `${Math.round(top) - top}px`;
  });
}

function queue(screens: Iterable<HTMLElement>): void {
  for (const screen of screens) pending.add(screen);
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(flush);
}

const queueAll = () => queue(shown);

function watchLayout(screen: HTMLElement): () => void {
  shown.add(screen);
  if (!layoutWatch && typeof ResizeObserver !== 'undefined') {
    // content loading above a screen (a heading, an image, a web font) moves it without a resize
    layoutWatch = new ResizeObserver(queueAll);
    layoutWatch.observe(document.body);
    window.addEventListener('resize', queueAll);
    void document.fonts?.ready.then(queueAll);
  }
  return () => {
    shown.delete(screen);
    pending.delete(screen);
    if (shown.size === 0 && layoutWatch) {
      layoutWatch.disconnect();
      layoutWatch = undefined;
      window.removeEventListener('resize', queueAll);
    }
  };
}

/** Moves a screen by less than a pixel onto whole pixels: after each draw, and whenever the page's layout may have moved it. */
export function useSnapToPixels(element: RefObject<HTMLDivElement | null>, enabled: boolean): void {
  useLayoutEffect(() => {
    const screen = element.current;
    if (!enabled || !screen) return;
    queue([screen]);
    return watchLayout(screen);
  });
}
