// The versions calls' input (POST /rest/apps/{id}/versions.json): a name and why the version is saved.
import { z } from 'zod';
import { VERSION_TRIGGERS } from '../model/appVersion';
import { nameField } from '../model/fields';

export const versionInputSchema = z.strictObject({
  name: nameField().min(1, 'A version needs a name'),
  trigger: z.enum(VERSION_TRIGGERS).default('manual'),
});
export type VersionInput = z.input<typeof versionInputSchema>;
