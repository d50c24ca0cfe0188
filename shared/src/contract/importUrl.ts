// POST /rest/import/url: a description file (an API description) the API fetches for a designer
// whose browser cannot (CORS). Only http(s) addresses; the API refuses private ones.
import { z } from 'zod';

/** The longest address the fetch takes. */
export const IMPORT_URL_MAX_CHARS = 2000;

export const importUrlInputSchema = z.strictObject({
  url: z
    .string()
    .trim()
    .min(1, 'An address is required')
    .max(IMPORT_URL_MAX_CHARS)
    .regex(/^https?:\/\//i, 'Only http and https addresses can be loaded'),
});
export type ImportUrlInput = z.infer<typeof importUrlInputSchema>;

/** The answer: the file's bytes as text and the type its server declared. */
export interface ImportUrlAnswer {
  text: string;
  contentType: string;
}
