import { z } from 'zod';
import { commandSchema } from '../model/command';
import { idField } from '../model/fields';

/** POST /rest/commands/{id}/undo and …/redo may name the command the client means (it sends the command, as the existing product does). */
export const commandMoveInputSchema = z.looseObject({ id: idField().optional() });
export type CommandMoveInput = z.input<typeof commandMoveInputSchema>;

/** The answer to add, pop and shift: the stack's state after it, commands [0, pos) applied. */
export const commandStackPositionSchema = z.strictObject({ pos: z.int().min(0), length: z.int().min(0) });
export type CommandStackPosition = z.infer<typeof commandStackPositionSchema>;

/** Undo and redo answer the command they moved over. */
export const commandMoveSchema = commandStackPositionSchema.extend({ command: commandSchema });
export type CommandMove = z.infer<typeof commandMoveSchema>;
