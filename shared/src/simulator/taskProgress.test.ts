import { describe, expect, it } from 'vitest';
import type { Task } from '../model/testSettings';
import { advanceTasks, allTasksDone, type FlowEvent, type TaskProgress } from './taskProgress';
import { shouldRecord } from './recording';

const loaded = (screen: string) => ({ screen, widget: null, type: 'ScreenLoaded' });
const click = (screen: string, widget: string) => ({ screen, widget, type: 'WidgetClick' });
const task = (id: string, flow: Task['flow'], strict = false): Task => ({ id, name: id, description: '', strict, flow });

function run(tasks: Task[], events: FlowEvent[]) {
  let progress: TaskProgress = {};
  const completed: string[] = [];
  for (const e of events) {
    const step = advanceTasks(tasks, progress, e);
    progress = step.progress;
    completed.push(...step.completed.map((t) => t.id));
  }
  return { progress, completed };
}

describe('advanceTasks', () => {
  const loose = task('loose', [loaded('a'), click('a', 'go'), loaded('b')]);
  const strict = task('strict', [loaded('a'), click('a', 'go'), loaded('b')], true);
  const empty = task('empty', []);

  it('completes a flow whose steps come in order, with other events between them', () => {
    const { progress, completed } = run([loose, strict, empty], [loaded('a'), click('a', 'x'), click('a', 'go'), loaded('b')]);
    expect(completed).toEqual(['loose']);
    expect(progress).toMatchObject({ loose: 3, strict: 0 });
  });

  it('completes a strict flow only without strays, and reports each task once', () => {
    const { completed } = run([loose, strict], [loaded('a'), click('a', 'go'), loaded('b'), loaded('a'), click('a', 'go'), loaded('b')]);
    expect(completed).toEqual(['loose', 'strict']);
  });

  it('restarts a strict flow on the first step', () => {
    const { progress } = run([strict], [loaded('a'), loaded('a'), click('a', 'go')]);
    expect(progress.strict).toBe(2);
  });

  it('matches gesture and state where the step names them', () => {
    const swipe = task('swipe', [{ screen: 'a', widget: null, type: 'ScreenGesture', gesture: { type: 'swipeLeft' } }]);
    expect(run([swipe], [{ screen: 'a', widget: null, type: 'ScreenGesture', gesture: { type: 'swipeRight' } }]).completed).toEqual([]);
    expect(run([swipe], [{ screen: 'a', widget: null, type: 'ScreenGesture', gesture: { type: 'swipeLeft' } }]).completed).toEqual(['swipe']);
    const typed = task('typed', [{ screen: 'a', widget: 'n', type: 'WidgetChange', state: { type: 'text', value: 'x' } }]);
    expect(run([typed], [{ screen: 'a', widget: 'n', type: 'WidgetChange', state: { type: 'text', value: 'y' } }]).completed).toEqual([]);
  });

  it('says when all measurable tasks are done', () => {
    expect(allTasksDone([loose, empty], { loose: 3 })).toBe(true);
    expect(allTasksDone([loose, empty], { loose: 2 })).toBe(false);
    expect(allTasksDone([empty], {})).toBe(false);
  });
});

describe('shouldRecord', () => {
  it('records unless log=false, or a returning tester of a one-test-per-user study', () => {
    expect(shouldRecord({ log: true, recordOneTestPerUser: false, recordedBefore: true })).toBe(true);
    expect(shouldRecord({ log: true, recordOneTestPerUser: true, recordedBefore: false })).toBe(true);
    expect(shouldRecord({ log: true, recordOneTestPerUser: true, recordedBefore: true })).toBe(false);
    expect(shouldRecord({ log: false, recordOneTestPerUser: false, recordedBefore: false })).toBe(false);
  });
});
