// A chosen day as documents store it: an ISO day, or quant-ux's {y, m, d} with a month from 0.
import { coerceToKind, type WidgetProps, type WidgetValue } from '../values';

/** The months' names as a calendar shows them unless its props name others (as Quant-UX draws them). */
export const MONTH_NAMES: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** The ISO day (`YYYY-MM-DD`) a stored day means; null when it means none or is not a day. */
export function storedDay(value: unknown): string | null {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const { y, m, d } = value as Record<string, unknown>;
    if (![y, m, d].every((n) => Number.isInteger(n))) return null;
    const [year, month, day] = [y, m, d] as number[];
    const date = new Date(Date.UTC(year, month, day));
    if (date.getUTCMonth() !== month || year < 1000 || year > 9999) return null;
    return `${pad(year, 4)}-${pad(month + 1, 2)}-${pad(day, 2)}`;
  }
  return (coerceToKind('date', value) as string | null | undefined) ?? null;
}

/** What a date widget starts with: the day in `props.value`, else none. */
export function initialDay(props: WidgetProps): WidgetValue {
  return storedDay(props.value);
}
