import { useEffect } from 'react';
import { session } from './session';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** Runs the session rules while the app is open and tells them about the user's activity. */
export function useSessionWatch(): void {
  useEffect(() => {
    session.start();
    const activity = () => session.activity();
    const shown = () => {
      if (document.visibilityState === 'visible') session.activity();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, activity, { passive: true, capture: true });
    document.addEventListener('visibilitychange', shown);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, activity, { capture: true });
      document.removeEventListener('visibilitychange', shown);
      session.stop();
    };
  }, []);
}
