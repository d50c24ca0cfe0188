import {
  advanceTasks,
  allTasksDone,
  changeValue,
  closeOverlay,
  followLine,
  interact,
  startSimulator,
  storedSimulatorState,
  type App,
  type EventDraft,
  type Line,
  type SimulatorState,
  type SimulatorStep,
  type Task,
  type TaskProgress,
  type TestSettings,
  type Trigger,
} from '@protolab/shared';
import { reportToParent } from '../embed/parentBridge';
import { MouseTracker } from '../recorder/mouseTracks';
import type { EventFields, Recorder } from '../recorder/recorder';
import type { SessionRecord } from '../storage';

/** Where on the screen an interaction happened: 0..1 of the screen's width and full height. */
export interface Point {
  x: number;
  y: number;
}

export interface SessionView {
  sim: SimulatorState;
  completed: string[];
  /** the task whose success message to show, when the test shows them */
  justCompleted: Task | null;
  allDone: boolean;
  ended: boolean;
  /** the lines the last step fired (logic hops included): the screens shown play their animation */
  lines: readonly Line[];
}

const clamp = (v: number) => Math.min(1, Math.max(0, v));

/**
 * One tester's run through a prototype: feeds interactions to the simulator, records what happens
 * (events in order, with task success), and keeps the session state with the records.
 */
export class PlaySession {
  private view: SessionView;
  private tasks: TaskProgress;
  private scrollTop: number;
  private readonly listeners = new Set<() => void>();
  private readonly tracker: MouseTracker;

  private constructor(
    private readonly app: App,
    private readonly settings: TestSettings,
    private readonly recorder: Recorder,
    private readonly record: Omit<SessionRecord, 'sim' | 'tasks' | 'completed' | 'scrollTop' | 'updatedAt' | 'ended'>,
    sim: SimulatorState,
    saved?: Pick<SessionRecord, 'tasks' | 'completed' | 'scrollTop'>,
  ) {
    this.tracker = new MouseTracker((track) => recorder.track(track));
    this.tasks = saved?.tasks ?? {};
    this.scrollTop = saved?.scrollTop ?? 0;
    const completed = saved?.completed ?? [];
    this.view = {
      sim,
      completed,
      justCompleted: null,
      allDone: allTasksDone(settings.tasks, this.tasks),
      ended: false,
      lines: [],
    };
  }

  /** A new session on the start screen: SessionStart, then the first ScreenLoaded. */
  static start(
    app: App,
    settings: TestSettings,
    recorder: Recorder,
    record: PlaySession['record'],
    device: { w: number; h: number; qr: boolean },
  ): PlaySession | undefined {
    const first = startSimulator(app);
    if (!first) return undefined;
    const session = new PlaySession(app, settings, recorder, record, first.state);
    session.emit({ type: 'SessionStart', screen: first.state.screen, widget: null, x: -1, y: -1, device });
    session.apply(first);
    return session;
  }

