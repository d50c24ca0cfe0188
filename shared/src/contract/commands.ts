import { z } from 'zod';
import { MAX_ID_LENGTH } from '../constants';
import { commandSchema } from '../model/command';
import { idField, timestampField } from '../model/fields';

// POST /rest/commands/{id}/add and PUT /rest/commands/{id}.json: the payload stays loose, its size is bounded by the JSON body limit.

export const commandInputSchema = z.looseObject({
  id: idField(),
  type: z.string().min(1).max(MAX_ID_LENGTH),
  timestamp: timestampField().optional(),
  delta: z.record(z.string(), z.unknown()).optional(),
  modelId: z.string().max(MAX_ID_LENGTH).optional(),
});
export type CommandInput = z.input<typeof commandInputSchema>;

export const commandStackInputSchema = z
  .strictObject({
    stack: z.array(commandInputSchema),
    pos: z.int().min(0),
    lastUUID: z.int().min(0).optional(),
  })
  .refine((value) => value.pos <= value.stack.length, {
    message: 'pos must not exceed the stack length',
    path: ['pos'],
  });
export type CommandStackInput = z.input<typeof commandStackInputSchema>;

/** POST /rest/commands/{id}/undo and …/redo may name the command the client means (it sends the command, as the existing product does). */
export const commandMoveInputSchema = z.looseObject({ id: idField().optional() });
export type CommandMoveInput = z.input<typeof commandMoveInputSchema>;

/** The answer to add, pop and shift: the stack's state after it, commands [0, pos) applied. */
export const commandStackPositionSchema = z.strictObject({ pos: z.int().min(0), length: z.int().min(0) });
export type CommandStackPosition = z.infer<typeof commandStackPositionSchema>;

/** Undo and redo answer the command they moved over. */
export const commandMoveSchema = commandStackPositionSchema.extend({ command: commandSchema });
export type CommandMove = z.infer<typeof commandMoveSchema>;
