// The annotation calls' inputs (/rest/annotations/apps/…): a session's verdict or a tag definition.
import { z } from 'zod';
import { annotationInputSchema, tagAnnotationFields, tagAnnotationInputSchema } from '../model/annotation';

/** POST /rest/annotations/apps/{id}: a new verdict on a session, or a new tag. */
export const annotationCreateInputSchema = z.discriminatedUnion('kind', [
  annotationInputSchema.extend({ kind: z.literal('session') }),
  tagAnnotationInputSchema,
]);
export type AnnotationCreateInput = z.input<typeof annotationCreateInputSchema>;

/** POST /rest/annotations/apps/{id}/{annotationId}.json of a tag: its editable fields. */
export const tagAnnotationUpdateInputSchema = z.strictObject(tagAnnotationFields).partial();
export type TagAnnotationUpdateInput = z.input<typeof tagAnnotationUpdateInputSchema>;
