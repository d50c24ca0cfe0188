// Building a task's flow by hand, beside the recorder: steps picked (a screen, maybe a widget on it,
// an event), moved and removed.
import { MAX_FLOW_STEPS, orderedScreens, resolveScreenWidgets, type App, type FlowStep } from '@protolab/shared';

/** The events a picked step can wait for: a screen's own, or a widget's. */
const SCREEN_EVENTS = ['ScreenLoaded', 'ScreenClick'] as const;
const WIDGET_EVENTS = ['WidgetClick', 'WidgetChange'] as const;

export function eventsFor(widget: string | null): readonly string[] {
  return widget ? WIDGET_EVENTS : SCREEN_EVENTS;
}

export interface PickOption {
  id: string;
  name: string;
}

/** The screens to pick from, in the designer's order (segments are parts of screens, not places). */
export function pickableScreens(app: App): PickOption[] {
  return orderedScreens(app)
    .filter((screen) => !screen.segment)
    .map((screen) => ({ id: screen.id, name: screen.name || screen.id }));
}

/** The widgets a screen shows, its masters' included, under the ids the player reports them by. */
export function pickableWidgets(app: App, screen: string): PickOption[] {
  return resolveScreenWidgets(app, screen).map((widget) => ({
    id: widget.id,
    name: widget.name || widget.type,
  }));
}

export function canAddStep(flow: FlowStep[]): boolean {
  return flow.length < MAX_FLOW_STEPS;
}

export function addStep(flow: FlowStep[], step: Pick<FlowStep, 'screen' | 'widget' | 'type'>): FlowStep[] {
  return canAddStep(flow) ? [...flow, { screen: step.screen, widget: step.widget, type: step.type }] : flow;
}

/** Moves a step up (-1) or down (+1); at either end nothing changes. */
export function moveStep(flow: FlowStep[], index: number, by: -1 | 1): FlowStep[] {
  const to = index + by;
  if (!flow[index] || to < 0 || to >= flow.length) return flow;
  const moved = [...flow];
  [moved[index], moved[to]] = [moved[to], moved[index]];
  return moved;
}

export function removeStep(flow: FlowStep[], index: number): FlowStep[] {
  return flow.filter((_, i) => i !== index);
}
