import { z } from 'zod';

/**
 * One undo-stack entry. Its payload depends on the type (delta {o, n}, model, lines, refs…), so
 * every entry is loose: only what the stack itself needs is checked.
 */
export const commandSchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  timestamp: z.number().optional(),
  /** Old (o) and new (n) value. */
  delta: z.record(z.string(), z.unknown()).optional(),
  modelId: z.string().optional(),
  userID: z.string().optional(),
});
export type Command = z.infer<typeof commandSchema>;

/** The server-held undo/redo stack of an app: commands [0, pos) are applied, the rest can be redone. */
export const commandStackSchema = z.looseObject({
  stack: z.array(commandSchema),
  pos: z.int().min(0),
  /** Counter for ids of new model objects. */
  lastUUID: z.number().optional(),
  appID: z.string().optional(),
  userID: z.string().optional(),
  lastUpdate: z.number().optional(),
  _id: z.string().optional(),
  id: z.string().optional(),
});
export type CommandStack = z.infer<typeof commandStackSchema>;

export function createCommandStack(): CommandStack {
  return { stack: [], pos: 0, lastUUID: 0 };
}
