// The versions calls' input (POST /rest/apps/{id}/versions.json): a name, why the version is saved
// and, for the automatic version before an import, the document as it was just before it.
import { z } from 'zod';
import { VERSION_TRIGGERS } from '../model/appVersion';
import { nameField } from '../model/fields';

export const versionInputSchema = z.strictObject({
  name: nameField().min(1, 'A version needs a name'),
  trigger: z.enum(VERSION_TRIGGERS).default('manual'),
  /**
   * Only with trigger "import": the editor's document one command back (the import has already
   * run in the editor, and may be saved before this call). Checked as a saved document is.
   */
  doc: z.unknown().optional(),
});
export type VersionInput = z.input<typeof versionInputSchema>;
