import { corners } from '../paletteStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/**
 * "Slide to unlock": a handle (`handleColor`, the `icon` in `iconColor`) dragged along the box,
 * uncovering `foregroundColor`; slid to the end it is on (`checked`), let go before, it slides back.
 */
export const LockSlider: WidgetSpec = {
  type: 'LockSlider',
  family: 'range',
  value: { kind: 'checked' },
  records: ['WidgetClick', 'WidgetChange'],
  centered: true,
};

/** The palette's new LockSlider. */
export const LockSliderDefaults: WidgetDefaults = {
  category: 'forms',
  w: 280,
  h: 50,
  props: { label: 'Slide to unlock' },
  style: {
    background: '#e7e7ee',
    color: '#333333',
    fontSize: 16,
    ...corners(25),
    paddingTop: 4,
    paddingRight: 4,
    paddingBottom: 4,
    paddingLeft: 4,
    handleColor: '#3b31c4',
    iconColor: '#ffffff',
    icon: 'mdi mdi-chevron-double-right',
    foregroundColor: '#c9c6f2',
  },
};
