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

export interface WidgetOption extends PickOption {
  /** where the screen shows it, from the screen's top-left corner */
  box: { x: number; y: number; w: number; h: number };
}

/** The widgets a screen shows, its masters' included, under the ids the player reports them by, bottom first. */
export function pickableWidgets(app: App, screen: string): WidgetOption[] {
  const origin = app.screens[screen] ?? { x: 0, y: 0 };
  return resolveScreenWidgets(app, screen).map((widget) => ({
    id: widget.id,
    name: widget.name || widget.type,
    box: { x: widget.x - origin.x, y: widget.y - origin.y, w: widget.w, h: widget.h },
  }));
}

/** The widget a click at `point` (screen pixels) picks: the top one of those under it. */
export function widgetAt(widgets: readonly WidgetOption[], point: { x: number; y: number }): string | undefined {
  return widgets.findLast(
    ({ box }) => point.x >= box.x && point.x <= box.x + box.w && point.y >= box.y && point.y <= box.y + box.h,
  )?.id;
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
