// The calls on a study's mouse tracks (/rest/mouse/…): the list's query and its keyset page.
import { z } from 'zod';
import { mouseTrackSchema } from '../model/mouseTrack';
import { cursorParam, pageLimit } from './events';

/**
 * GET /rest/mouse/{id}.json: without `after`, the whole list; with `after` ('' for the first page,
 * then the previous page's `next`), one keyset page of at most `limit` tracks. Other keys are ignored.
 */
export const mouseListQuerySchema = z.object({ after: cursorParam.optional(), limit: pageLimit.optional() });

/** One keyset page of mouse tracks, as EventKeysetPage. */
export const mousePageSchema = z.strictObject({ tracks: z.array(mouseTrackSchema), next: z.string().nullable() });
export type MousePage = z.infer<typeof mousePageSchema>;
