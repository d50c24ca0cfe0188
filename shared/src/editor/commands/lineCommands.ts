// Commands on lines (prototype mode): link a widget, group or screen to a target screen.
import type { App } from '../../model/app';
import { newLine, type Line } from '../../model/line';
import { EditBuilder } from '../editBuilder';
import type { CommandDraft } from '../editorCommand';
import type { RecordValue } from '../edit';

/** A new line; a second line for the same source and event replaces the first (one event, one target). */
export function addLine(doc: App, from: string, to: string, fields: Partial<Line> = {}): CommandDraft {
  const line = newLine({ from, to, event: 'click', ...fields });
  const build = new EditBuilder(doc);
  for (const other of Object.values(doc.lines)) {
    if (other.from === from && (other.event ?? 'click') === line.event && !isBranch(doc, from))
      build.delete('lines', other.id);
  }
  build.add('lines', line as RecordValue);
  return { type: 'addLine', edits: build.build() };
}

/** A LogicOr widget branches: each of its lines is one way out. */
const isBranch = (doc: App, from: string) => doc.widgets[from]?.type === 'LogicOr';
