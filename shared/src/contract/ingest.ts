// POST /rest/invitation/{appId}/{hash}/events.json and …/mouse.json: what a tester's upload answers.
import { z } from 'zod';

/** A record of an upload the server did not store. */
export const ingestErrorSchema = z.strictObject({
  index: z.number(),
  id: z.string().optional(),
  field: z.string(),
  message: z.string(),
});
export type IngestError = z.infer<typeof ingestErrorSchema>;

/**
 * Answer to an upload of events or mouse tracks: the ids the server holds (re-sending is always
 * safe). With bad records it is a 422 whose body also holds these fields: the good ones are stored.
 */
export const ingestResponseSchema = z.looseObject({ stored: z.array(z.string()), errors: z.array(ingestErrorSchema) });
export type IngestResponse = z.infer<typeof ingestResponseSchema>;
