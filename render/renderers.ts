// The drawing of each widget type, one file each under widgets/<family>/<Type>.tsx, found by name
// and loaded on demand: a prototype downloads the renderers of the types it uses, nothing more.
import { useEffect, useMemo, useState } from 'react';
import { resolveScreenWidgets, type App } from '@protolab/shared';
import type { WidgetRendererModule } from './widgetRenderer';

// a type's drawing is the file named for the type (capitalised); lower-case files are their helpers
const sources = import.meta.glob<WidgetRendererModule>('./widgets/*/[A-Z]*.tsx');

const loaders = new Map<string, () => Promise<WidgetRendererModule>>(
  Object.entries(sources).map(([path, load]) => [path.slice(path.lastIndexOf('/') + 1, -'.tsx'.length), load]),
);
const loaded = new Map<string, WidgetRendererModule>();
const pending = new Map<string, Promise<void>>();

/** The renderer of a type once loaded; undefined before, and for types without one (drawn as a plain box). */
export function widgetRenderer(type: string): WidgetRendererModule | undefined {
  return loaded.get(type);
}

function isReady(types: Iterable<string>): boolean {
  for (const type of types) if (loaders.has(type) && !loaded.has(type)) return false;
  return true;
}

/** Loads the renderers of these types (already loaded ones are not fetched again). */
export function loadWidgetRenderers(types: Iterable<string>): Promise<void> {
  const waits: Promise<void>[] = [];
  for (const type of new Set(types)) {
    const load = loaders.get(type);
    if (!load || loaded.has(type)) continue;
    let wait = pending.get(type);
    if (!wait) {
      wait = load().then((module) => void loaded.set(type, module));
      pending.set(type, wait);
      // a failed chunk (offline, never cached) may be tried again later
      wait.catch(() => pending.delete(type));
    }
    waits.push(wait);
  }
  return Promise.all(waits).then(() => undefined);
}

/** Loads the renderers of every type: for the editor, whose canvas and palette draw many types at once. */
export function loadAllWidgetRenderers(): Promise<void> {
  return loadWidgetRenderers(loaders.keys());
}

/** Every widget type a prototype uses. */
export function widgetTypesOf(app: App): string[] {
  return [...new Set(Object.values(app.widgets).map((w) => w.type))];
}

/** The widget types these screens show: their own and inherited widgets, and those of the screens their segments embed. */
function widgetTypesOn(app: App, screenIds: readonly string[]): string[] {
  const types = new Set<string>();
  const add = (screenId: string, depth: number) => {
    for (const widget of resolveScreenWidgets(app, screenId)) {
      types.add(widget.type);
      const embedded = widget.props?.screenID;
      if (widget.type === 'ScreenSegment' && typeof embedded === 'string' && depth === 0) add(embedded, 1);
    }
  };
  for (const screenId of screenIds) if (app.screens[screenId]) add(screenId, 0);
  return [...types];
}

/**
 * Whether the drawings the given screens need are loaded (all screens when none are named), loading
 * them when not; the rest of the prototype's types load after, so the next screens come at once.
 * Should a chunk fail (offline, never cached), the screens are drawn with what loaded.
 */
export function useWidgetRenderers(app: App, screenIds?: readonly string[]): boolean {
  // a canvas asks every frame of a pan: the types of 2,000 widgets are gathered once per document
  const types = useMemo(
    () => (screenIds ? widgetTypesOn(app, screenIds) : widgetTypesOf(app)).sort(),
    [app, screenIds],
  );
  const key = types.join(' ');
  const [settled, setSettled] = useState<string | null>(null);
  const ready = settled === key || isReady(types);
  useEffect(() => {
    let live = true;
    const done = () => {
      if (live) setSettled(key);
      void loadWidgetRenderers(widgetTypesOf(app)).catch(() => undefined);
    };
    loadWidgetRenderers(key ? key.split(' ') : []).then(done, done);
    return () => {
      live = false;
    };
  }, [key, app]);
  return ready;
}
