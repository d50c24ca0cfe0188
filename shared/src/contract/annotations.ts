// The annotation calls' inputs (/rest/annotations/apps/…): a session's verdict or a tag definition.
import { z } from 'zod';
import { MAX_NAME_LENGTH, MAX_TAGS_PER_ANNOTATION } from '../constants';
import { ANNOTATION_KINDS } from '../model/annotation';
import { idField, nameField, textField, timestampField } from '../model/fields';

const tagInput = z.strictObject({
  tag: z.string().trim().min(1, 'A tag needs a name').max(MAX_NAME_LENGTH),
  start: timestampField().optional(),
  end: timestampField().optional(),
});

const editableAnnotation = {
  isValid: z.boolean(),
  tasks: z.record(idField(), z.boolean()),
  tags: z.array(tagInput).max(MAX_TAGS_PER_ANNOTATION),
  note: textField(),
};

export const annotationInputSchema = z.strictObject({
  /** Client-made id; the server makes one when missing. */
  id: idField().optional(),
  kind: z.enum(ANNOTATION_KINDS),
  reference: idField(),
  isValid: editableAnnotation.isValid.default(true),
  tasks: editableAnnotation.tasks.default({}),
  tags: editableAnnotation.tags.default([]),
  note: editableAnnotation.note.optional(),
});
export type AnnotationInput = z.input<typeof annotationInputSchema>;

const colorField = () =>
  z
    .string()
    .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, 'Colour must be a hex colour such as #ff8800');

/** The fields of a tag definition (kind "tag"): its name, colour and note. */
export const tagAnnotationFields = {
  name: nameField().min(1, 'A tag needs a name'),
  color: colorField(),
  note: textField(),
};

/** A new tag definition. */
export const tagAnnotationInputSchema = z.strictObject({
  id: idField().optional(),
  kind: z.literal('tag'),
  name: tagAnnotationFields.name,
  color: tagAnnotationFields.color.optional(),
  note: tagAnnotationFields.note.optional(),
});
export type TagAnnotationInput = z.input<typeof tagAnnotationInputSchema>;

export const annotationUpdateInputSchema = z.strictObject(editableAnnotation).partial();
export type AnnotationUpdateInput = z.input<typeof annotationUpdateInputSchema>;

/** POST /rest/annotations/apps/{id}: a new verdict on a session, or a new tag. */
export const annotationCreateInputSchema = z.discriminatedUnion('kind', [
  annotationInputSchema.extend({ kind: z.literal('session') }),
  tagAnnotationInputSchema,
]);
export type AnnotationCreateInput = z.input<typeof annotationCreateInputSchema>;

/** POST /rest/annotations/apps/{id}/{annotationId}.json of a tag: its editable fields. */
export const tagAnnotationUpdateInputSchema = z.strictObject(tagAnnotationFields).partial();
export type TagAnnotationUpdateInput = z.input<typeof tagAnnotationUpdateInputSchema>;
