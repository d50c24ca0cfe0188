// Dragging a selected link's bend point, or pulling a new one out of a segment's "+" (`pull`): the
// link is drawn through the pointer as it goes (the preview holds the document as the drag leaves
// it) and the release sets the line's points in one command, so the drag is one undo step and
// Escape leaves nothing behind.
import type { App } from '../../model/app';
import { applyEdits } from '../applyEdits';
import { addBendPoint, moveBendPoint } from '../commands/bendCommands';
import { EditBuilder } from '../editBuilder';
import type { CommandDraft } from '../editorCommand';
import type { Point } from '../hitTest';
import { beyondSlop, type Gesture, type GestureContext, type PointerInput } from './gesture';

/** `doc` with `draft` applied, or undefined when the draft is refused. */
function applied(doc: App, draft: CommandDraft): App | undefined {
  if (draft.refused) return undefined;
  const result = applyEdits(doc, draft.edits);
  return result.ok ? result.app : undefined;
}

export class BendGesture implements Gesture {
  readonly kind = 'bend';
  readonly records: readonly string[];
  /** the document with the point pulled out, when it was (else the one the drag started on) */
  private pulled: App | undefined;
  /** the document as the drag leaves it so far */
  private bent: App | undefined;

  constructor(
    private readonly context: GestureContext,
    private readonly line: string,
    private readonly index: number,
    private readonly start: Point,
    private readonly pull: Point | undefined,
  ) {
    this.records = [line];
  }

  pointerMove(pointer: PointerInput): void {
    const { doc, scale } = this.context.scene;
    if (!this.pulled && !beyondSlop(this.start, pointer, scale)) return;
    this.pulled ??= this.pull ? applied(doc, addBendPoint(doc, this.line, this.pull)) : doc;
    if (!this.pulled) return;
    this.bent = applied(this.pulled, moveBendPoint(this.pulled, this.line, this.index, pointer)) ?? this.bent;
    if (this.bent) this.context.show({ doc: this.bent });
  }

  pointerUp(): void {
    const { doc } = this.context.scene;
    const points = this.bent?.lines[this.line]?.points;
    if (!points || !doc.lines[this.line]) return;
    this.context.host.run({
      type: this.pull ? 'addBendPoint' : 'moveBendPoint',
      edits: new EditBuilder(doc).update('lines', this.line, { points }).build(),
    });
  }
}
