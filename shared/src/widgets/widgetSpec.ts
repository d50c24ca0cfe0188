// What the product knows of a widget type apart from how it is drawn: the value it holds and the
// events it records (its spec), and what the palette places (its defaults, exported beside it as
// `<Type>Defaults` so that the player, which needs only specs, never loads them). One file per type
// under a folder per family; the drawing is in `render/widgets/<family>/<Type>.tsx`.
import type { Style } from '../model/widget';
import type { ValueKind, WidgetProps, WidgetValue } from './values';

export const WIDGET_FAMILIES = ['basic', 'text', 'choice', 'range', 'data', 'media'] as const;
export type WidgetFamily = (typeof WIDGET_FAMILIES)[number];

/**
 * The palette's sections, in its order: a designer's grouping, apart from the families (which
 * follow the kind of value a widget holds). A palette field, so the player never loads it.
 */
export const WIDGET_CATEGORIES = ['basic', 'forms', 'navigation', 'media', 'charts', 'data', 'logic'] as const;
export type WidgetCategory = (typeof WIDGET_CATEGORIES)[number];

/** What a new widget of the palette starts with. */
export interface WidgetDefaults {
  /** the palette section it is listed in */
  category: WidgetCategory;
  w: number;
  h: number;
  props?: Record<string, unknown>;
  style?: Style;
}

export interface WidgetSpec {
  type: string;
  family: WidgetFamily;
  /** how the widget holds a value (its WidgetChange `state.type`); absent for types that hold none */
  value?: {
    kind: ValueKind;
    /** the starting value from props, when the kind's default reading does not fit */
    initial?: (props: WidgetProps) => WidgetValue;
    /** the options a `select` or `items` value is chosen from, when not `props.options` */
    options?: (props: WidgetProps) => string[];
  };
  /** the events the player records for it (besides ScreenLoaded and the like) */
  records: readonly ('WidgetClick' | 'WidgetChange' | 'WidgetGesture')[];
  /** text is centred in the box unless the style says otherwise (buttons and the like) */
  centered?: boolean;
  /** a button: testers press it (pointer or key) and expect something to happen, with or without a line */
  button?: boolean;
  /** routes the lines that reach it instead of being drawn (LogicOr, Rest, Script) */
  logic?: boolean;
}
