import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '../constants';
import { passwordField } from '../model/fields';

/** POST /rest/apps/{id}/invitation/password.json: sets the test's password, or clears it with null. */
export const invitationPasswordInputSchema = z.strictObject({ password: passwordField().nullable() });
export type InvitationPasswordInput = z.input<typeof invitationPasswordInputSchema>;

/** POST /rest/invitation/{hash}/password.json: a tester trades the test's password for a token. */
export const invitationUnlockInputSchema = z.strictObject({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(MAX_PASSWORD_LENGTH),
});
export type InvitationUnlockInput = z.input<typeof invitationUnlockInputSchema>;

/** The token a password-protected test hands out, sent back as `X-Invitation-Token`. */
export const invitationTokenSchema = z.strictObject({ token: z.string(), expires: z.number() });
export type InvitationToken = z.infer<typeof invitationTokenSchema>;

/** GET /rest/invitation/{hash}/update.json: lets a cached prototype check for a newer version. */
export const appUpdateInfoSchema = z.strictObject({ lastUpdate: z.number() });
export type AppUpdateInfo = z.infer<typeof appUpdateInfoSchema>;

/**
 * GET /rest/invitation/{appId}.json: our client asks `shape=list` and gets the invitations; without
 * it the answer is the existing product's map of hash → permission number (test 1, read 2, write 3),
 * which its share dialog reads.
 */
export const invitationListQuerySchema = z.looseObject({
  shape: z.enum(['list', 'map'], 'shape must be list or map').optional(),
});
export type InvitationListShape = NonNullable<z.output<typeof invitationListQuerySchema>['shape']>;

/** GET /rest/invitation/{hash}/variant.json: the tester, by the player's id on its device (A/B studies). */
export const testerQuerySchema = z.looseObject({
  tester: z.string({ error: 'tester is required' }).min(1, 'tester is required').max(128, 'At most 128 characters'),
});
