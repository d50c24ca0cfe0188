// Editing the test settings in the form: tasks added, changed, moved, removed; flows described;
// and the document made ready to save (the input schema of shared/model/testSettings.ts).
import {
  createTask,
  LOCALES,
  MIN_FLOW_STEPS_FOR_DETAILS,
  testSettingsInputSchema,
  type App,
  type FlowStep,
  type Locale,
  type Task,
  type TestSettings,
  type TestSettingsInput,
} from '@protolab/shared';
import { withImportant } from './taskRecorder';

export type TaskChanges = Partial<Pick<Task, 'name' | 'description' | 'strict' | 'flow'>>;

export function addTask(tasks: Task[], name: string): Task[] {
  return [...tasks, createTask(name)];
}

export function updateTask(tasks: Task[], id: string, changes: TaskChanges): Task[] {
  return tasks.map((task) => (task.id === id ? { ...task, ...changes } : task));
}

export function removeTask(tasks: Task[], id: string): Task[] {
  return tasks.filter((task) => task.id !== id);
}

/** Moves a task up (-1) or down (+1); at either end nothing changes. */
export function moveTask(tasks: Task[], id: string, by: -1 | 1): Task[] {
  const from = tasks.findIndex((task) => task.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= tasks.length) return tasks;
  const moved = [...tasks];
  [moved[from], moved[to]] = [moved[to], moved[from]];
  return moved;
}

export function toggleStepImportant(flow: FlowStep[], index: number): FlowStep[] {
  return flow.map((step, i) => (i === index ? withImportant(step, !step.important) : step));
}

/** SPEC §9: a flow needs two or more steps before the task's details can be shown. */
export function flowShowsDetails(flow: FlowStep[]): boolean {
  return flow.length >= MIN_FLOW_STEPS_FOR_DETAILS;
}

/** A step in words: the screen's and the widget's names (their ids when deleted since). */
export interface StepLabel {
  screen: string;
  widget: string | null;
  type: string;
}

export function describeStep(app: Pick<App, 'screens' | 'widgets'> | undefined, step: FlowStep): StepLabel {
  const screen = app?.screens[step.screen]?.name || step.screen;
  const widget = step.widget ? app?.widgets[step.widget]?.name || step.widget : null;
  return { screen, widget, type: step.type };
}

function stepInput(step: FlowStep) {
  const { screen, widget, type, gesture, state, important } = step;
  return { screen, widget: widget ?? null, type, gesture, state, important };
}

/** What the form saves: the editable fields only (stored documents may carry more). */
export function toSettingsInput(settings: TestSettings): TestSettingsInput {
  const { description, showTaskInTest, showSuccessInTest, recordOneTestPerUser, splash } = settings;
  // a stored language the player does not have is left out: the browser's language then
  const language = (LOCALES as readonly unknown[]).includes(settings.language) ? (settings.language as Locale) : null;
  return {
    description,
    showTaskInTest,
    showSuccessInTest,
    recordOneTestPerUser,
    language,
    splash: splash?.url ? { url: splash.url, ...(splash.name ? { name: splash.name } : {}) } : null,
    tasks: settings.tasks.map(({ id, name, description: text, flow, strict }) => ({
      id,
      name,
      description: text,
      strict,
      flow: flow.map(stepInput),
    })),
  };
}

/** Problems the form shows before saving: task id → 'name' when a task has no name. */
export function taskProblems(settings: TestSettings): Record<string, 'name'> {
  const problems: Record<string, 'name'> = {};
  for (const task of settings.tasks) if (task.name.trim() === '') problems[task.id] = 'name';
  return problems;
}

/** The document to POST, or undefined when the schema refuses it. */
export function validSettingsInput(settings: TestSettings): TestSettingsInput | undefined {
  const input = toSettingsInput(settings);
  return testSettingsInputSchema.safeParse(input).success ? input : undefined;
}
