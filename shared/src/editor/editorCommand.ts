// A command of the editor: data that says what it changed (edits that carry their own undo) and
// whether it enters the undo history. This is what the server-held command stack stores.
import { z } from 'zod';
import { idField, timestampField } from '../model/fields';
import { newId } from '../ids';
import { editSchema, type Edit } from './edit';

export interface EditorCommand {
  id: string;
  /** what the designer did, e.g. "moveWidgets" (names the history entry) */
  type: string;
  edits: Edit[];
  /** false for changes the designer does not undo step by step (e.g. an automatic repair) */
  history: boolean;
  /** consecutive commands with the same key become one history entry: a drag, a typed label */
  merge?: string;
  at: number;
}

/** What a command function builds; the editor gives it an id and a time when it runs. */
export interface CommandDraft {
  type: string;
  edits: Edit[];
  history?: boolean;
  merge?: string;
  /** what to select once the command has run */
  select?: string[];
  /** the input was invalid: the editor refuses the command, naming the field */
  refused?: { field: string; message: string };
}

/** A stored command of ours; the stack of an imported app may hold other products' commands. */
export const editorCommandSchema = z.looseObject({
  id: idField(),
  type: z.string().min(1).max(100),
  edits: z.array(editSchema),
  history: z.boolean(),
  merge: z.string().max(200).optional(),
  at: timestampField(),
});

export function toCommand(draft: CommandDraft, at = Date.now()): EditorCommand {
  return {
    id: newId(),
    type: draft.type,
    edits: draft.edits,
    history: draft.history ?? true,
    ...(draft.merge === undefined ? {} : { merge: draft.merge }),
    at,
  };
}

/**
 * One command doing what `first` then `second` did. Updates of one record's property keep the
 * first base and the last value, so a label typed letter by letter stays one short edit.
 */
export function mergeCommands(first: EditorCommand, second: EditorCommand): EditorCommand {
  const edits: Edit[] = [...first.edits];
  for (const edit of second.edits) {
    const last = edits.at(-1);
    if (edit.op === 'update' && last?.op === 'update' && last.parent === edit.parent && last.id === edit.id) {
      const props = [...last.props];
      for (const prop of edit.props) {
        const i = props.findIndex((p) => p.key === prop.key);
        if (i < 0) props.push(prop);
        else props[i] = { ...props[i], after: prop.after };
      }
      edits[edits.length - 1] = { ...last, props };
    } else {
      edits.push(edit);
    }
  }
  return { ...first, edits, at: second.at };
}
