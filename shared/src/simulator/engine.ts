import { resolveScreenWidgets } from '../appDocument/inheritance';
import { startScreen } from '../appDocument/startScreen';
import type { App } from '../model/app';
import type { Line } from '../model/line';
import type { Screen } from '../model/screen';
import type { Widget } from '../model/widget';
import type { WidgetValue } from '../widgets/values';
import { coerceValue, initialValue, isRadio, valueKind } from './formState';
import { groupsHolding, lineFor, lineSources, linesFrom } from './lineIndex';
import { triggerOf, type Trigger } from './lineEvents';
import { routeLine } from './logic';
import { isValidValue, validationRuleOf } from './validation';
import { boundVariable, withVariable } from './dataBinding';
import { maskedEventState, SECRET_WIDGET_TYPES } from './recording';

/** Where the tester is and what they entered. Plain data: store it, compare it, replay it. */
export interface SimulatorState {
  /** the screen shown */
  screen: string;
  /** overlay screens open on top of it, bottom first */
  overlays: string[];
  /** form values by widget id as events name it ("<master>@<screen>" for an inherited copy) */
  values: Record<string, WidgetValue>;
  /** widgets whose value failed validation and has not been corrected yet */
  invalid: string[];
  /** data binding: the value of each variable an input bound to it has set */
  variables: Record<string, WidgetValue>;
}

/** An event the step caused, without what only the recorder knows (id, session, user, time, pointer). */
export interface EventDraft {
  type: string;
  screen: string;
  widget: string | null;
  overlay?: string;
  state?: {
    type: string;
    value?: unknown;
    children?: Array<{ time: number; value?: unknown }>;
    options?: Record<string, unknown>;
  };
}

export interface SimulatorStep {
  state: SimulatorState;
  events: EventDraft[];
  /** the lines that fired, logic hops included; empty when nothing fired */
  lines: Line[];
}

export interface SimulatorOptions {
  /** 0 ≤ n < 1, for A/B branches; Math.random by default */
  random?: () => number;
}

/** An interaction the player saw: on a widget (by its event id) or on the screen background. */
export interface Interaction {
  /** the screen the widget is drawn on: the base screen or an open overlay */
  screen: string;
  widget: string | null;
  trigger: Trigger;
}

function isOverlayScreen(screen: Screen | undefined): boolean {
  return screen?.style?.overlay === true;
}

/** The first state of a session: the start screen (`props.start`) unless another is asked for. */
export function startSimulator(app: App, screenId?: string): SimulatorStep | undefined {
  const screen = (screenId !== undefined && app.screens[screenId]) || startScreen(app);
  if (!screen) return undefined;
  const state: SimulatorState = {
    screen: screen.id,
    overlays: [],
    values: withInitialValues(app, {}, {}, screen.id),
    invalid: [],
    variables: {},
  };
  return { state, events: [{ type: 'ScreenLoaded', screen: screen.id, widget: null }], lines: [] };
}

/** The screens shown now, bottom first: the base screen, then the overlays. */
export function visibleScreens(state: SimulatorState): string[] {
  return [state.screen, ...state.overlays];
}

/** Fires the line an interaction triggers, if any: the nearest source's line for that trigger. */
export function interact(
  app: App,
  state: SimulatorState,
  interaction: Interaction,
  options: SimulatorOptions = {},
): SimulatorStep {
  const line = lineFor(app, lineSources(app, interaction.screen, interaction.widget), interaction.trigger);
  return line ? followLine(app, state, line, interaction.screen, options) : { state, events: [], lines: [] };
}

/**
 * Follows one line from `fromScreen`. A line with `validation` first checks the inputs on that
 * screen: when one fails, the tester stays, and ValidationError (per widget) and ValidationErrorLine
 * are recorded. Otherwise the line is routed through logic widgets to its screen: an overlay screen
 * opens on top, any other screen replaces the base screen and closes the overlays.
 */
