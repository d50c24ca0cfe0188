// Space held is the canvas's pan key (with a drag). Over a focused button the browser would press
// the button when Space is released, after the pan (a screen's name would bring its screen back
// into view, undoing the pan): the button is pressed by a tap of Space only, not by a pan.
import { useEffect, useRef } from 'react';

export interface SpaceKey {
  /** Space is down (not typed into a field) */
  held: boolean;
  /** a pan began while it was held */
  panned: boolean;
}

const BUTTON = 'button, [role="button"]';

export function useSpaceKey() {
  const space = useRef<SpaceKey>({ held: false, panned: false });
  useEffect(() => {
    let button: HTMLElement | null = null;
    const down = (e: KeyboardEvent) => {
      if (e.code !== 'Space' || e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
      if (!e.repeat) space.current = { held: true, panned: false };
      if (e.target instanceof HTMLElement && !e.target.isContentEditable && e.target.matches(BUTTON)) {
        e.preventDefault();
        button = e.target;
      }
    };
    const up = (e: KeyboardEvent) => {
      if (e.code !== 'Space') return;
      const { panned } = space.current;
      space.current = { held: false, panned: false };
      const pressed = button;
      button = null;
      if (pressed && e.target === pressed) {
        e.preventDefault();
        if (!panned) pressed.click();
      }
    };
    addEventListener('keydown', down);
    addEventListener('keyup', up);
    return () => {
      removeEventListener('keydown', down);
      removeEventListener('keyup', up);
    };
  }, []);
  return space;
}
