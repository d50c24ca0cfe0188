// My prototypes: the cards of the list answer of GET /rest/apps/?summary=true, the recent ones, search.
import type { AppSummary, TeamRole } from '@protolab/shared';

/** An app's card in my prototypes: its summary with the document's loose fields made safe. */
export interface PrototypeCard {
  id: string;
  name: string;
  type: string;
  screenSize: { w: number; h: number } | null;
  created: number;
  updated: number;
  /** the caller's role in the app's team */
  role: TeamRole | undefined;
  screens: number;
  widgets: number;
}

/** How many prototypes "recent" shows. */
export const RECENT_COUNT = 4;

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function toCard(raw: AppSummary): PrototypeCard {
  const size = raw.screenSize as { w?: unknown; h?: unknown } | undefined;
  const counts = raw.counts ?? {};
  const role = raw.role;
  return {
    id: String(raw.id),
    name: typeof raw.name === 'string' ? raw.name : '',
    type: typeof raw.type === 'string' ? raw.type : 'smartphone',
    screenSize: size && typeof size.w === 'number' && typeof size.h === 'number' ? { w: size.w, h: size.h } : null,
    created: num(raw.created),
    updated: num(raw.updated),
    role: role === 'owner' || role === 'write' || role === 'read' ? role : undefined,
    screens: num(counts.screens),
    widgets: num(counts.widgets),
  };
}

/** The last changed first, at most RECENT_COUNT. */
export function recentApps(apps: readonly PrototypeCard[], count = RECENT_COUNT): PrototypeCard[] {
  return [...apps].sort((a, b) => b.updated - a.updated || a.name.localeCompare(b.name)).slice(0, count);
}

/** By name, holding every word of the query (any case, any order). */
export function searchApps(apps: readonly PrototypeCard[], query: string): PrototypeCard[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return apps
    .filter((app) => {
      const name = app.name.toLocaleLowerCase();
      return words.every((word) => name.includes(word));
    })
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.id.localeCompare(b.id));
}
