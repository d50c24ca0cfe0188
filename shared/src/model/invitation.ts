import { z } from 'zod';
import { MAX_NAME_LENGTH } from '../constants';

/** What a hash link grants: "test" plays the prototype and records; "read" and "write" open it in the workbench. */
export const INVITATION_PERMISSIONS = ['test', 'read', 'write'] as const;
export type InvitationPermission = (typeof INVITATION_PERMISSIONS)[number];

export const invitationHashSchema = z
  .string()
  .min(8, 'Invitation hash is too short')
  .max(128)
  .regex(/^[A-Za-z0-9_-]*$/, 'Invitation hash may hold only letters, digits, "_" and "-"');

export const invitationSchema = z.looseObject({
  hash: invitationHashSchema,
  appId: z.string(),
  permission: z.enum(INVITATION_PERMISSIONS),
  /** A password the tester must enter before the test (password prompt). */
  password: z.string().max(MAX_NAME_LENGTH).optional(),
});
export type Invitation = z.infer<typeof invitationSchema>;