  /** Picks up a stored session where it stopped; the screen shown again is recorded as loaded. */
  static resume(app: App, settings: TestSettings, recorder: Recorder, saved: SessionRecord): PlaySession | undefined {
    if (!app.screens[saved.sim.screen]) return undefined;
    const { sim: stored, tasks, completed, scrollTop, updatedAt: _u, ended: _e, ...record } = saved;
    // a session stored by a build before data binding has no variables
    const sim: SimulatorState = {
      ...stored,
      variables: (stored.variables as SimulatorState['variables'] | undefined) ?? {},
    };
    const session = new PlaySession(app, settings, recorder, record, sim, { tasks, completed, scrollTop });
    session.apply({ state: sim, events: [{ type: 'ScreenLoaded', screen: sim.screen, widget: null }], lines: [] });
    return session;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getView = (): SessionView => this.view;

  get id(): string {
    return this.record.id;
  }

  /** The pointer over the base screen (sampled), or a click there. */
  pointer(at: Point, click: boolean): void {
    if (!this.view.ended) this.tracker.sample(this.view.sim.screen, at.x, at.y, click);
  }

  /** A click or tap on a widget (by its event id) or on the screen background. */
  click(screen: string, widget: string | null, at: Point): void {
    this.emit({ type: widget ? 'WidgetClick' : 'ScreenClick', screen, widget, x: clamp(at.x), y: clamp(at.y) });
    this.apply(interact(this.app, this.view.sim, { screen, widget, trigger: 'click' }));
  }

  /** Triggers that are not recorded as their own event (the mouse track has them): hover, double click, long press. */
  trigger(screen: string, widget: string | null, trigger: Trigger): void {
    this.apply(interact(this.app, this.view.sim, { screen, widget, trigger }));
  }

  gesture(screen: string, widget: string | null, swipe: Trigger, at: Point): void {
    this.emit({
      type: widget ? 'WidgetGesture' : 'ScreenGesture',
      screen,
      widget,
      x: clamp(at.x),
      y: clamp(at.y),
      gesture: { type: swipe },
    });
    this.apply(interact(this.app, this.view.sim, { screen, widget, trigger: swipe }));
  }

  change(screen: string, widget: string, value: unknown, children?: Array<{ time: number; value: unknown }>): void {
    this.apply(changeValue(this.app, this.view.sim, { screen, widget, value, children }));
  }

  timer(line: Line, screen: string): void {
    this.apply(followLine(this.app, this.view.sim, line, screen));
  }

  /** A tap beside the open overlay: recorded on the screen below, and the overlay closes. */
  tapBeside(at: Point): void {
    this.emit({ type: 'ScreenClick', screen: this.view.sim.screen, widget: null, x: clamp(at.x), y: clamp(at.y) });
    this.apply(closeOverlay(this.view.sim));
  }

  /** The base screen scrolled: `value` is the scroll offset as a share of the screen height. */
  scroll(value: number, children: Array<{ time: number; value: number }>): void {
    this.scrollTop = Math.max(0, value);
    this.emit({
      type: 'ScreenScroll',
      screen: this.view.sim.screen,
      widget: null,
      x: -1,
      y: -1,
      state: { type: 'scroll', value, children },
    });
    this.save();
  }

  end(): void {
    if (this.view.ended) return;
    this.tracker.stop();
    this.emit({ type: 'SessionEnd', screen: this.view.sim.screen, widget: null, x: -1, y: -1 });
    this.view = { ...this.view, ended: true };
    this.save();
    this.notify();
  }

  /** The task success message was seen. */
  dismissSuccess = (): void => {
    this.view = { ...this.view, justCompleted: null };
    this.notify();
  };

  private apply(step: SimulatorStep): void {
    for (const draft of step.events) this.emit(draftFields(draft));
    if (step.state.screen !== this.view.sim.screen) this.tracker.flush();
    if (step.state !== this.view.sim) this.view = { ...this.view, sim: step.state, lines: step.lines };
    this.save();
    this.notify();
  }

  /** Records one event and advances the tasks on it; a completed task records TaskSuccess. */
  private emit(fields: EventFields): void {
    reportToParent(fields);
    this.recorder.event({ ...fields, scrollTop: this.scrollTop });
    if (fields.type === 'TaskSuccess' || this.settings.tasks.length === 0) return;
    const { progress, completed } = advanceTasks(this.settings.tasks, this.tasks, {
      screen: fields.screen,
      widget: fields.widget ?? null,
      type: fields.type,
      gesture: fields.gesture,
      overlay: fields.overlay,
    });
    this.tasks = progress;
    for (const { id } of completed) {
      const task = this.settings.tasks.find((t) => t.id === id)!;
      if (this.view.completed.includes(task.id)) continue;
      this.recorder.event({
        type: 'TaskSuccess',
        screen: fields.screen,
        widget: null,
        x: -1,
        y: -1,
        scrollTop: this.scrollTop,
        state: { type: 'task', value: task.id },
      });
      this.view = {
        ...this.view,
        completed: [...this.view.completed, task.id],
        justCompleted: this.settings.showSuccessInTest ? task : this.view.justCompleted,
        allDone: allTasksDone(this.settings.tasks, progress),
      };
    }
  }

  private save(): void {
    this.recorder.saveSession({
      ...this.record,
      sim: storedSimulatorState(this.app, this.view.sim),
      tasks: this.tasks,
      completed: this.view.completed,
      scrollTop: this.scrollTop,
      updatedAt: Date.now(),
      ended: this.view.ended,
    });
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

function draftFields(draft: EventDraft): EventFields {
  return { ...draft, x: -1, y: -1 };
}
