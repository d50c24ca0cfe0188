// POST /rest/log/error: what a front end sends when it fails.
import { z } from 'zod';
import { LOG_RING_BUFFER_SIZE, MAX_TEXT_LENGTH, MAX_URL_LENGTH } from '../constants';
import { timestampField } from '../model/fields';

export const logEntrySchema = z.strictObject({
  level: z.enum(['debug', 'info', 'warn', 'error']),
  message: z.string().max(MAX_TEXT_LENGTH),
  time: timestampField(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

/** POST /rest/log/error: a front-end error with the last log lines before it. */
export const errorLogInputSchema = z.strictObject({
  message: z.string().min(1).max(MAX_TEXT_LENGTH),
  stack: z.string().max(MAX_TEXT_LENGTH).optional(),
  url: z.string().max(MAX_URL_LENGTH).optional(),
  userAgent: z.string().max(MAX_URL_LENGTH).optional(),
  time: timestampField().optional(),
  /** The log ring buffer, oldest first. */
  entries: z.array(logEntrySchema).max(LOG_RING_BUFFER_SIZE).default([]),
});
export type ErrorLogInput = z.input<typeof errorLogInputSchema>;
