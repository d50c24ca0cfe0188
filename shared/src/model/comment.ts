import { z } from 'zod';

export const commentAuthorSchema = z.looseObject({
  id: z.string(),
  name: z.string().optional(),
  lastname: z.string().optional(),
  image: z.string().nullish(),
});
export type CommentAuthor = z.infer<typeof commentAuthorSchema>;

export const commentSchema = z.looseObject({
  id: z.string(),
  appId: z.string(),
  /** What the comment is about, listed by it: "overview", "screen", "widget", "session"… */
  type: z.string().optional(),
  /** Id of the screen, widget or session commented on. */
  reference: z.string().nullish(),
  message: z.string(),
  /** Set on a reply. */
  parentId: z.string().nullish(),
  /** Set by the server from the login, or from the invitation for testers. */
  user: commentAuthorSchema.optional(),
  /** Invitation hash of a tester's comment. */
  hash: z.string().optional(),
  /**
   * Only in the answer to a comment made through an invitation link: the secret its author sends
   * (X-Comment-Key) to edit or delete it, since every tester of a link shares the hash.
   */
  authorKey: z.string().optional(),
  created: z.number(),
  lastUpdate: z.number().optional(),
});
export type AppComment = z.infer<typeof commentSchema>;
