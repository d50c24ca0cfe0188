// Matching a task's flow against one session's events.
import { isInteraction, type AnalyticsEvent } from './events';
import { overlayIdOf } from './screenVisits';

/** What matching reads of a flow step (model/testSettings.ts FlowStep fits). */
export interface FlowStepLike {
  screen: string;
  widget?: string | null;
  type: string;
  gesture?: { type: string } | null;
  /** marked by the designer: the task's charts show these steps */
  important?: boolean;
}

/** What matching reads of a task (model/testSettings.ts Task fits). */
export interface TaskLike {
  id: string;
  name?: string;
  flow: readonly FlowStepLike[];
  strict?: boolean;
}

/**
 * A step matches an event with the same screen, widget (null = none) and type, and, when the step
 * names a gesture, the same gesture type. A step's `state` (the value recorded in the task recorder)
 * is not compared: testers type other text than the designer did. (The player's live check,
 * simulator/taskProgress stepMatches, does compare a step's state value.)
 */
export function flowStepMatches(step: FlowStepLike, event: AnalyticsEvent): boolean {
  return (
    event.type === step.type &&
    event.screen === step.screen &&
    (event.widget ?? null) === (step.widget ?? null) &&
    (!step.gesture?.type || event.gesture?.type === step.gesture.type)
  );
}

/**
 * Whether an event between matched step `previous` and the next step `next` is a detour that breaks
 * a strict (direct) run. The rule:
 * - interaction events (ScreenClick, WidgetClick, WidgetChange, WidgetGesture, ScreenGesture) break
 *   it, except a repeat of the step just matched (a double click, typing on in the same field);
 * - ScreenLoaded and OverlayLoaded break it unless they show the next step's screen (the navigation
 *   the previous step caused is part of the flow) or repeat the step just matched;
 * - everything else does not count: SessionStart/End, ScreenScroll, OverlayRemoved, validation and
 *   animation events, TaskSuccess, unknown types. They are not choices of the tester, or (scrolling,
 *   closing an overlay) lead to no other place by themselves.
 */
export function breaksDirectRun(event: AnalyticsEvent, previous: FlowStepLike, next: FlowStepLike): boolean {
  const type = event.type;
  if (type === 'ScreenLoaded' || type === 'OverlayLoaded') {
    const shown = type === 'OverlayLoaded' ? overlayIdOf(event) : event.screen;
    return shown !== next.screen && !flowStepMatches(previous, event);
  }
  if (isInteraction(type)) return !flowStepMatches(previous, event);
  return false;
}

export interface TaskMatch {
  /** the session reached the first step */
  started: boolean;
  /** steps reached in order, 0..flow.length */
  reached: number;
  /** all steps reached */
  completed: boolean;
  /** completed with no detour between the steps (breaksDirectRun) */
  direct: boolean;
  /** indexes into the session's events of the matched steps (length = reached) */
  stepIndexes: number[];
}

const NOT_STARTED: TaskMatch = { started: false, reached: 0, completed: false, direct: false, stepIndexes: [] };

/**
 * Matches a flow against events sorted by time (a session's events).
 * - A task starts at the first event that matches its first step. A session starts a task at most
 *   once, however often it comes back to the first step, and counts at most one success.
 * - Not strict: the steps must occur in order; anything in between is skipped (greedy in-order
 *   subsequence match, which finds a complete match whenever one exists after the start).
 * - Strict: the run from the start must be direct: the first detour (breaksDirectRun) ends the attempt,
 *   and there is no second attempt — a strict task asks for direct success.
 * `direct` is reported for both kinds, so a non-strict task tells direct from indirect success.
 */
export function matchTask(events: readonly AnalyticsEvent[], flow: readonly FlowStepLike[], strict = false): TaskMatch {
  const n = flow.length;
  if (n === 0) return NOT_STARTED;
  let start = -1;
  for (let i = 0; i < events.length; i++) {
    if (flowStepMatches(flow[0], events[i])) {
      start = i;
      break;
    }
  }
  if (start < 0) return NOT_STARTED;

  // direct run
  const directIndexes = [start];
  for (let i = start + 1; i < events.length && directIndexes.length < n; i++) {
    const k = directIndexes.length;
    const event = events[i];
    if (flowStepMatches(flow[k], event)) directIndexes.push(i);
    else if (breaksDirectRun(event, flow[k - 1], flow[k])) break;
  }
  const direct = directIndexes.length === n;
  if (strict || direct) {
    return { started: true, reached: directIndexes.length, completed: direct, direct, stepIndexes: directIndexes };
  }

  // in order, skipping what lies between
  const stepIndexes = [start];
  for (let i = start + 1; i < events.length && stepIndexes.length < n; i++) {
    if (flowStepMatches(flow[stepIndexes.length], events[i])) stepIndexes.push(i);
  }
  const completed = stepIndexes.length === n;
  return { started: true, reached: stepIndexes.length, completed, direct: false, stepIndexes };
}
