import { z } from 'zod';
import { newId } from '../ids';
import { eventGestureSchema, eventStateSchema } from './event';
import { studyVariantSchema } from './studyVariant';

// Stored documents (ours and the legacy product's): unknown keys are kept.

/** A step matches an event with the same screen, widget and type (and gesture or state when set). */
export const flowStepSchema = z.looseObject({
  screen: z.string(),
  widget: z.string().nullable(),
  type: z.string(),
  gesture: eventGestureSchema.optional(),
  state: eventStateSchema.optional(),
  /** Marked by the designer in the task recorder. */
  important: z.boolean().optional(),
});
export type FlowStep = z.infer<typeof flowStepSchema>;

export const taskSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  description: z.string().default(''),
  flow: z.array(flowStepSchema).default([]),
  /** Strict: the flow's events must follow each other with nothing in between. */
  strict: z.boolean().default(false),
});
export type Task = z.infer<typeof taskSchema>;

/** An uploaded image shown on the welcome screen. */
export const splashImageSchema = z.looseObject({ url: z.string(), name: z.string().optional() });

// Field names are the legacy product's, so its exports import unchanged.
export const testSettingsSchema = z.looseObject({
  id: z.string().optional(),
  description: z.string().default(''),
  tasks: z.array(taskSchema).default([]),
  /** Show the tasks to the tester during the test. */
  showTaskInTest: z.boolean().default(false),
  /** Show a message when all tasks are completed. */
  showSuccessInTest: z.boolean().default(false),
  /** Record data only for a user's first test. */
  recordOneTestPerUser: z.boolean().default(false),
  /** The player's language, whatever the tester's browser says (a link's ln= still wins); none: the browser's. */
  language: z.string().nullish(),
  splash: splashImageSchema.nullish(),
  /** an A/B study's variants (issue 39); none: every tester plays the prototype's draft */
  variants: z.array(studyVariantSchema).nullish(),
  created: z.number().optional(),
  lastUpdate: z.number().optional(),
  _id: z.string().optional(),
  appID: z.string().optional(),
  userID: z.string().optional(),
});
export type TestSettings = z.infer<typeof testSettingsSchema>;

export function createTestSettings(): TestSettings {
  return testSettingsSchema.parse({});
}

export function createTask(name: string): Task {
  return { id: newId(), name, description: '', flow: [], strict: false };
}
