import { z } from 'zod';
import { MAX_EVENT_BATCH } from '../constants';
import { newId } from '../ids';
import { idField, nameField, recordUserField, timestampField } from './fields';

/** Event types with a meaning in analytics; stored events may carry any other name (animation kinds…). */
export const KNOWN_EVENT_TYPES = [
  'SessionStart',
  'SessionEnd',
  'ScreenLoaded',
  'ScreenClick',
  'WidgetClick',
  'WidgetChange',
  'WidgetGesture',
  'ScreenGesture',
  'ScreenScroll',
  'OverlayLoaded',
  'OverlayRemoved',
  'ValidationError',
  'ValidationErrorLine',
  'ValidationOk',
  'TaskSuccess',
] as const;
export type KnownEventType = (typeof KNOWN_EVENT_TYPES)[number];

/** The tester: an id, or (newer recordings) an object with id and name. */
export const eventUserSchema = z.union([z.string(), z.looseObject({ id: z.string(), name: z.string().optional() })]);

/** Widget state after a change: text, checked, scroll…; `children` holds the intermediate values. */
export const eventStateSchema = z.looseObject({
  type: z.string(),
  value: z.unknown().optional(),
  children: z.array(z.looseObject({ time: z.number(), value: z.unknown().optional() })).optional(),
  options: z.record(z.string(), z.unknown()).optional(),
});

export const eventDeviceSchema = z.looseObject({
  w: z.number().optional(),
  h: z.number().optional(),
  qr: z.boolean().optional(),
});

export const eventGestureSchema = z.looseObject({ type: z.string() });

/** A stored event, ours or the legacy product's; unknown keys are kept. */
export const eventSchema = z.looseObject({
  id: z.string(),
  session: z.string(),
  user: eventUserSchema,
  screen: z.string(),
  /** null or absent (the existing product's records leave it out) on events of no widget */
  widget: z.string().nullish(),
  type: z.string(),
  time: z.number(),
  x: z.number(),
  y: z.number(),
  scrollTop: z.number().optional(),
  state: eventStateSchema.nullish(),
  device: eventDeviceSchema.nullish(),
  gesture: eventGestureSchema.nullish(),
  /** Id of the overlay screen, on OverlayLoaded / OverlayRemoved. */
  overlay: z.string().nullish(),
  /** The test's name, set on SessionStart. */
  label: z.string().nullish(),
  _id: z.string().optional(),
  appID: z.string().optional(),
  /** Added by the API to what it reads out. */
  appId: z.string().optional(),
});
export type RecordedEvent = z.infer<typeof eventSchema>;

const pointerCoordinate = (axis: string) =>
  z
    .number()
    .refine((v) => v === -1 || (v >= 0 && v <= 1), `${axis} must be between 0 and 1, or -1 when there is no pointer`);

/** An event's fields that the player posts and that an upload or import must have in the same form. */
const recordFields = {
  session: idField(),
  user: recordUserField(),
  screen: idField(),
  widget: idField().nullable().default(null),
  type: z.string().regex(/^[A-Za-z][A-Za-z0-9_.:-]{0,63}$/, 'Event type must be a name of letters and digits'),
  time: timestampField(),
};

/** What the player posts. */
export const eventInputSchema = z.strictObject({
  id: idField(),
  ...recordFields,
  x: pointerCoordinate('x'),
  y: pointerCoordinate('y'),
  scrollTop: z.number().min(0).default(0),
  state: eventStateSchema.optional(),
  device: z.looseObject({ w: z.number().positive(), h: z.number().positive(), qr: z.boolean().optional() }).optional(),
  gesture: eventGestureSchema.optional(),
  overlay: idField().optional(),
  label: nameField().optional(),
});
export type RecordedEventInput = z.input<typeof eventInputSchema>;
export type NewRecordedEvent = z.output<typeof eventInputSchema>;

/**
 * What the API takes from a tester's upload and a study import: our player's records and the
 * existing product's as its tester client sends them (no `id`, extra fields such as `animation` or
 * `noheat`, `x` = −1 or beyond the screen). Fields it does not know are kept as they came; known
 * fields must have their type; session, user, screen, type, time, x and y are required. A record
 * without `id` gets one from the API (its `_id`, else a hash of its content).
 */
export const eventUploadSchema = z.looseObject({
  id: idField().optional(),
  _id: idField().optional(),
  appID: idField().optional(),
  ...recordFields,
  /** Relative to the screen; −1 when there is no pointer, and beyond 0..1 when it left the screen. */
  x: z.number(),
  y: z.number(),
  scrollTop: z.number().optional(),
  state: z
    .looseObject({
      type: z.string().optional(),
      value: z.unknown().optional(),
      children: z.array(z.looseObject({ time: z.number().optional(), value: z.unknown().optional() })).optional(),
      options: z.record(z.string(), z.unknown()).optional(),
    })
    .nullish(),
  device: z.looseObject({ w: z.number().optional(), h: z.number().optional(), qr: z.boolean().optional() }).nullish(),
  gesture: eventGestureSchema.nullish(),
  overlay: idField().nullish(),
  label: nameField().nullish(),
});
export type RecordedEventUpload = z.input<typeof eventUploadSchema>;

/** One event or a batch, always parsed to a batch; a bad record is named by its index ("3.time"). */
export const eventBatchInputSchema = z.preprocess(
  (value) => (Array.isArray(value) ? value : [value]),
  z.array(eventInputSchema).min(1).max(MAX_EVENT_BATCH),
);

export function createEvent(
  fields: Pick<RecordedEventInput, 'session' | 'user' | 'screen' | 'type'> & Partial<RecordedEventInput>,
): NewRecordedEvent {
  return { id: newId(), widget: null, time: Date.now(), x: -1, y: -1, scrollTop: 0, ...fields };
}
