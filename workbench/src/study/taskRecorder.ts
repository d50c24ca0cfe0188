// The task recorder (SPEC §4): begin (the player opens, recording) → pause → record again → done →
// the designer marks the important steps → the steps become the task's flow.
import type { FlowStep } from '@protolab/shared';
import type { PlayerEvent } from './playerMessage';

export type RecorderPhase = 'idle' | 'recording' | 'paused' | 'done';

export interface RecorderState {
  phase: RecorderPhase;
  steps: FlowStep[];
}

export const idleRecorder: RecorderState = { phase: 'idle', steps: [] };

/** Starts a new recording: the player is launched and what the designer does is kept. */
export function begin(): RecorderState {
  return { phase: 'recording', steps: [] };
}

export function pause(state: RecorderState): RecorderState {
  return state.phase === 'recording' ? { ...state, phase: 'paused' } : state;
}

export function record(state: RecorderState): RecorderState {
  return state.phase === 'paused' ? { ...state, phase: 'recording' } : state;
}

/** Stops recording; the designer now marks the important steps. */
export function done(state: RecorderState): RecorderState {
  return state.phase === 'recording' || state.phase === 'paused' ? { ...state, phase: 'done' } : state;
}

const sameStep = (a: FlowStep, b: Pick<FlowStep, 'screen' | 'widget' | 'type'>) =>
  a.screen === b.screen && (a.widget ?? null) === (b.widget ?? null) && a.type === b.type;

/** Keeps an event while recording; events while paused, and a repeat of the last step, are dropped. */
export function receive(state: RecorderState, event: PlayerEvent): RecorderState {
  if (state.phase !== 'recording') return state;
  const step: FlowStep = { screen: event.screen, widget: event.widget, type: event.type };
  const last = state.steps.at(-1);
  if (last && sameStep(last, step)) return state;
  return { ...state, steps: [...state.steps, step] };
}

/** Marks or unmarks a step as important (after done). */
export function toggleImportant(state: RecorderState, index: number): RecorderState {
  if (state.phase !== 'done' || !state.steps[index]) return state;
  const steps = state.steps.map((step, i) => (i === index ? withImportant(step, !step.important) : step));
  return { ...state, steps };
}

export function withImportant(step: FlowStep, important: boolean): FlowStep {
  const { important: _old, ...rest } = step;
  return important ? { ...rest, important: true } : rest;
}
