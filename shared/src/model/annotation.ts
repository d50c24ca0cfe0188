import { z } from 'zod';

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
