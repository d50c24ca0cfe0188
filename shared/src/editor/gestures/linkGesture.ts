// Prototype mode: a drag from a widget or a screen to a screen (or a logic widget) makes a link,
// drawn as a dashed arrow while it goes. A link from a screen waits 3 s (a timer), one from a
// widget follows a click.
import type { App } from '../../model/app';
import { isLogicWidget } from '../../simulator/logic';
import { addLine } from '../commands/lineCommands';
import type { CommandDraft } from '../editorCommand';
import { pick, screenAt, type Point } from '../hitTest';
import { beyondSlop, type Gesture, type GestureContext, type PointerInput } from './gesture';

/** The command a link drawn from `from` to `to` runs. */
export function newLink(doc: App, from: string, to: string): CommandDraft {
  return addLine(doc, from, to, doc.screens[from] ? { event: 'timer', timer: 3 } : { event: 'click' });
}

export class LinkGesture implements Gesture {
  readonly kind = 'link';
  private dragging = false;
  readonly records: readonly string[];

  constructor(
    private readonly context: GestureContext,
    private readonly source: string,
    private readonly start: Point,
  ) {
    this.records = [source];
  }

  pointerMove(pointer: PointerInput): void {
    if (!this.dragging && !beyondSlop(this.start, pointer, this.context.scene.scale)) return;
    this.dragging = true;
    this.context.show({ link: { from: this.start, to: { x: pointer.x, y: pointer.y } } });
  }

  pointerUp(pointer: PointerInput): void {
    const { doc } = this.context.scene;
    const onto = pick(doc, pointer).widget;
    const to = onto && isLogicWidget(doc.widgets[onto].type) ? onto : screenAt(doc, pointer);
    if (this.dragging && to && to !== this.source) this.context.host.run(newLink(doc, this.source, to));
  }
}
