import { z } from 'zod';
import { idField, nameField } from './fields';

// The variants of an A/B study (issue 39): a test of one prototype runs two to four of them behind its
// one share link, each new tester on one of them. A variant plays a saved version of the prototype,
// its current draft, or another prototype of the designer's with the same task flows.

export const MIN_STUDY_VARIANTS = 2;
export const MAX_STUDY_VARIANTS = 4;

export const variantSourceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('draft') }),
  z.strictObject({ kind: z.literal('version'), versionId: idField() }),
  z.strictObject({ kind: z.literal('app'), appId: idField() }),
]);
export type VariantSource = z.infer<typeof variantSourceSchema>;

export const studyVariantSchema = z.strictObject({
  /** stays the same while the test runs: sessions and assignments name it */
  id: idField(),
  name: nameField().min(1, 'A variant needs a name'),
  source: variantSourceSchema,
});
export type StudyVariant = z.infer<typeof studyVariantSchema>;

/** The variant list of a test: none (no A/B study), or two to four with different ids. */
export const studyVariantsSchema = z
  .array(studyVariantSchema)
  .min(MIN_STUDY_VARIANTS, `An A/B test runs ${MIN_STUDY_VARIANTS} to ${MAX_STUDY_VARIANTS} variants`)
  .max(MAX_STUDY_VARIANTS, `An A/B test runs ${MIN_STUDY_VARIANTS} to ${MAX_STUDY_VARIANTS} variants`)
  .superRefine((variants, ctx) => {
    const seen = new Set<string>();
    variants.forEach((variant, index) => {
      if (seen.has(variant.id))
        ctx.addIssue({ code: 'custom', message: 'Two variants have this id', path: [index, 'id'] });
      seen.add(variant.id);
    });
  });

/** What the player is told to play: its variant and that variant's prototype (GET …/variant.json). */
export interface VariantAssignment {
  variant: string;
  name: string;
  /** the saved version played; null for a draft or another prototype */
  versionId: string | null;
  /** the prototype whose document this is */
  appId: string;
}
