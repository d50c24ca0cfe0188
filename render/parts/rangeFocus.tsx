// A visible focus ring for the range family's custom controls, shown when focus came from the
// keyboard (a click focuses without a ring, as browsers do for native controls).
import { useState, type CSSProperties, type FocusEvent } from 'react';

function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

export function useFocusRing() {
  const [ring, setRing] = useState(false);
  return {
    ringCss: (ring ? { outline: '2px solid currentColor', outlineOffset: -2 } : { outline: 'none' }) as CSSProperties,
    focusHandlers: {
      onFocus: (e: FocusEvent<HTMLElement>) => setRing(focusVisible(e.currentTarget)),
      onBlur: () => setRing(false),
    },
  };
}
