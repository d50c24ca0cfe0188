// @vitest-environment happy-dom
// The tester's session without a real browser (happy-dom only for the mouse tracker's listeners):
// what it records, in which order, and what it keeps to pick up again after a reload.
import { describe, expect, it } from 'vitest';
import {
  createTestSettings,
  newApp,
  newLine,
  newScreen,
  newWidget,
  type App,
  type TestSettings,
} from '@protolab/shared';
import type { EventFields, Recorder } from '../recorder/recorder';
import type { SessionRecord } from '../storage';
import { PlaySession } from './playSession';

/** Home (start) with "go" → Next; Next with "back" → Home. */
function app(): App {
  const go = newWidget({ id: 'go', type: 'Button', x: 10, y: 10 });
  const back = newWidget({ id: 'back', type: 'Button', x: 10, y: 10 });
  return newApp({
    screens: {
      home: newScreen({ id: 'home', name: 'Home', children: ['go'], props: { start: true } }),
      next: newScreen({ id: 'next', name: 'Next', x: 500, children: ['back'] }),
    },
    widgets: { go, back },
    lines: {
      l1: newLine({ id: 'l1', from: 'go', to: 'next' }),
      l2: newLine({ id: 'l2', from: 'back', to: 'home' }),
    },
  });
}

/** One task: press "go" on Home. */
function settings(showSuccess = false): TestSettings {
  return {
    ...createTestSettings(),
    showSuccessInTest: showSuccess,
    tasks: [
      {
        id: 'task-go',
        name: 'Go on',
        description: '',
        strict: false,
        flow: [{ screen: 'home', widget: 'go', type: 'WidgetClick' }],
      },
    ],
  };
}

/** What the session hands to the recorder, kept in arrays. */
function fakeRecorder() {
  const events: Array<EventFields & { scrollTop?: number }> = [];
  const saved: SessionRecord[] = [];
  const recorder = {
    event: (fields: EventFields) => events.push(fields),
    track: () => undefined,
    saveSession: (record: SessionRecord) => saved.push(record),
  } as unknown as Recorder;
  return { recorder, events, saved, types: () => events.map((e) => `${e.type}:${e.screen}`) };
}

const record = { id: 's1', hash: 'h', appId: 'a', user: 'u', recording: true, startedAt: 1 };
const device = { w: 390, h: 844, qr: false };

describe('PlaySession', () => {
  it('starts on the start screen, and a click on a linked widget records the click, then the screen it opens', () => {
    const rec = fakeRecorder();
    const session = PlaySession.start(app(), createTestSettings(), rec.recorder, record, device)!;
    expect(rec.types()).toEqual(['SessionStart:home', 'ScreenLoaded:home']);
    expect(rec.events[0]).toMatchObject({ device });

    session.click('home', 'go', { x: 1.4, y: 0.5 });
    expect(rec.types().slice(2)).toEqual(['WidgetClick:home', 'ScreenLoaded:next']);
    // positions outside the screen are clamped to it
    expect(rec.events[2]).toMatchObject({ widget: 'go', x: 1, y: 0.5 });
    expect(session.getView().sim.screen).toBe('next');
    // what a reload picks up is saved with every step
    expect(rec.saved.at(-1)).toMatchObject({ id: 's1', sim: { screen: 'next' }, ended: false });
  });

  it('records a task success once, right after the event that completed it, and shows it when the test asks', () => {
    const rec = fakeRecorder();
    const session = PlaySession.start(app(), settings(true), rec.recorder, record, device)!;
    session.click('home', 'go', { x: 0.5, y: 0.5 });
    session.click('next', 'back', { x: 0.5, y: 0.5 });
    session.click('home', 'go', { x: 0.5, y: 0.5 });
    expect(rec.types().filter((t) => t.startsWith('TaskSuccess'))).toEqual(['TaskSuccess:home']);
    const success = rec.events.findIndex((e) => e.type === 'TaskSuccess');
    expect(rec.events[success - 1]).toMatchObject({ type: 'WidgetClick', widget: 'go' });
    expect(rec.events[success]).toMatchObject({ state: { type: 'task', value: 'task-go' } });
    expect(session.getView()).toMatchObject({ completed: ['task-go'], allDone: true });
    expect(session.getView().justCompleted?.id).toBe('task-go');
    session.dismissSuccess();
    expect(session.getView().justCompleted).toBeNull();
  });

  it('says nothing of a success the test does not show', () => {
    const rec = fakeRecorder();
    const session = PlaySession.start(app(), settings(false), rec.recorder, record, device)!;
    session.click('home', 'go', { x: 0.5, y: 0.5 });
    expect(session.getView()).toMatchObject({ completed: ['task-go'], justCompleted: null });
  });

  it('resumes where a reload stopped it: the screen is loaded again, and a done task is not counted twice', () => {
    const first = fakeRecorder();
    const before = PlaySession.start(app(), settings(), first.recorder, record, device)!;
    before.click('home', 'go', { x: 0.5, y: 0.5 });
    const stored = first.saved.at(-1)!;

    const again = fakeRecorder();
    const session = PlaySession.resume(app(), settings(), again.recorder, stored)!;
    expect(again.types()).toEqual(['ScreenLoaded:next']);
    session.click('next', 'back', { x: 0.5, y: 0.5 });
    session.click('home', 'go', { x: 0.5, y: 0.5 });
    expect(again.types().filter((t) => t.startsWith('TaskSuccess'))).toEqual([]);
    expect(session.getView().completed).toEqual(['task-go']);
  });

  it('resumes a session stored before data binding, with no variables yet', () => {
    const rec = fakeRecorder();
    PlaySession.start(app(), settings(), rec.recorder, record, device)!.click('home', 'go', { x: 0, y: 0 });
    const { sim, ...stored } = rec.saved.at(-1)!;
    const { variables: _none, ...older } = sim;
    const session = PlaySession.resume(app(), settings(), fakeRecorder().recorder, {
      ...stored,
      sim: older as typeof sim,
    })!;
    expect(session.getView().sim).toMatchObject({ screen: 'next', variables: {} });
  });

  it('does not resume on a screen the prototype no longer has', () => {
    const rec = fakeRecorder();
    PlaySession.start(app(), settings(), rec.recorder, record, device)!.click('home', 'go', { x: 0, y: 0 });
    const changed = app();
    delete changed.screens.next;
    changed.screens.home.children = ['go'];
    delete changed.lines.l1;
    delete changed.lines.l2;
    delete changed.widgets.back;
    expect(PlaySession.resume(changed, settings(), fakeRecorder().recorder, rec.saved.at(-1)!)).toBeUndefined();
  });

  it('carries the scroll offset into later events, and ends once', () => {
    const rec = fakeRecorder();
    const session = PlaySession.start(app(), createTestSettings(), rec.recorder, record, device)!;
    session.scroll(0.25, [{ time: 1, value: 0.25 }]);
    session.click('home', 'go', { x: 0.5, y: 0.5 });
    expect(rec.events.find((e) => e.type === 'ScreenScroll')).toMatchObject({ state: { value: 0.25 } });
    expect(rec.events.find((e) => e.type === 'WidgetClick')).toMatchObject({ scrollTop: 0.25 });

    let told = 0;
    session.subscribe(() => told++);
    session.end();
    session.end();
    expect(rec.types().filter((t) => t.startsWith('SessionEnd'))).toEqual(['SessionEnd:next']);
    expect(session.getView().ended).toBe(true);
    expect(rec.saved.at(-1)?.ended).toBe(true);
    expect(told).toBe(1);
  });
});
