// Data binding, Quant-UX's `props.databinding.default`: widgets bound to one variable share one
// value. An input bound to it sets it; every input bound to it shows it, on any screen; a widget
// that holds no value (a Label, a Button) shows it as its text once it has one.
import type { App } from '../model/app';
import { textOf, type WidgetValue } from '../widgets/values';
import { valueKind } from './formState';

interface Bindable {
  type: string;
  props?: Record<string, unknown> | null;
}

/** The variable a widget is bound to, if any. */
export function boundVariable(props: Record<string, unknown> | null | undefined): string | undefined {
  const binding = props?.databinding;
  if (typeof binding !== 'object' || binding === null) return undefined;
  const name = (binding as { default?: unknown }).default;
  return typeof name === 'string' && name !== '' ? name : undefined;
}

/**
 * The text a display widget shows instead of its own: its variable's value, once the variable has
 * one. Undefined for inputs (they show the value itself) and unbound widgets.
 */
export function boundText(
  widget: Bindable,
  variables: Readonly<Record<string, unknown>> | undefined,
): string | undefined {
  const name = boundVariable(widget.props);
  if (name === undefined || !variables || !(name in variables) || valueKind(widget.type)) return undefined;
  const value = variables[name];
  return Array.isArray(value) ? value.map(textOf).join(', ') : textOf(value);
}

/** The variables with `value` stored under the widget's variable; the same object when it is unbound. */
export function withVariable(
  variables: Record<string, WidgetValue>,
  widget: Bindable,
  value: WidgetValue,
): Record<string, WidgetValue> {
  const name = boundVariable(widget.props);
  return name === undefined ? variables : { ...variables, [name]: value };
}

/** The app's variables, each with the ids of the widgets bound to it, in name order. */
export function widgetsByVariable(app: App): Map<string, string[]> {
  const users = new Map<string, string[]>();
  for (const widget of Object.values(app.widgets)) {
    const name = boundVariable(widget.props);
    if (name !== undefined) users.set(name, [...(users.get(name) ?? []), widget.id]);
  }
  return new Map([...users].sort(([a], [b]) => a.localeCompare(b)));
}
