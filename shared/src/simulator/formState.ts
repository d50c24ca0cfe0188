// The form state of a prototype: what the tester typed, checked, picked or slid, by widget.

/** How a widget holds a value; also the `state.type` of its WidgetChange events. */
export type ValueKind = 'text' | 'checked' | 'select' | 'value' | 'rows';

export type WidgetValue = string | number | boolean | number[] | null;

/** Widget types with a value, by the kind of value they hold. Other types hold none. */
const VALUE_KINDS: Record<string, ValueKind> = {
  TextBox: 'text',
  TextArea: 'text',
  Password: 'text',
  SearchBox: 'text',
  CheckBox: 'checked',
  LabeledCheckBox: 'checked',
  Switch: 'checked',
  ToggleButton: 'checked',
  RadioBox: 'checked',
  LabeledRadioBox: 'checked',
  DropDown: 'select',
  MobileDropDown: 'select',
  HSlider: 'value',
  Stepper: 'value',
  Table: 'rows',
};

const RADIO_TYPES = new Set(['RadioBox', 'LabeledRadioBox']);

export function valueKind(widgetType: string): ValueKind | undefined {
  return VALUE_KINDS[widgetType];
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
  const props = widget.props ?? {};
  switch (valueKind(widget.type)) {
    case 'text':
      // with `placeholder` the label is a hint shown in an empty box, else it is the text itself
      return props.placeholder === true ? '' : textOf(props.label);
    case 'checked':
      return props.checked === true || props.active === true;
    case 'select':
      return typeof props.selected === 'string' && props.selected !== '' ? props.selected : null;
    case 'value': {
      const value = Number(props.value ?? props.min ?? 0);
      return Number.isFinite(value) ? value : 0;
    }
    case 'rows':
      return Array.isArray(props.selected) ? props.selected.filter((r): r is number => Number.isInteger(r)) : [];
    default:
      return undefined;
  }
}

/** Options of a dropdown (strings as stored; other entries shown as text). */
export function optionsOf(widget: ValueHolder): string[] {
  const options = widget.props?.options;
  return Array.isArray(options) ? options.map(textOf) : [];
}

function textOf(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** Coerces what a control reports into the widget's kind of value; undefined when it cannot hold one. */
export function coerceValue(widgetType: string, value: unknown): WidgetValue | undefined {
  switch (valueKind(widgetType)) {
    case 'text':
      return textOf(value);
    case 'checked':
      return value === true;
    case 'select':
      return value === null || value === '' ? null : textOf(value);
    case 'value': {
      const n = Number(value);
      return Number.isFinite(n) ? n : undefined;
    }
    case 'rows':
      return Array.isArray(value)
        ? [...new Set(value.filter((r): r is number => Number.isInteger(r)))].sort((a, b) => a - b)
        : undefined;
    default:
      return undefined;
  }
}
