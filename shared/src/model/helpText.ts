import { z } from 'zod';

/** A help page; the texts ship with the front end (no call). */
export const helpTextSchema = z.object({
  id: z.string(),
  topic: z.string(),
  subtopic: z.string().optional(),
  title: z.string(),
  /** Paragraphs, in order. */
  body: z.array(z.string()),
});
export type HelpText = z.infer<typeof helpTextSchema>;
