import { z } from 'zod';
import { idField } from '../model/fields';

/** POST /rest/commands/{id}/undo and …/redo may name the command the client means (it sends the command, as the existing product does). */
export const commandMoveInputSchema = z.looseObject({ id: idField().optional() });
export type CommandMoveInput = z.input<typeof commandMoveInputSchema>;
