import { breaksDirectRun, flowStepMatches, type FlowStepLike } from '../analytics/taskMatching';
import type { AnalyticsEvent } from '../analytics/events';

/** The part of an event a task flow is matched against. */
export type FlowEvent = Pick<AnalyticsEvent, 'screen' | 'widget' | 'type' | 'gesture' | 'overlay'>;

interface FlowTask {
  id: string;
  flow: readonly FlowStepLike[];
  strict?: boolean;
}

/** Per task id: the flow steps reached so far; `over` when a strict task's direct run broke. */
export type TaskProgress = Record<string, { reached: number; over?: boolean }>;

/**
 * The live form of analytics' matchTask, one event at a time, so the player can tell the moment a
 * task succeeds with the same rules the analysis uses: a task starts at its first step; a strict task
 * needs a direct run from there (the first detour ends it for good); any other task needs its steps
 * in order. Answers the new progress and the tasks this event completed. A task without a flow is
 * never completed here.
 */
export function advanceTasks(
  tasks: readonly FlowTask[],
  progress: TaskProgress,
  event: FlowEvent,
): { progress: TaskProgress; completed: FlowTask[] } {
  const next: TaskProgress = { ...progress };
  const completed: FlowTask[] = [];
  const seen: AnalyticsEvent = { id: '', session: '', time: 0, ...event };
  for (const task of tasks) {
    const { reached = 0, over = false } = progress[task.id] ?? {};
    const n = task.flow.length;
    if (n === 0 || over || reached >= n) continue;
    if (flowStepMatches(task.flow[reached], seen)) {
      next[task.id] = { reached: reached + 1 };
      if (reached + 1 === n) completed.push(task);
    } else if (task.strict && reached > 0 && breaksDirectRun(seen, task.flow[reached - 1], task.flow[reached])) {
      next[task.id] = { reached, over: true };
    }
  }
  return { progress: next, completed };
}

/** Whether every task with a flow is completed or, strict and broken, can no longer be. */
export function allTasksDone(tasks: readonly FlowTask[], progress: TaskProgress): boolean {
  const measurable = tasks.filter((t) => t.flow.length > 0);
  return (
    measurable.length > 0 &&
    measurable.every((t) => (progress[t.id]?.reached ?? 0) >= t.flow.length || progress[t.id]?.over === true)
  );
}
