// Task performance: starts, success, drop-off, time and interactions, with their statistics.
import { MIN_FLOW_STEPS_FOR_DETAILS } from '../constants';
import { isInteraction } from './events';
import type { Session } from './sessions';
import { geometricMeanInterval, type GeometricMeanEstimate } from './statistics/geometricMean';
import { summarize, type Summary } from './statistics/descriptive';
import { adjustedWaldInterval, DEFAULT_CONFIDENCE, type RateEstimate } from './statistics/proportion';
import { matchTask, type FlowStepLike, type TaskLike } from './taskMatching';

export interface TaskSessionResult {
  session: string;
  user: string;
  /** reached the first step, or marked succeeded by hand */
  started: boolean;
  /** steps reached (a hand-set success counts all, a hand-set failure at most all but one) */
  reached: number;
  success: boolean;
  /** success with no detour between steps */
  direct: boolean;
  /** what the matcher found, before any hand-set verdict */
  matched: boolean;
  /** the hand-set verdict, or null */
  override: boolean | null;
  /** time of the first step; null when the matcher found none */
  start: number | null;
  /** time of the last step reached */
  end: number | null;
  /** end − start, ms */
  duration: number | null;
  /** interaction events from the first step to the last step reached, both included */
  interactions: number | null;
  /** ms from the session's first event to the first step */
  timeToFirstStep: number | null;
  /** per matched step k: ms since step k − 1 (step 0: since the session's first event) */
  stepDurations: number[];
  /** per matched step k: interactions after step k − 1 up to and including step k (step 0: from the session's start) */
  stepInteractions: number[];
}

export interface TaskStepFigures {
  step: number;
  /** sessions that reached this step */
  reached: number;
  duration: Summary | null;
  interactions: Summary | null;
}

/** Shown only for flows of MIN_FLOW_STEPS_FOR_DETAILS (2) steps or more. */
export interface TaskDetails {
  /** sessions reaching step k, k = 0 … steps − 1 */
  funnel: number[];
  /** sessions that reached step k and not step k + 1 (last step: 0 unless failed by hand) */
  dropOff: number[];
  /**
   * Time on task (first step to last step, ms) of successful sessions whose steps were all
   * observed (a success set by hand without a matched flow has no time). Median and quartiles by type 7.
   */
  time: Summary | null;
  /** geometric mean of the same times with its log-normal (t on log times) interval */
  timeGeometric: GeometricMeanEstimate | null;
  /** interactions from first to last step, successful sessions as for time */
  interactions: Summary | null;
  /** ms from session start to the first step, all started sessions with a matched first step */
  timeToFirstStep: Summary | null;
  steps: TaskStepFigures[];
}

export interface TaskFigures {
  task: string;
  name: string;
  steps: number;
  strict: boolean;
  /** sessions analysed (valid, after the tag filter) */
  sessions: number;
  starts: number;
  successes: number;
  directSuccesses: number;
  indirectSuccesses: number;
  /** sessions with a hand-set verdict on this task */
  overridden: number;
  /** successes / starts with the adjusted-Wald interval (see adjustedWaldInterval) */
  successRate: RateEstimate;
  /** direct successes / starts */
  directRate: RateEstimate;
  details: TaskDetails | null;
  /** one row per started session, in session order (the scatter plot) */
  results: TaskSessionResult[];
}

export interface TaskFigureOptions {
  confidence?: number;
}

/**
 * Running count of interaction events: counts[i] = interactions among events[0 … i − 1]. Written
 * into `into` when it is long enough (one buffer serves every session of a study).
 */
function interactionPrefix(session: Session, into?: Int32Array): Int32Array {
  const n = session.events.length;
  const counts = into && into.length > n ? into : new Int32Array(n + 1);
  counts[0] = 0;
  for (let i = 0; i < n; i++) counts[i + 1] = counts[i] + (isInteraction(session.events[i].type) ? 1 : 0);
  return counts;
}

/**
 * The step each step's time and interactions count from (-1: the session's start). Where the
 * designer marked important steps, the charts show those alone, so an important step counts from
 * the important step before it and the times shown add up to the task's; other steps count from the
 * step before them.
 */
function stepsCountedFrom(flow: readonly FlowStepLike[]): number[] {
  const marked = flow.some((step) => step.important);
  let lastImportant = -1;
  return flow.map((step, k) => {
    const from = marked && step.important ? lastImportant : k - 1;
    if (step.important) lastImportant = k;
    return from;
  });
}

/** The result of one task in one session, hand-set verdicts applied. */
export function taskSessionResult(session: Session, task: TaskLike): TaskSessionResult {
  return resultWithPrefix(session, task, interactionPrefix(session));
}

