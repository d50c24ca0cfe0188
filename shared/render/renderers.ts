// The drawing of each widget type, one file each under widgets/<family>/<Type>.tsx, found by name
// and loaded on demand: a prototype downloads the renderers of the types it uses, nothing more.
import { useEffect, useState } from 'react';
import type { App } from '@protolab/shared';
import type { WidgetRendererModule } from './widgetRenderer';

const sources = import.meta.glob<WidgetRendererModule>(['./widgets/*/*.tsx', '!./widgets/**/*.test.tsx']);

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

/** Every widget type a prototype uses. */
export function widgetTypesOf(app: App): string[] {
  return [...new Set(Object.values(app.widgets).map((w) => w.type))];
}

/** Whether the renderers of an app's types are loaded; loads them when not. */
export function useWidgetRenderers(app: App): boolean {
  const types = widgetTypesOf(app);
  const key = types.sort().join(' ');
  const [ready, setReady] = useState(() => isReady(types));
  useEffect(() => {
    const wanted = key.split(' ');
    if (isReady(wanted)) {
      setReady(true);
      return;
    }
    let live = true;
    setReady(false);
    loadWidgetRenderers(wanted).then(
      () => live && setReady(true),
      () => live && setReady(true), // draw what loaded; the rest as plain boxes
    );
    return () => {
      live = false;
    };
  }, [key]);
  return ready;
}
