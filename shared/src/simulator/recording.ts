import type { App } from '../model/app';
import type { WidgetValue } from '../widgets/values';
import { boundVariable } from './dataBinding';
import type { SimulatorState } from './engine';

/**
 * Whether a session is recorded: not with `log=false` in the link, and not for a tester who was
 * recorded on this app before when the test records one test per user.
 */
export function shouldRecord(options: {
  log: boolean;
  recordOneTestPerUser: boolean;
  recordedBefore: boolean;
}): boolean {
  return options.log && !(options.recordOneTestPerUser && options.recordedBefore);
}

/**
 * Widget types whose typed text is a secret: their events hold a mask of one character per
 * character typed (so that a value was entered, and its length, show), never the characters.
 */
export const SECRET_WIDGET_TYPES: ReadonlySet<string> = new Set(['Password']);

/** What stands for each typed character of a secret. */
export const SECRET_MASK_CHAR = '\u2022';

/** A secret text as recorded: its mask; a value that is no text (a validation's `false`) holds no characters. */
export function maskSecret(value: unknown): unknown {
  return typeof value === 'string' ? SECRET_MASK_CHAR.repeat([...value].length) : value;
}

/** Whether an event's widget is a secret input; an inherited copy ("<master>@<screen>") is its master. */
export function isSecretWidget(
  widgets: Readonly<Record<string, { type: string } | undefined>>,
  widgetId: string | null | undefined,
): boolean {
  if (!widgetId) return false;
  const at = widgetId.indexOf('@');
  const widget = widgets[widgetId] ?? (at > 0 ? widgets[widgetId.slice(0, at)] : undefined);
  return widget !== undefined && SECRET_WIDGET_TYPES.has(widget.type);
}

type StateWithValues = { value?: unknown; children?: unknown };

/** An event's state with its value and typed steps masked; masking a masked state changes nothing. */
export function maskedEventState<S extends StateWithValues>(state: S): S {
  const masked: S = { ...state };
  if ('value' in state) masked.value = maskSecret(state.value);
  if (Array.isArray(state.children)) {
    masked.children = state.children.map((step: unknown) =>
      typeof step === 'object' && step !== null && 'value' in step
        ? { ...step, value: maskSecret((step as { value: unknown }).value) }
        : step,
    );
  }
  return masked;
}

/**
 * The simulator state as the tester's device stores it (to resume a session): the values of secret
 * inputs, and the variables they are bound to, masked. A resumed session shows as many dots.
 */
export function storedSimulatorState(app: Pick<App, 'widgets'>, state: SimulatorState): SimulatorState {
  const secretVariables = new Set<string>();
  for (const widget of Object.values(app.widgets)) {
    const name = SECRET_WIDGET_TYPES.has(widget.type) ? boundVariable(widget.props) : undefined;
    if (name !== undefined) secretVariables.add(name);
  }
  const values = { ...state.values };
  for (const id of Object.keys(values)) if (isSecretWidget(app.widgets, id)) values[id] = masked(values[id]);
  const variables = { ...state.variables };
  for (const name of secretVariables) if (name in variables) variables[name] = masked(variables[name]);
  return { ...state, values, variables };
}

const masked = (value: WidgetValue): WidgetValue => maskSecret(value) as WidgetValue;
