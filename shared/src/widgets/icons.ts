// Icons are Material Design Icons, stored as quant-ux stores them: "mdi mdi-<name>".
import type { App } from '../model/app';

const NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MENTION = /\bmdi-([a-z0-9]+(?:-[a-z0-9]+)*)/g;

/** "mdi mdi-close" → "close"; anything else → null. */
export function iconName(icon: unknown): string | null {
  if (typeof icon !== 'string') return null;
  const name = icon
    .split(/\s+/)
    .find((part) => part.startsWith('mdi-'))
    ?.slice(4);
  return name && NAME.test(name) ? name : null;
}

function collect(value: unknown, into: Set<string>, depth: number): void {
  if (typeof value === 'string') {
    for (const match of value.matchAll(MENTION)) into.add(match[1]);
  } else if (Array.isArray(value) && depth > 0) {
    for (const item of value) collect(item, into, depth - 1);
  } else if (typeof value === 'object' && value !== null && depth > 0) {
    for (const item of Object.values(value)) collect(item, into, depth - 1);
  }
}

/** Every icon a prototype can show: in any style state, prop or template of its widgets. */
export function iconNamesOf(app: App): string[] {
  const names = new Set<string>();
  const holders = [...Object.values(app.widgets), ...Object.values(app.templates ?? {})];
  for (const holder of holders) {
    for (const key of ['style', 'hover', 'focus', 'active', 'error', 'props'] as const) {
      collect((holder as Record<string, unknown>)[key], names, 4);
    }
  }
  return [...names].sort();
}
