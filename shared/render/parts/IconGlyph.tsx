import { useEffect, useState, type CSSProperties } from 'react';
import { useRenderEnvironment } from '../RenderContext';

// Icons are Material Design Icons, named as the quant-ux format stores them ("mdi mdi-close").
// Each is fetched on first use as its own small SVG (the service worker keeps it for offline play)
// and drawn inline in the current colour.

const paths = new Map<string, Promise<string | null>>();
const known = new Map<string, string | null>();
const NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** "mdi mdi-close" → "close"; anything else → null. */
export function iconName(icon: string | null | undefined): string | null {
  const name = icon
    ?.split(/\s+/)
    .find((part) => part.startsWith('mdi-'))
    ?.slice(4);
  return name && NAME.test(name) ? name : null;
}

function loadPath(address: string): Promise<string | null> {
  let wait = paths.get(address);
  if (!wait) {
    wait = fetch(address)
      .then((answer) => (answer.ok ? answer.text() : ''))
      .then((svg) => /\bd="([^"]+)"/.exec(svg)?.[1] ?? null)
      .catch(() => null)
      .then((d) => (known.set(address, d), d));
    paths.set(address, wait);
  }
  return wait;
}

/** Loads the icons of a prototype ahead of drawing (and so into the offline cache). */
export function preloadIcons(names: Iterable<string>, address: (name: string) => string): Promise<void> {
  return Promise.all([...names].map((name) => loadPath(address(name)))).then(() => undefined);
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
