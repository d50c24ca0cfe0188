// What the selected widgets share: the value of a style key (or of a group of keys, the four
// sides of a border) in one state, and the props or style keys they all hold in the same shape.
import type { Widget, WidgetStyleState } from '@protolab/shared';
import { valueShape, type ValueShape } from './valueShapes';

/** What a field shows for the selection. */
export interface Shown {
  /** the value all selected widgets hold (undefined: none holds one) */
  value: unknown;
  /** they hold different values */
  mixed: boolean;
  /** without a value of its own: the template's, or in a hover / focus / active / error state the normal style's */
  inherited: unknown;
  /** a widget's state has a value of its own, which "clear" would take away */
  overridden: boolean;
}

type Values = Record<string, unknown> | null | undefined;

// values that are not both objects differ unless identical: no need to write them out
const same = (a: unknown, b: unknown) =>
  a === b || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));

function sharedValue(values: readonly unknown[]): { value: unknown; mixed: boolean } {
  const mixed = values.some((v) => !same(v, values[0]));
  return { value: mixed ? undefined : values[0], mixed };
}

/** The one value all hold (props, a screen's colour), or mixed. */
export function shownOf(values: readonly unknown[]): Shown {
  return { ...sharedValue(values), inherited: undefined, overridden: false };
}

/** The style a widget's own values of `state` lie over: its template's of that state. */
export type StyleUnder = (widget: Widget, state: WidgetStyleState) => Values;

/**
 * The selection's value of `keys` (all of them alike, or mixed) in `state`. What shows through
 * where a widget has no value of its own: in a hover / focus / active / error state the template's
 * value of that state, or else the normal style's; in the normal style the template's.
 */
export function readStyle(
  widgets: readonly Widget[],
  state: WidgetStyleState,
  keys: readonly string[],
  under: StyleUnder = () => undefined,
): Shown {
  const own = widgets.flatMap((w) => keys.map((key) => (w[state] as Values)?.[key]));
  const shared = sharedValue(own);
  const beneath = (w: Widget, key: string) => {
    const template = under(w, state)?.[key];
    if (template !== undefined || state === 'style') return template;
    return (w.style as Values)?.[key] ?? under(w, 'style')?.[key];
  };
  const base = sharedValue(widgets.flatMap((w) => keys.map((key) => beneath(w, key))));
  const templated = widgets.some((w) => under(w, state) !== undefined);
  return {
    value: shared.value,
    mixed: shared.mixed,
    inherited: !base.mixed ? base.value : undefined,
    overridden: (state !== 'style' || templated) && own.some((v) => v !== undefined),
  };
}

/** The field shows the normal style's value, greyed: its state has none of its own. */
export function showsInherited(shown: Shown): boolean {
  return shown.value === undefined && !shown.mixed && shown.inherited !== undefined;
}

/**
 * The keys (in the first record's order, without `skip`) that every record holds in the same
 * shape, with that shape. `defaults[i]` gives an empty list of `records[i]` its shape.
 */
export function sharedKeys(
  records: readonly Values[],
  defaults: readonly Values[],
  skip: ReadonlySet<string>,
  colors: boolean,
): { key: string; shape: ValueShape }[] {
  const keys = Object.keys(records[0] ?? {}).filter((key) => !skip.has(key));
  return keys.flatMap((key) => {
    const shapes = records.map((r, i) => valueShape(key, r?.[key], defaults[i]?.[key], colors));
    const shape = shapes[0];
    return shape && shapes.every((s) => s === shape) ? [{ key, shape }] : [];
  });
}