function resultWithPrefix(session: Session, task: TaskLike, prefix: ArrayLike<number>): TaskSessionResult {
  const n = task.flow.length;
  const match = matchTask(session.events, task.flow, task.strict ?? false);
  const override = Object.prototype.hasOwnProperty.call(session.taskOverrides, task.id)
    ? session.taskOverrides[task.id]
    : null;
  const idx = match.stepIndexes;
  const events = session.events;
  const stepDurations: number[] = [];
  const stepInteractions: number[] = [];
  const since = stepsCountedFrom(task.flow);
  for (let k = 0; k < idx.length; k++) {
    const from = since[k];
    stepDurations.push(events[idx[k]].time - (from < 0 ? session.start : events[idx[from]].time));
    stepInteractions.push(prefix[idx[k] + 1] - (from < 0 ? 0 : prefix[idx[from] + 1]));
  }
  const first = idx.length ? events[idx[0]].time : null;
  const last = idx.length ? events[idx[idx.length - 1]].time : null;
  const success = override ?? match.completed;
  let reached = match.reached;
  if (override === true) reached = n;
  else if (override === false) reached = Math.min(reached, Math.max(0, n - 1));
  return {
    session: session.id,
    user: session.user,
    started: match.started || override === true,
    reached,
    success,
    direct: success && match.direct,
    matched: match.completed,
    override,
    start: first,
    end: last,
    duration: first === null || last === null ? null : last - first,
    interactions: idx.length ? prefix[idx[idx.length - 1] + 1] - prefix[idx[0]] : null,
    timeToFirstStep: first === null ? null : first - session.start,
    stepDurations,
    stepInteractions,
  };
}

/** Figures for each task over the sessions (build them with buildSessions: invalid ones are out already). */
export function taskFigures(
  sessions: readonly Session[],
  tasks: readonly TaskLike[],
  options: TaskFigureOptions = {},
): TaskFigures[] {
  const perTask: TaskSessionResult[][] = tasks.map(() => []);
  addTaskResults(perTask, sessions, tasks);
  return taskFiguresOf(tasks, perTask, sessions.length, options);
}

/** Adds each session's result of each task it started to `perTask` (one list per task). */
export function addTaskResults(
  perTask: TaskSessionResult[][],
  sessions: readonly Session[],
  tasks: readonly TaskLike[],
): void {
  let buffer: Int32Array = new Int32Array(256);
  for (const session of sessions) {
    const prefix = interactionPrefix(session, buffer);
    buffer = prefix;
    for (let t = 0; t < tasks.length; t++) {
      const result = resultWithPrefix(session, tasks[t], prefix);
      if (result.started) perTask[t].push(result);
    }
  }
}

/** The figures of each task from the results of the `sessions` sessions analysed (addTaskResults). */
export function taskFiguresOf(
  tasks: readonly TaskLike[],
  perTask: readonly TaskSessionResult[][],
  sessions: number,
  options: TaskFigureOptions = {},
): TaskFigures[] {
  return tasks.map((task, t) => aggregate(task, perTask[t], sessions, options.confidence ?? DEFAULT_CONFIDENCE));
}

function aggregate(task: TaskLike, results: TaskSessionResult[], sessions: number, confidence: number): TaskFigures {
  const n = task.flow.length;
  let successes = 0;
  let directSuccesses = 0;
  let overridden = 0;
  for (const r of results) {
    if (r.success) successes++;
    if (r.direct) directSuccesses++;
    if (r.override !== null) overridden++;
  }
  const starts = results.length;
  return {
    task: task.id,
    name: task.name ?? '',
    steps: n,
    strict: task.strict ?? false,
    sessions,
    starts,
    successes,
    directSuccesses,
    indirectSuccesses: successes - directSuccesses,
    overridden,
    successRate: adjustedWaldInterval(successes, starts, confidence),
    directRate: adjustedWaldInterval(directSuccesses, starts, confidence),
    details: n >= MIN_FLOW_STEPS_FOR_DETAILS ? details(n, results, confidence) : null,
    results,
  };
}

function details(n: number, results: TaskSessionResult[], confidence: number): TaskDetails {
  const funnel = new Array<number>(n).fill(0);
  const stepDurations: number[][] = Array.from({ length: n }, () => []);
  const stepInteractions: number[][] = Array.from({ length: n }, () => []);
  const times: number[] = [];
  const interactions: number[] = [];
  const toFirst: number[] = [];
  let successes = 0;
  for (const r of results) {
    if (r.success) successes++;
    for (let k = 0; k < r.reached; k++) funnel[k]++;
    for (let k = 0; k < r.stepDurations.length; k++) {
      stepDurations[k].push(r.stepDurations[k]);
      stepInteractions[k].push(r.stepInteractions[k]);
    }
    if (r.timeToFirstStep !== null) toFirst.push(r.timeToFirstStep);
    if (r.success && r.matched && r.duration !== null) {
      times.push(r.duration);
      interactions.push(r.interactions ?? 0);
    }
  }
  return {
    funnel,
    dropOff: funnel.map((reached, k) => reached - (k + 1 < n ? funnel[k + 1] : successes)),
    time: summarize(times),
    timeGeometric: geometricMeanInterval(times, confidence),
    interactions: summarize(interactions),
    timeToFirstStep: summarize(toFirst),
    steps: funnel.map((reached, k) => ({
      step: k,
      reached,
      duration: summarize(stepDurations[k]),
      interactions: summarize(stepInteractions[k]),
    })),
  };
}
