// A study's recorded data added to a prototype by its designer (a study import): events and mouse
// tracks as the tester uploads take them, session annotations, tag definitions and comments.
import { z } from 'zod';
import { MAX_EVENT_BATCH, MAX_MOUSE_BATCH, MAX_STUDY_NOTES_BATCH } from '../constants';
import { commentInputSchema } from './comments';
import { annotationInputSchema, tagAnnotationInputSchema } from './annotations';
import { eventUploadSchema } from '../model/event';
import { timestampField } from '../model/fields';
import { mouseTrackUploadSchema } from '../model/mouseTrack';

/** When the record was made and last changed where it comes from; kept. */
const importedTimes = { created: timestampField().optional(), lastUpdate: timestampField().optional() };

/** A session annotation (the verdict on a session) or a tag definition, as the study import sends it. */
export const studyAnnotationSchema = z.discriminatedUnion('kind', [
  annotationInputSchema.extend({ kind: z.literal('session'), ...importedTimes }),
  tagAnnotationInputSchema.extend(importedTimes),
]);
export type StudyAnnotation = z.input<typeof studyAnnotationSchema>;

/** A comment as the study import sends it: what it says and what it is about; its author is not kept. */
export const studyCommentSchema = commentInputSchema.extend(importedTimes);
export type StudyComment = z.input<typeof studyCommentSchema>;

/** The parts of a study and the most records of each one request may carry. */
export const STUDY_PARTS = {
  events: MAX_EVENT_BATCH,
  mouse: MAX_MOUSE_BATCH,
  annotations: MAX_STUDY_NOTES_BATCH,
  comments: MAX_STUDY_NOTES_BATCH,
} as const;
export type StudyPart = keyof typeof STUDY_PARTS;

/** One request of a study import (POST /rest/apps/{id}/study.json): any of the parts, each within its limit. */
export const studyBatchSchema = z.strictObject({
  events: z.array(eventUploadSchema).max(STUDY_PARTS.events).default([]),
  mouse: z.array(mouseTrackUploadSchema).max(STUDY_PARTS.mouse).default([]),
  annotations: z.array(studyAnnotationSchema).max(STUDY_PARTS.annotations).default([]),
  comments: z.array(studyCommentSchema).max(STUDY_PARTS.comments).default([]),
});
export type StudyBatch = z.input<typeof studyBatchSchema>;

/** Per part, how many records of the request the app holds now, and how many of them are new. */
export interface StudyBatchResult {
  stored: Record<StudyPart, number>;
  added: Record<StudyPart, number>;
}
