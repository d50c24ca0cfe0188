import { z } from 'zod';

/** What a hash link grants: "test" plays the prototype and records; "read" and "write" open it in the workbench. */
export const INVITATION_PERMISSIONS = ['test', 'read', 'write'] as const;
export type InvitationPermission = (typeof INVITATION_PERMISSIONS)[number];

export const invitationHashSchema = z
  .string()
  .min(8, 'Invitation hash is too short')
  .max(128)
  .regex(/^[A-Za-z0-9_-]*$/, 'Invitation hash may hold only letters, digits, "_" and "-"');

/** An invitation as the designer sees it; the password itself never leaves the server. */
export const invitationSchema = z.looseObject({
  hash: invitationHashSchema,
  appId: z.string(),
  permission: z.enum(INVITATION_PERMISSIONS),
  /** The tester must enter a password before the test. */
  hasPassword: z.boolean().default(false),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** What a hash grants, as the tester's call answers it. */
export type InvitationGrant = Pick<Invitation, 'appId' | 'permission'>;
