import { useEffect } from 'react';
import type { App } from '@protolab/shared';

/**
 * Says the screen shown (the topmost overlay, or the screen under it) to screen readers when it
 * changes, through a polite live region that is not seen, and names the page after it.
 */
export function ScreenAnnouncer({ app, screenId }: { app: App; screenId: string }) {
  const name = app.screens[screenId]?.name ?? '';
  useEffect(() => {
    const before = document.title;
    document.title = name && app.name ? `${name} · ${app.name}` : name || before;
    return () => {
      document.title = before;
    };
  }, [name, app.name]);
  return (
    <p className="pl-visually-hidden" aria-live="polite">
      {name}
    </p>
  );
}
