import { MONTH_NAMES } from '../text/day';
import { border, corners } from '../paletteStyle';
import { selectedOrFirst } from './readers';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/**
 * A picker wheel, as on phones: three rows of its options turning around, the chosen one in the
 * middle between two lines (`borderBoxColor`, `borderBoxWidth`). Always shows one: the first
 * option until another is chosen.
 */
export const Spinner: WidgetSpec = {
  type: 'Spinner',
  family: 'range',
  value: { kind: 'select', initial: selectedOrFirst },
  records: ['WidgetClick', 'WidgetChange'],
  centered: true,
};

/** The palette's new Spinner. */
export const SpinnerDefaults: WidgetDefaults = {
  category: 'forms',
  w: 140,
  h: 120,
  props: {
    options: [...MONTH_NAMES],
    selected: 'January',
  },
  style: {
    background: '#ffffff',
    color: '#333333',
    fontSize: 18,
    ...border(1, '#e7e7ee'),
    ...corners(3),
    borderBoxColor: '#d0d0da',
    borderBoxWidth: 1,
  },
};
