// The steps a task's drop-off and time charts show: those the designer marked important (every step
// when none is), each named "Screen › Widget › event" from the prototype.
import type { FlowStepLike, TaskStepFigures, TaskSummary } from '@protolab/shared';

export interface ChartStep {
  label: string;
  reached: number;
  /** reached this step and not the next one shown (the last: did not succeed) */
  dropped: number;
  /** its time and interactions since the step shown before it (the important one before it, where steps are marked) */
  figures: TaskStepFigures;
}

/**
 * `flow` is the task's flow in the test settings: it names each step's event and marks the important
 * ones. When it is not the flow the figures were computed for (the settings changed since), every
 * step is shown by the names the figures carry.
 */
export function chartSteps(
  task: TaskSummary,
  flow: readonly FlowStepLike[] | undefined,
  eventWords: (type: string) => string,
): ChartStep[] {
  const details = task.details;
  if (!details) return [];
  const known = flow?.length === task.steps ? flow : undefined;
  const name = (i: number) => task.stepNames[i] || String(i + 1);
  const all = Array.from({ length: task.steps }, (_, i) => i);
  const important = known ? all.filter((i) => known[i].important) : [];
  const shown = important.length > 0 ? important : all;
  const last = task.steps - 1;
  const successes = details.funnel[last] - details.dropOff[last];
  const labels = shown.map((i) => (known ? `${name(i)} › ${eventWords(known[i].type)}` : name(i)));
  return shown.map((index, k) => {
    const next = shown[k + 1];
    const reached = details.funnel[index];
    // the charts place their bars by label: a step repeated in the flow gets its position
    const repeated = labels.indexOf(labels[k]) !== labels.lastIndexOf(labels[k]);
    return {
      label: repeated ? `${labels[k]} (${index + 1})` : labels[k],
      reached,
      dropped: reached - (next === undefined ? successes : details.funnel[next]),
      figures: details.steps[index],
    };
  });
}