export function followLine(
  app: App,
  state: SimulatorState,
  line: Line,
  fromScreen: string,
  options: SimulatorOptions = {},
): SimulatorStep {
  if (line.validation) {
    const failing = invalidWidgets(app, state, fromScreen);
    if (failing.length > 0) {
      const events: EventDraft[] = failing.map((widget) => ({
        type: 'ValidationError',
        screen: fromScreen,
        widget,
        state: { type: 'value', value: false },
      }));
      events.push({
        type: 'ValidationErrorLine',
        screen: fromScreen,
        widget: app.widgets[line.from] ? line.from : null,
      });
      const invalid = [...new Set([...state.invalid, ...failing])];
      return { state: { ...state, invalid }, events, lines: [line] };
    }
  }
  const route = routeLine(app, line, { screen: fromScreen, values: state.values, random: options.random });
  if (route.screen === null) return { state, events: [], lines: route.lines };
  const moved = showScreen(app, state, route.screen);
  return { ...moved, lines: route.lines };
}

function showScreen(app: App, state: SimulatorState, target: string): Omit<SimulatorStep, 'lines'> {
  const values = withInitialValues(app, state.values, state.variables, target);
  if (isOverlayScreen(app.screens[target])) {
    if (state.overlays.at(-1) === target) return { state, events: [] };
    const overlays = [...state.overlays.filter((id) => id !== target), target];
    return {
      state: { ...state, overlays, values },
      events: [{ type: 'OverlayLoaded', screen: state.screen, widget: null, overlay: target }],
    };
  }
  const events = closingEvents(state, state.overlays.length);
  if (target !== state.screen || events.length === 0)
    events.push({ type: 'ScreenLoaded', screen: target, widget: null });
  return { state: { ...state, screen: target, overlays: [], values }, events };
}

function closingEvents(state: SimulatorState, count: number): EventDraft[] {
  return state.overlays
    .slice(state.overlays.length - count)
    .reverse()
    .map((overlay) => ({ type: 'OverlayRemoved', screen: state.screen, widget: null, overlay }));
}

/** Closes the top overlay (the tester tapped beside it). Nothing open: nothing happens. */
export function closeOverlay(state: SimulatorState): SimulatorStep {
  if (state.overlays.length === 0) return { state, events: [], lines: [] };
  return { state: { ...state, overlays: state.overlays.slice(0, -1) }, events: closingEvents(state, 1), lines: [] };
}

export interface ValueChange {
  screen: string;
  widget: string;
  value: unknown;
  /** intermediate values while typing, oldest first */
  children?: Array<{ time: number; value: unknown }>;
}

/**
 * A form input changed: stores the value (checking a radio unchecks the others of its group; an
 * input bound to a variable sets it, and the inputs bound to it on the screens shown follow),
 * records WidgetChange with its `state`, ValidationOk when a failing input now passes, and fires the
 * widget's change line if it has one. A widget that holds no value, or an unfit value: no step.
 */
export function changeValue(
  app: App,
  state: SimulatorState,
  change: ValueChange,
  options: SimulatorOptions = {},
): SimulatorStep {
  const widget = widgetOn(app, change.screen, change.widget);
  const kind = widget && valueKind(widget.type);
  const value = widget && coerceValue(widget.type, change.value);
  if (!widget || !kind || value === undefined) return { state, events: [], lines: [] };

  const values = { ...state.values, [change.widget]: value };
  if (isRadio(widget.type) && value === true) {
    for (const other of radioGroup(app, change.screen, widget)) if (other !== change.widget) values[other] = false;
  }
  const variables = withVariable(state.variables, widget, value);
  if (variables !== state.variables) Object.assign(values, boundValues(app, visibleScreens(state), variables));
  const valid = isValidValue(validationRuleOf(widget.props), value);
  const recorded = { type: kind, value, ...(change.children && { children: change.children }), options: { valid } };
  const events: EventDraft[] = [
    {
      type: 'WidgetChange',
      screen: change.screen,
      widget: change.widget,
      // a password is recorded as its mask: the characters stay on the tester's device
      state: SECRET_WIDGET_TYPES.has(widget.type) ? maskedEventState(recorded) : recorded,
    },
  ];
  let invalid = state.invalid;
  if (valid && invalid.includes(change.widget)) {
    invalid = invalid.filter((id) => id !== change.widget);
    events.push({ type: 'ValidationOk', screen: change.screen, widget: change.widget });
  }
  const changed: SimulatorState = { ...state, values, invalid, variables };
  const next = interact(app, changed, { screen: change.screen, widget: change.widget, trigger: 'change' }, options);
  return { state: next.state, events: [...events, ...next.events], lines: next.lines };
}

