// The one table of widget types. Adding a type is adding its file to a family folder (and to that
// family's list); its drawing lives beside it in render/widgets/<family>/<Type>.tsx.
import { basicWidgets } from './basic';
import { choiceWidgets } from './choice';
import { dataWidgets } from './data';
import { mediaWidgets } from './media';
import { rangeWidgets } from './range';
import { textWidgets } from './text';
import type { WidgetSpec } from './widgetSpec';

const SPECS: ReadonlyMap<string, WidgetSpec> = new Map(
  [...basicWidgets, ...textWidgets, ...choiceWidgets, ...rangeWidgets, ...dataWidgets, ...mediaWidgets].map((spec) => [
    spec.type,
    spec,
  ]),
);

/** Every widget type the product draws, in palette order. */
export const WIDGET_TYPES: readonly string[] = [...SPECS.keys()];

export function widgetSpec(type: string): WidgetSpec | undefined {
  return SPECS.get(type);
}
