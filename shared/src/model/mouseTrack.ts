import { z } from 'zod';
import { MAX_MOUSE_BATCH, MAX_MOUSE_TRACK_SAMPLES } from '../constants';
import { newId } from '../ids';
import { eventUserSchema } from './event';
import { idField, recordUserField, timestampField } from './fields';

const SAMPLE_ARRAYS = ['x', 'y', 'c', 't'] as const;

/** x[], y[], c[] (click) and t[] are the columns of one table: they must have the same length. */
function checkParallelArrays(ctx: z.core.ParsePayload<Record<(typeof SAMPLE_ARRAYS)[number], unknown[]>>) {
  const length = ctx.value.x.length;
  for (const key of SAMPLE_ARRAYS) {
    if (ctx.value[key].length !== length) {
      ctx.issues.push({
        code: 'custom',
        message: `x, y, c and t must have the same length (x has ${length}, ${key} has ${ctx.value[key].length})`,
        path: [key],
        input: ctx.value[key],
      });
    }
  }
}

/** A stored track, ours or the legacy product's; unknown keys are kept. */
export const mouseTrackSchema = z
  .looseObject({
    id: z.string(),
    session: z.string(),
    screen: z.string(),
    user: eventUserSchema.optional(),
    x: z.array(z.number()),
    y: z.array(z.number()),
    c: z.array(z.number()),
    t: z.array(z.number()),
    /** Sampling interval in ms. */
    sample: z.number().optional(),
    _id: z.string().optional(),
    appID: z.string().optional(),
    /** Added by the API to what it reads out. */
    appId: z.string().optional(),
  })
  .check(checkParallelArrays);
export type MouseTrack = z.infer<typeof mouseTrackSchema>;

// Relative to the screen; a pointer may leave it, so values outside 0..1 are kept.
const samples = <T extends z.ZodType>(item: T) => z.array(item).min(1).max(MAX_MOUSE_TRACK_SAMPLES);

/** A track's fields, as the player posts them and as an upload or import must have them. */
const trackFields = {
  session: idField(),
  screen: idField(),
  user: recordUserField(),
  x: samples(z.number()),
  y: samples(z.number()),
  c: samples(z.union([z.literal(0), z.literal(1)])),
  t: samples(timestampField()),
};

/** What the player posts. */
export const mouseTrackInputSchema = z
  .strictObject({
    id: idField(),
    ...trackFields,
    sample: z.int().positive().optional(),
  })
  .check(checkParallelArrays);
export type MouseTrackInput = z.input<typeof mouseTrackInputSchema>;

/**
 * What the API takes from a tester's upload and a study import: our player's tracks and the existing
 * product's (no `id`, extra fields). Unknown fields are kept as they came; the sample columns are
 * checked as for the player. A track without `id` gets one from the API (its `_id`, else a hash).
 */
export const mouseTrackUploadSchema = z
  .looseObject({
    id: idField().optional(),
    _id: idField().optional(),
    appID: idField().optional(),
    ...trackFields,
    sample: z.number().nonnegative().optional(),
  })
  .check(checkParallelArrays);
export type MouseTrackUpload = z.input<typeof mouseTrackUploadSchema>;

/** One track or a batch, always parsed to a batch. */
export const mouseTrackBatchInputSchema = z.preprocess(
  (value) => (Array.isArray(value) ? value : [value]),
  z.array(mouseTrackInputSchema).min(1).max(MAX_MOUSE_BATCH),
);

export function createMouseTrack(fields: Pick<MouseTrackInput, 'session' | 'screen' | 'user'>): MouseTrackInput {
  return { id: newId(), x: [], y: [], c: [], t: [], ...fields };
}
