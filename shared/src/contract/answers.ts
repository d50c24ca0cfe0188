// Answers shared by calls of every resource. The error body of all of them is model/apiError.ts.
import { z } from 'zod';

/** What a call that only does something answers (logout, password mails, deletes…). */
export const okResponseSchema = z.strictObject({ status: z.literal('ok') });
export type OkResponse = z.infer<typeof okResponseSchema>;
