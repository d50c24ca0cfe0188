import { useEffect, useState, type CSSProperties } from 'react';
import { iconName } from '@protolab/shared';
import { useRenderEnvironment } from '../RenderContext';

// Icons are Material Design Icons, named as the quant-ux format stores them ("mdi mdi-close").
// Each is fetched on first use as its own small SVG (the service worker keeps it for offline play)
// and drawn inline in the current colour.

const paths = new Map<string, Promise<string | null>>();
const known = new Map<string, string | null>();

function loadPath(address: string): Promise<string | null> {
  let wait = paths.get(address);
  if (!wait) {
    wait = fetch(address).then(
      async (answer) => {
        // an unknown icon stays blank; a known one is its first path
        const d = answer.ok ? (/\bd="([^"]+)"/.exec(await answer.text())?.[1] ?? null) : null;
        known.set(address, d);
        return d;
      },
      () => {
        paths.delete(address); // offline and never cached: tried again on the next draw
        return null;
      },
    );
    paths.set(address, wait);
  }
  return wait;
}

/**
 * Loads icons by their addresses ahead of a drawing, so that its first frame has them instead of
 * blanks filled in a moment later; settles once each has loaded or failed.
 */
export function preloadIcons(addresses: readonly string[]): Promise<void> {
  return Promise.all(addresses.map(loadPath)).then(() => undefined);
}

/** An icon by its stored name, `size` CSS px square, in `currentColor`; nothing while it loads or for an unknown name. */
export function IconGlyph({ icon, size, style }: { icon: string | null; size: number; style?: CSSProperties }) {
  const address = useRenderEnvironment().icon;
  const name = iconName(icon);
  const url = name ? address(name) : null;
  const [d, setD] = useState<string | null>(() => (url ? (known.get(url) ?? null) : null));
  useEffect(() => {
    if (!url) return setD(null);
    if (known.has(url)) return setD(known.get(url) ?? null);
    let live = true;
    loadPath(url).then((path) => live && setD(path));
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <svg
      className="pl-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden
      data-icon={name ?? undefined}
      style={{ flex: 'none', ...style }}
    >
      {d && <path d={d} fill="currentColor" />}
    </svg>
  );
}
