// How a widget holds a value: the kinds of WidgetChange `state.type`, what a widget starts with,
// and how what a control reports is coerced into its kind. Pure: the simulator, the analytics and
// the renderer all read this.

/**
 * - text: typed text, a file name, a place
 * - checked: on / off
 * - select: one chosen option (null: none)
 * - value: a number (slider, stepper, rating, page, tab)
 * - rows: chosen row indexes of a table
 * - items: chosen or ordered items (check box group, sortable list, tree)
 * - date: an ISO day `YYYY-MM-DD` (null: none)
 */
export type ValueKind = 'text' | 'checked' | 'select' | 'value' | 'rows' | 'items' | 'date';

export type WidgetValue = string | number | boolean | number[] | string[] | null;

export type WidgetProps = Readonly<Record<string, unknown>>;

export function textOf(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** A number, or a string that holds one ("12"), as documents store sizes and counts; else undefined. */
export function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

function finite(value: unknown): number | undefined {
  if (typeof value === 'boolean' || value === null || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isoDay(value: unknown): string | null | undefined {
  if (value === null || value === '') return null;
  if (typeof value === 'string' && ISO_DAY.test(value) && !Number.isNaN(Date.parse(value))) return value;
  return undefined;
}

/** The value a widget of this kind starts with when its props say nothing special. */
export function defaultInitial(kind: ValueKind, props: WidgetProps): WidgetValue {
  switch (kind) {
    case 'text':
      // with `placeholder` the label is a hint shown in an empty box, else it is the text itself
      return props.placeholder === true ? '' : textOf(props.label);
    case 'checked':
      return props.checked === true || props.active === true;
    case 'select':
      return typeof props.selected === 'string' && props.selected !== '' ? props.selected : null;
    case 'value':
      return finite(props.value ?? props.min) ?? 0;
    case 'rows':
      return Array.isArray(props.selected) ? props.selected.filter((r): r is number => Number.isInteger(r)) : [];
    case 'items':
      return Array.isArray(props.selected) ? props.selected.map(textOf) : [];
    case 'date':
      return isoDay(props.value) ?? null;
  }
}

/** What a control reports, in its kind; undefined when it does not fit. */
export function coerceToKind(kind: ValueKind, value: unknown): WidgetValue | undefined {
  switch (kind) {
    case 'text':
      return textOf(value);
    case 'checked':
      return value === true;
    case 'select':
      return value === null || value === '' ? null : textOf(value);
    case 'value':
      return finite(value);
    case 'rows':
      return Array.isArray(value)
        ? [...new Set(value.filter((r): r is number => Number.isInteger(r)))].sort((a, b) => a - b)
        : undefined;
    case 'items':
      return Array.isArray(value) ? value.map(textOf) : undefined;
    case 'date':
      return isoDay(value);
  }
}
