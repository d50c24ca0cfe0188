// GET /rest/figures/{id}.json and /examples/figures/{id}.json: a study's figures (AnalyticsFigures,
// analytics/studyFigures.ts), of the sessions the query's filter keeps; …/{id}/{section}.json: one
// section of them (analytics/figureSections.ts), same query.
import { z } from 'zod';
import type { TagFilter } from '../analytics/studyFigures';

/** Sessions one filter may name (a pick from the session list). */
export const FIGURES_MAX_SESSIONS = 500;

const oneOrMore = (item: z.ZodString, max: number) =>
  z
    .union([item, z.array(item)])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
    .pipe(z.array(item).max(max, `At most ${max}`));

/** The query: `tag` and `session` repeated, `mode` any (default) or all, `variant` an A/B study's. */
export const figuresQuerySchema = z
  .object({
    tag: oneOrMore(z.string().trim().min(1).max(64), 50),
    mode: z.enum(['any', 'all']).default('any'),
    session: oneOrMore(z.string().min(1).max(128), FIGURES_MAX_SESSIONS),
    variant: z.string().min(1).max(64).optional(),
  })
  .transform(({ tag, mode, session, variant }): TagFilter => ({
    tags: tag,
    tagMode: mode,
    sessions: session,
    ...(variant !== undefined && { variant }),
  }));
