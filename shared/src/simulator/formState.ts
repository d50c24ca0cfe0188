// The form state of a prototype: what the tester typed, checked, picked or slid, by widget. Which
// types hold a value, and of what kind, is said by each type's spec (shared/src/widgets).
import { widgetSpec } from '../widgets/registry';
import { coerceToKind, defaultInitial, textOf, type ValueKind, type WidgetValue } from '../widgets/values';

const RADIO_TYPES = new Set(['RadioBox', 'LabeledRadioBox', 'RadioBox2']);

/** How a widget type holds a value; also the `state.type` of its WidgetChange events. */
export function valueKind(widgetType: string): ValueKind | undefined {
  return widgetSpec(widgetType)?.value?.kind;
}

export function isRadio(widgetType: string): boolean {
  return RADIO_TYPES.has(widgetType);
}

interface ValueHolder {
  type: string;
  props?: Record<string, unknown> | null;
}

/** The value a widget starts with, from its props; undefined for a widget that holds none. */
export function initialValue(widget: ValueHolder): WidgetValue | undefined {
  const value = widgetSpec(widget.type)?.value;
  if (!value) return undefined;
  const props = widget.props ?? {};
  return value.initial ? value.initial(props) : defaultInitial(value.kind, props);
}

/** Options a widget's value is chosen from (strings as stored; other entries shown as text). */
export function optionsOf(widget: ValueHolder): string[] {
  const props = widget.props ?? {};
  const read = widgetSpec(widget.type)?.value?.options;
  if (read) return read(props);
  return Array.isArray(props.options) ? props.options.map(textOf) : [];
}

/** Coerces what a control reports into the widget's kind of value; undefined when it cannot hold one. */
export function coerceValue(widgetType: string, value: unknown): WidgetValue | undefined {
  const kind = valueKind(widgetType);
  return kind && coerceToKind(kind, value);
}
