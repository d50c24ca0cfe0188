// The query string of GET /rest/figures/{id}.json, which the API reads with figuresQuerySchema
// (contract/figures.ts). Apart from that schema, so that the client does not bundle zod for it.
import type { TagFilter } from '../analytics/studyFigures';

/** The query string of a filter. */
export function figuresQuery(filter: TagFilter | undefined): string {
  const pairs: string[] = [];
  const add = (key: string, value: string) => pairs.push(`${key}=${encodeURIComponent(value)}`);
  for (const tag of filter?.tags ?? []) add('tag', tag);
  if (filter?.tagMode === 'all') add('mode', 'all');
  for (const session of filter?.sessions ?? []) add('session', session);
  if (filter?.variant) add('variant', filter.variant);
  return pairs.length ? `?${pairs.join('&')}` : '';
}
