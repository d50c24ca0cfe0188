import { describe, expect, it } from 'vitest';
import {
  createTestSettings,
  testSettingsInputSchema,
  type FlowStep,
  type Task,
  type TestSettings,
} from '@protolab/shared';
import {
  addTask,
  describeStep,
  flowShowsDetails,
  moveTask,
  removeTask,
  taskProblems,
  toggleStepImportant,
  toSettingsInput,
  updateTask,
  validSettingsInput,
} from './taskEditing';

const task = (id: string, name = id): Task => ({ id, name, description: '', flow: [], strict: false });
const step = (screen: string, widget: string | null, type = 'WidgetClick'): FlowStep => ({ screen, widget, type });

describe('task editing', () => {
  it('adds a task with a fresh id at the end', () => {
    const tasks = addTask([task('a')], 'Buy shoes');
    expect(tasks).toHaveLength(2);
    expect(tasks[1]).toMatchObject({ name: 'Buy shoes', description: '', flow: [], strict: false });
    expect(tasks[1].id).not.toBe('a');
  });

  it('changes one task, leaving the others as they are', () => {
    const before = [task('a'), task('b')];
    const after = updateTask(before, 'b', { name: 'Pay', strict: true });
    expect(after[0]).toBe(before[0]);
    expect(after[1]).toMatchObject({ id: 'b', name: 'Pay', strict: true });
  });

  it('moves tasks up and down, not past either end', () => {
    const tasks = [task('a'), task('b'), task('c')];
    expect(moveTask(tasks, 'c', -1).map((t) => t.id)).toEqual(['a', 'c', 'b']);
    expect(moveTask(tasks, 'a', 1).map((t) => t.id)).toEqual(['b', 'a', 'c']);
    expect(moveTask(tasks, 'a', -1)).toBe(tasks);
    expect(moveTask(tasks, 'c', 1)).toBe(tasks);
    expect(moveTask(tasks, 'x', 1)).toBe(tasks);
  });

  it('removes a task', () => {
    expect(removeTask([task('a'), task('b')], 'a').map((t) => t.id)).toEqual(['b']);
  });

  it('toggles the important mark of one step', () => {
    const flow = [step('s1', 'w1'), step('s2', null, 'ScreenLoaded')];
    const marked = toggleStepImportant(flow, 1);
    expect(marked[1]).toEqual({ screen: 's2', widget: null, type: 'ScreenLoaded', important: true });
    expect(toggleStepImportant(marked, 1)[1]).not.toHaveProperty('important');
  });

  it('needs two or more steps to show task details (SPEC §9)', () => {
    expect(flowShowsDetails([])).toBe(false);
    expect(flowShowsDetails([step('s1', 'w1')])).toBe(false);
    expect(flowShowsDetails([step('s1', 'w1'), step('s2', null, 'ScreenLoaded')])).toBe(true);
  });

  it('names steps by their screen and widget, falling back to ids', () => {
    const app = { screens: { s1: { name: 'Cart' } }, widgets: { w1: { name: 'Checkout' } } } as never;
    expect(describeStep(app, step('s1', 'w1'))).toEqual({ screen: 'Cart', widget: 'Checkout', type: 'WidgetClick' });
    expect(describeStep(app, step('gone', null, 'ScreenLoaded'))).toEqual({
      screen: 'gone',
      widget: null,
      type: 'ScreenLoaded',
    });
    expect(describeStep(undefined, step('s1', 'w9'))).toEqual({ screen: 's1', widget: 'w9', type: 'WidgetClick' });
  });

  it('saves the editable fields only, in the shape the API validates', () => {
    const loaded = {
      ...createTestSettings(),
      id: 't1',
      appID: 'app1',
      created: 1,
      legacyField: 'kept on the server',
      description: 'Welcome',
      splash: { url: 'app1/splash.png', name: 'splash.png' },
      tasks: [{ ...task('a', 'Buy'), legacy: true, flow: [{ ...step('s1', 'w1'), important: true, extra: 1 }] }],
    } as TestSettings;
    const input = toSettingsInput(loaded);
    expect(input).toEqual({
      description: 'Welcome',
      showTaskInTest: false,
      showSuccessInTest: false,
      recordOneTestPerUser: false,
      language: null,
      splash: { url: 'app1/splash.png', name: 'splash.png' },
      tasks: [
        {
          id: 'a',
          name: 'Buy',
          description: '',
          strict: false,
          flow: [
            { screen: 's1', widget: 'w1', type: 'WidgetClick', gesture: undefined, state: undefined, important: true },
          ],
        },
      ],
    });
    expect(testSettingsInputSchema.safeParse(input).success).toBe(true);
    expect(toSettingsInput({ ...loaded, splash: null }).splash).toBeNull();
    // the test's language goes along; one the player does not have is left out
    expect(toSettingsInput({ ...loaded, language: 'de' }).language).toBe('de');
    expect(toSettingsInput({ ...loaded, language: 'fr' }).language).toBeNull();
  });

  it('names tasks without a name, and refuses to save them', () => {
    const settings = { ...createTestSettings(), tasks: [task('a', 'Buy'), task('b', '  ')] };
    expect(taskProblems(settings)).toEqual({ b: 'name' });
    expect(validSettingsInput(settings)).toBeUndefined();
    expect(validSettingsInput({ ...settings, tasks: [task('a', 'Buy')] })).toBeDefined();
  });
});
