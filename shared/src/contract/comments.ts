// The comment calls' inputs (/rest/comments/…): a message of 1..MAX_COMMENT_LENGTH characters, and a
// type that can stand in a path.
import { z } from 'zod';
import { MAX_COMMENT_LENGTH } from '../constants';
import { idField } from '../model/fields';
import { okResponseSchema } from './answers';

const message = z
  .string()
  .trim()
  .min(1, 'A comment needs a message')
  .max(MAX_COMMENT_LENGTH, `A comment has at most ${MAX_COMMENT_LENGTH} characters`);

export const commentInputSchema = z.strictObject({
  /** Client-made id; the server makes one when missing. */
  id: idField().optional(),
  type: z
    .string()
    .regex(/^[A-Za-z][\w-]{0,63}$/, 'Type is a name such as "screen", "widget" or "session"')
    .optional(),
  reference: idField().nullish(),
  message,
  parentId: idField().nullish(),
  /** The existing product's comment tool sends its author along; the author is always the caller. */
  user: z.unknown().optional(),
});
export type CommentInput = z.input<typeof commentInputSchema>;

export const commentUpdateInputSchema = z.strictObject({ message });
export type CommentUpdateInput = z.input<typeof commentUpdateInputSchema>;

/** DELETE of a comment: it goes with the replies below it, `deleted` counts them all. */
export const commentDeleteAnswerSchema = okResponseSchema.extend({ deleted: z.int().min(1) });
export type CommentDeleteAnswer = z.infer<typeof commentDeleteAnswerSchema>;
