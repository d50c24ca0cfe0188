import { describe, expect, it } from 'vitest';
import type { Task } from '../model/testSettings';
import { shouldRecord } from './recording';
import { advanceTasks, allTasksDone, type FlowEvent, type TaskProgress } from './taskProgress';

const loaded = (screen: string) => ({ screen, widget: null, type: 'ScreenLoaded' });
const click = (screen: string, widget: string) => ({ screen, widget, type: 'WidgetClick' });
const task = (id: string, flow: Task['flow'], strict = false): Task => ({
  id,
  name: id,
  description: '',
  strict,
  flow,
});

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
  const flow = [loaded('a'), click('a', 'go'), loaded('b')];
  const loose = task('loose', flow);
  const strict = task('strict', flow, true);
  const empty = task('empty', []);

  it('completes a flow whose steps come in order, with other events between them', () => {
    const { progress, completed } = run([loose, empty], [loaded('a'), click('a', 'x'), click('a', 'go'), loaded('b')]);
    expect(completed).toEqual(['loose']);
    expect(progress.loose).toEqual({ reached: 3 });
  });

  it('completes a strict flow only on a direct run, and a broken run for good', () => {
    expect(run([strict], [loaded('a'), click('a', 'go'), loaded('b')]).completed).toEqual(['strict']);
    const detour = run([strict], [loaded('a'), click('a', 'x'), loaded('a'), click('a', 'go'), loaded('b')]);
    expect(detour.completed).toEqual([]);
    expect(detour.progress.strict).toEqual({ reached: 1, over: true });
  });

  it('lets a strict run through what is no choice of the tester, and a repeat of the step just matched', () => {
    const events = [
      loaded('a'),
      { type: 'ScreenScroll', screen: 'a', widget: null },
      click('a', 'go'),
      click('a', 'go'),
      loaded('b'),
    ];
    expect(run([strict], events).completed).toEqual(['strict']);
  });

  it('reports each task once', () => {
    const { completed } = run([loose], [...flow, ...flow]);
    expect(completed).toEqual(['loose']);
  });

  it('matches a gesture where the step names one', () => {
    const swipe = task('swipe', [{ screen: 'a', widget: null, type: 'ScreenGesture', gesture: { type: 'swipeLeft' } }]);
    expect(
      run([swipe], [{ screen: 'a', widget: null, type: 'ScreenGesture', gesture: { type: 'swipeRight' } }]).completed,
    ).toEqual([]);
    expect(
      run([swipe], [{ screen: 'a', widget: null, type: 'ScreenGesture', gesture: { type: 'swipeLeft' } }]).completed,
    ).toEqual(['swipe']);
  });

  it('says when all measurable tasks are done or can no longer be', () => {
    expect(allTasksDone([loose, empty], { loose: { reached: 3 } })).toBe(true);
    expect(allTasksDone([loose, empty], { loose: { reached: 2 } })).toBe(false);
    expect(allTasksDone([strict], { strict: { reached: 1, over: true } })).toBe(true);
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
