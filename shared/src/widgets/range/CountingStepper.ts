import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/**
 * A count between two round buttons (`backgroundButton`, `colorButton`, `radiusButton`, and
 * `sizeButton`: their share of the box height), stepping by one within `props.min` and `props.max`.
 */
export const CountingStepper: WidgetSpec = {
  type: 'CountingStepper',
  family: 'range',
  value: { kind: 'value' },
  records: ['WidgetClick', 'WidgetChange'],
  centered: true,
};

/** The palette's new CountingStepper. */
export const CountingStepperDefaults: WidgetDefaults = {
  category: 'forms',
  w: 120,
  h: 36,
  props: { value: 0, min: 0, max: 99 },
  style: {
    color: '#333333',
    fontSize: 16,
    backgroundButton: '#3b31c4',
    colorButton: '#ffffff',
    radiusButton: 18,
    sizeButton: 1,
  },
};
