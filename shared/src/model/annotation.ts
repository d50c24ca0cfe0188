import { z } from 'zod';
import { MAX_NAME_LENGTH, MAX_TAGS_PER_ANNOTATION } from '../constants';
import { idField, nameField, textField, timestampField } from './fields';

/** "session": the designer's verdict on a test session; "tag": tags set on moments of its replay. */
export const ANNOTATION_KINDS = ['session', 'tag'] as const;
export type AnnotationKind = (typeof ANNOTATION_KINDS)[number];

export const annotationTagSchema = z.looseObject({
  tag: z.string(),
  /** Offset into the session replay, ms. */
  start: z.number().optional(),
  end: z.number().optional(),
});
export type AnnotationTag = z.infer<typeof annotationTagSchema>;

export const annotationSchema = z.looseObject({
  id: z.string(),
  appId: z.string(),
  kind: z.enum(ANNOTATION_KINDS),
  /** The session id. */
  reference: z.string(),
  /** false: leave the session out of analytics (the legacy product's field name). */
  isValid: z.boolean().default(true),
  /** Task id → success, overriding the task matching for this session. */
  tasks: z.record(z.string(), z.boolean()).default({}),
  tags: z.array(annotationTagSchema).default([]),
  note: z.string().optional(),
  userId: z.string().optional(),
  created: z.number().optional(),
  lastUpdate: z.number().optional(),
});
export type Annotation = z.infer<typeof annotationSchema>;

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
