// Drives the canvas's gestures without a canvas, for tests: a real Editor holds the document, the
// selection and the history, and the gesture machine gets pointer events in canvas coordinates as
// the workbench's overlay forwards them (the scene refreshed before each event, as the overlay
// does after each drawing). Chains like `pointerDown(x, y).pointerMove(x, y).pointerUp()`.
import type { App } from '../../model/app';
import type { Box } from '../../appDocument/box';
import { Editor } from '../editor';
import type { CommandDraft } from '../editorCommand';
import type { Grid } from '../grid';
import type { Point } from '../hitTest';
import type { GesturePreview, GestureScene, PointerInput } from './gesture';
import { GestureMachine, type EndedGesture } from './gestureMachine';

type Keys = Omit<PointerInput, 'x' | 'y'>;

export interface HarnessOptions {
  scale?: number;
  grid?: Grid;
  linking?: boolean;
  drawingScreen?: boolean;
  pickGroup?(widgetId: string): string[];
}

export class PointerHarness {
  readonly editor: Editor;
  readonly machine: GestureMachine;
  /** history steps begun since the harness started (a merged command adds none) */
  steps = 0;
  /** widgets a double-click opened */
  readonly opened: string[] = [];
  /** boxes the draw-a-screen tool drew */
  readonly drawn: Box[] = [];
  /** commands the editor refused */
  readonly refused: CommandDraft[] = [];
  private at: Point = { x: 0, y: 0 };
  private keys: Keys = {};

  constructor(
    doc: App,
    private readonly options: HarnessOptions = {},
  ) {
    this.editor = new Editor(doc);
    this.editor.onCommit((commit) => {
      if (commit.kind === 'do' && commit.command.history) this.steps++;
    });
    this.machine = new GestureMachine(this.scene(), {
      select: (ids) => this.editor.select(ids),
      run: (draft) => {
        if (!this.editor.run(draft).ok) this.refused.push(draft);
      },
      openWidget: (id) => this.opened.push(id),
      drawScreen: (box) => this.drawn.push(box),
    });
  }

  get doc(): App {
    return this.editor.doc;
  }

  get selection(): readonly string[] {
    return this.editor.selection;
  }

  get preview(): GesturePreview {
    return this.machine.preview;
  }

  select(...ids: string[]): this {
    this.editor.select(ids);
    this.refresh();
    return this;
  }

  /** Holds keys for the events that follow (Shift, Alt; `clicks` for a double-click's second press). */
  hold(keys: Keys): this {
    this.keys = keys;
    return this;
  }

  pointerDown(x = this.at.x, y = this.at.y, keys: Keys = this.keys): this {
    return this.send('pointerDown', x, y, keys);
  }

  pointerMove(x: number, y: number, keys: Keys = this.keys): this {
    return this.send('pointerMove', x, y, keys);
  }

  pointerUp(x = this.at.x, y = this.at.y, keys: Keys = this.keys): this {
    return this.send('pointerUp', x, y, keys);
  }

  /** A press and release without moving. */
  click(x: number, y: number, keys: Keys = this.keys): this {
    return this.pointerDown(x, y, keys).pointerUp(x, y, keys);
  }

  /** A press at `from`, moves in `steps` even steps to `to`, and the release there. */
  drag(from: Point, to: Point, keys: Keys = this.keys, steps = 4): this {
    this.pointerDown(from.x, from.y, keys);
    for (let i = 1; i <= steps; i++)
      this.pointerMove(from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps, keys);
    return this.pointerUp(to.x, to.y, keys);
  }

  keyDown(key: string): this {
    this.refresh().keyDown(key);
    return this;
  }

  /** Someone else's command (a co-editor's) reaches the document mid-gesture. */
  elsewhere(draft: CommandDraft): EndedGesture | undefined {
    this.editor.run(draft);
    return this.machine.documentChanged(this.editor.doc);
  }

  private send(event: 'pointerDown' | 'pointerMove' | 'pointerUp', x: number, y: number, keys: Keys): this {
    this.at = { x, y };
    this.refresh()[event]({ x, y, ...keys });
    return this;
  }

  private scene(): GestureScene {
    const { scale = 1, grid = { enabled: false, visible: false, w: 10, h: 10 }, linking = false } = this.options;
    return {
      doc: this.editor.doc,
      selection: this.editor.selection,
      scale,
      grid,
      linking,
      drawingScreen: this.options.drawingScreen ?? false,
      pickGroup: this.options.pickGroup,
    };
  }

  private refresh(): GestureMachine {
    this.machine.setScene(this.scene());
    return this.machine;
  }
}
