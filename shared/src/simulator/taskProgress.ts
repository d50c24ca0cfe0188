import type { Task } from '../model/testSettings';

/** The part of an event a task flow step is matched against. */
export interface FlowEvent {
  screen: string;
  widget: string | null;
  type: string;
  gesture?: { type: string } | null;
  state?: { type: string; value?: unknown } | null;
}

/** How many steps of each task's flow the session has matched so far, by task id. */
export type TaskProgress = Record<string, number>;

/**
 * A step matches an event with the same screen, widget and type, and the same gesture type and
 * state value where the step names one.
 */
export function stepMatches(step: Task['flow'][number], event: FlowEvent): boolean {
  if (step.screen !== event.screen || (step.widget ?? null) !== event.widget || step.type !== event.type) return false;
  if (step.gesture && step.gesture.type !== event.gesture?.type) return false;
  if (step.state && 'value' in step.state && JSON.stringify(step.state.value) !== JSON.stringify(event.state?.value)) return false;
  return true;
}

/**
 * Advances every unfinished task by one event: the flow's steps must come in order; in a strict
 * task nothing else may come between them (a stray event starts the flow over). Answers the new
 * progress and the tasks this event completed. Tasks without a flow are never completed here.
 */
export function advanceTasks(
  tasks: readonly Task[],
  progress: TaskProgress,
  event: FlowEvent,
): { progress: TaskProgress; completed: Task[] } {
  const next: TaskProgress = { ...progress };
  const completed: Task[] = [];
  for (const task of tasks) {
    const done = progress[task.id] ?? 0;
    if (task.flow.length === 0 || done >= task.flow.length) continue;
    let reached = done;
    if (stepMatches(task.flow[done], event)) reached = done + 1;
    else if (task.strict && done > 0) reached = stepMatches(task.flow[0], event) ? 1 : 0;
    next[task.id] = reached;
    if (reached === task.flow.length) completed.push(task);
  }
  return { progress: next, completed };
}

export function allTasksDone(tasks: readonly Task[], progress: TaskProgress): boolean {
  const measurable = tasks.filter((t) => t.flow.length > 0);
  return measurable.length > 0 && measurable.every((t) => (progress[t.id] ?? 0) >= t.flow.length);
}
