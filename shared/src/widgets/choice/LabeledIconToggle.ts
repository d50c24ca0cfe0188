import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/** An icon toggle with its label after it: the icon as tall as the box, in `activeColor` / `passiveColor`, the label in `color`. */
export const LabeledIconToggle: WidgetSpec = {
  type: 'LabeledIconToggle',
  family: 'choice',
  value: { kind: 'checked' },
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new LabeledIconToggle. */
export const LabeledIconToggleDefaults: WidgetDefaults = {
  category: 'forms',
  w: 120,
  h: 24,
  props: { label: 'Like', active: false, activeIcon: 'mdi mdi-heart', passiveIcon: 'mdi mdi-heart-outline' },
  style: { color: '#333333', fontSize: 14, activeColor: '#e0245e', passiveColor: '#333333' },
};