/** Lines a screen fires by itself once shown: timers (after `timer` seconds) and loaded lines (at once). */
export function screenTimers(app: App, screenId: string): Array<{ line: Line; delayMs: number }> {
  return linesFrom(app, screenId).flatMap((line) => {
    const trigger = triggerOf(line.event);
    if (trigger === 'loaded') return [{ line, delayMs: 0 }];
    if (trigger !== 'timer') return [];
    const seconds = Number(line.timer);
    return [{ line, delayMs: Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : 0 }];
  });
}

function widgetOn(app: App, screenId: string, widgetId: string): Widget | undefined {
  return resolveScreenWidgets(app, screenId).find((w) => w.id === widgetId);
}

/** The value a bound input takes from its variable; undefined when unbound, unset or unfit. */
function boundValue(widget: Widget, variables: Record<string, WidgetValue>): WidgetValue | undefined {
  const name = boundVariable(widget.props);
  return name !== undefined && name in variables ? coerceValue(widget.type, variables[name]) : undefined;
}

/** The values the bound inputs of some screens take from the variables. */
function boundValues(
  app: App,
  screenIds: readonly string[],
  variables: Record<string, WidgetValue>,
): Record<string, WidgetValue> {
  const values: Record<string, WidgetValue> = {};
  for (const widget of screenIds.flatMap((id) => resolveScreenWidgets(app, id))) {
    const value = boundValue(widget, variables);
    if (value !== undefined) values[widget.id] = value;
  }
  return values;
}

/**
 * Values of a screen's inputs that have none yet (values entered earlier are kept); a bound input
 * takes its variable's value, which may have changed on another screen since.
 */
function withInitialValues(
  app: App,
  values: Record<string, WidgetValue>,
  variables: Record<string, WidgetValue>,
  screenId: string,
): Record<string, WidgetValue> {
  let result = values;
  for (const widget of resolveScreenWidgets(app, screenId)) {
    const value = boundValue(widget, variables) ?? (widget.id in result ? undefined : initialValue(widget));
    if (value === undefined || result[widget.id] === value) continue;
    if (result === values) result = { ...values };
    result[widget.id] = value;
  }
  return result;
}

/** Inputs on a screen whose value breaks their `props.validation`. */
function invalidWidgets(app: App, state: SimulatorState, screenId: string): string[] {
  return resolveScreenWidgets(app, screenId)
    .filter((w) => {
      const rule = validationRuleOf(w.props);
      return rule !== undefined && !isValidValue(rule, state.values[w.id] ?? initialValue(w));
    })
    .map((w) => w.id);
}

/**
 * The radios a radio excludes: those with the same `props.formGroup`, else those in the same
 * innermost group of widgets, else none.
 */
function radioGroup(app: App, screenId: string, radio: Widget): string[] {
  const radios = resolveScreenWidgets(app, screenId).filter((w) => isRadio(w.type));
  const formGroup = radio.props?.formGroup;
  if (typeof formGroup === 'string' && formGroup !== '')
    return radios.filter((w) => w.props?.formGroup === formGroup).map((w) => w.id);
  const group = groupsHolding(app, radio.id)[0];
  if (group === undefined) return [];
  return radios.filter((w) => groupsHolding(app, w.id).includes(group)).map((w) => w.id);
}
