import { z } from 'zod';
import { APP_SCHEMA_VERSION } from '../appDocument/migrations';
import { newId } from '../ids';
import { idField } from './fields';
import { designTokenSchema } from './designToken';
import { groupNestingProblems } from '../appDocument/groupNesting';
import { groupSchema } from './group';
import { lineSchema } from './line';
import { screenSchema } from './screen';
import { templateSchema } from './template';
import { widgetSchema } from './widget';

const byId = <T extends z.ZodType>(record: T) => z.record(z.string(), record);

const RECORD_MAPS = ['screens', 'widgets', 'lines', 'groups', 'templates', 'designtokens'] as const;

/**
 * The prototype document: flat maps of records by id, the shape the existing product stores.
 * Unknown keys anywhere are kept. `groups`, `templates` and `designtokens` are optional because
 * stored legacy documents omit them and an import must give back exactly what it got.
 */
export const appSchema = z
  .looseObject({
    id: idField(),
    name: z.string(),
    /** documents of older versions go through migrateApp first */
    schemaVersion: z.literal(APP_SCHEMA_VERSION),
    /** the device kind, e.g. "smartphone" */
    type: z.string(),
    screenSize: z.looseObject({ w: z.number(), h: z.number() }),
    /** editor grid settings; legacy docs mix numbers and numeric strings, so values stay as stored */
    grid: z.looseObject({}).optional(),
    screens: byId(screenSchema),
    widgets: byId(widgetSchema),
    lines: byId(lineSchema),
    groups: byId(groupSchema).optional(),
    templates: byId(templateSchema).optional(),
    designtokens: byId(designTokenSchema).optional(),
  })
  .superRefine((app, ctx) => {
    for (const map of RECORD_MAPS) {
      for (const [key, record] of Object.entries(app[map] ?? {})) {
        if (record.id !== key) {
          ctx.addIssue({ code: 'custom', path: [map, key, 'id'], message: `must equal its key "${key}"` });
        }
      }
    }
    for (const problem of groupNestingProblems(app.groups ?? {})) {
      ctx.addIssue({ code: 'custom', path: ['groups', problem.groupId, 'groups'], message: problem.message });
    }
  });
export type App = z.infer<typeof appSchema>;

export function newApp(partial: Partial<App> = {}): App {
  return {
    id: newId(),
    schemaVersion: APP_SCHEMA_VERSION,
    name: 'Prototype',
    type: 'smartphone',
    screenSize: { w: 375, h: 667 },
    grid: { w: 8, h: 8, visible: false, enabled: false },
    screens: {},
    widgets: {},
    lines: {},
    groups: {},
    templates: {},
    designtokens: {},
    ...partial,
  };
}
