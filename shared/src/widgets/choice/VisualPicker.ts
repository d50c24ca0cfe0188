import { border, corners } from '../paletteStyle';
import { textOf, type WidgetProps } from '../values';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';
import { optionLabels, selectedOption } from './choiceProps';

/** A quant-ux visual picker is one tile (`props.label`, `props.checked`); ours may hold a tile per option. */
function tiles(props: WidgetProps): string[] {
  return Array.isArray(props.options) ? optionLabels(props) : [textOf(props.label)];
}

/**
 * A grid of tiles, an icon (`props.icons` by option, else `icon`) over a label each; the chosen
 * one takes the `active` style (else a `colorButton` border) and a badge (`popIcon`,
 * `popBackground`, `popColor`). A tap on the chosen tile lets it go.
 */
export const VisualPicker: WidgetSpec = {
  type: 'VisualPicker',
  family: 'choice',
  value: {
    kind: 'select',
    initial: (props) =>
      selectedOption(props, tiles(props)) ??
      (!Array.isArray(props.options) && props.checked === true && textOf(props.label) !== ''
        ? textOf(props.label)
        : null),
    options: tiles,
  },
  records: ['WidgetClick', 'WidgetChange'],
  centered: true,
};

/** The palette's new VisualPicker. */
export const VisualPickerDefaults: WidgetDefaults = {
  category: 'forms',
  w: 300,
  h: 100,
  props: {
    options: ['Bike', 'Car', 'Train'],
    icons: ['mdi mdi-bike', 'mdi mdi-car', 'mdi mdi-train'],
    selected: '',
  },
  style: {
    background: '#ffffff',
    color: '#333333',
    fontSize: 14,
    ...border(1, '#d0d0d8'),
    ...corners(8),
    icon: 'mdi mdi-image-outline',
    iconColor: '#333333',
    colorButton: '#3b31c4',
    popBackground: '#3b31c4',
    popColor: '#ffffff',
  },
};
