// The test settings call's input (POST /rest/test/{id}.json): the whole document as the workbench
// edits it, each task's flow checked step by step.
import { z } from 'zod';
import { LOCALES, MAX_FLOW_STEPS, MAX_TASKS, MAX_URL_LENGTH } from '../constants';
import { eventGestureSchema, eventStateSchema } from '../model/event';
import { idField, nameField, textField } from '../model/fields';
import { studyVariantsSchema } from '../model/studyVariant';

export const flowStepInputSchema = z.strictObject({
  screen: idField(),
  widget: idField().nullable().default(null),
  type: z.string().min(1).max(64),
  gesture: eventGestureSchema.optional(),
  state: eventStateSchema.optional(),
  important: z.boolean().optional(),
});

export const taskInputSchema = z.strictObject({
  id: idField(),
  name: nameField().min(1, 'A task needs a name'),
  description: textField().default(''),
  flow: z.array(flowStepInputSchema).max(MAX_FLOW_STEPS).default([]),
  strict: z.boolean().default(false),
});

const editableTestSettings = {
  description: textField().default(''),
  tasks: z.array(taskInputSchema).max(MAX_TASKS).default([]),
  showTaskInTest: z.boolean().default(false),
  showSuccessInTest: z.boolean().default(false),
  recordOneTestPerUser: z.boolean().default(false),
  language: z.enum(LOCALES, `language must be one of ${LOCALES.join(', ')}`).nullish(),
  splash: z.strictObject({ url: z.string().min(1).max(MAX_URL_LENGTH), name: nameField().optional() }).nullish(),
  variants: studyVariantsSchema.nullish(),
};

// The workbench saves back what it loaded: fields the server owns are accepted and dropped, never applied.
const SERVER_OWNED_FIELDS = ['id', 'created', 'lastUpdate', '_id', 'appID', 'userID'] as const;
const serverOwnedFields = Object.fromEntries(SERVER_OWNED_FIELDS.map((key) => [key, z.unknown().optional()])) as Record<
  (typeof SERVER_OWNED_FIELDS)[number],
  z.ZodOptional<z.ZodUnknown>
>;

/** The whole document, as POSTed to /rest/test/{id}.json. */
export const testSettingsInputSchema = z
  .strictObject({ ...editableTestSettings, ...serverOwnedFields })
  .transform((value) => {
    const editable: Partial<typeof value> = { ...value };
    for (const key of SERVER_OWNED_FIELDS) delete editable[key];
    return editable as Omit<typeof value, (typeof SERVER_OWNED_FIELDS)[number]>;
  });
export type TestSettingsInput = z.input<typeof testSettingsInputSchema>;
