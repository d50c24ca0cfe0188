// Readers of the range family's props, for the specs' `initial` (pure, shared by several types).
import { textOf, type WidgetProps } from '../values';

/** A finite number from a prop as quant-ux stores it (a number, or a numeric string); else undefined. */
export function finiteProp(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/** `props.selected` when it is one of the options, else the first option (a picker always shows one). */
export function selectedOrFirst(props: WidgetProps): string | null {
  const options = Array.isArray(props.options) ? props.options.map(textOf) : [];
  const selected = textOf(props.selected);
  if (selected !== '' && options.includes(selected)) return selected;
  return options[0] ?? null;
}

/** A 1-based page from `props[key]`, 1 when it names none. */
export function pageProp(props: WidgetProps, key: string): number {
  const page = finiteProp(props[key]);
  return page !== undefined && page >= 1 ? Math.round(page) : 1;
}
