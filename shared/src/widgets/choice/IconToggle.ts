import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/** An icon that toggles: `props.activeIcon` in `activeColor` when on, `props.passiveIcon` in `passiveColor` when off. */
export const IconToggle: WidgetSpec = {
  type: 'IconToggle',
  family: 'choice',
  value: { kind: 'checked' },
  records: ['WidgetClick', 'WidgetChange'],
  centered: true,
};

/** The palette's new IconToggle. */
export const IconToggleDefaults: WidgetDefaults = {
  category: 'forms',
  w: 32,
  h: 32,
  props: { active: false, activeIcon: 'mdi mdi-heart', passiveIcon: 'mdi mdi-heart-outline' },
  style: { color: '#333333', activeColor: '#e0245e', passiveColor: '#333333' },
};
