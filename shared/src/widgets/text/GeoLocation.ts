import { border, corners } from '../paletteStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/** A "use my location" button; tapping it stores a place (`location`, else a fixed one). */
export const GeoLocation: WidgetSpec = {
  type: 'GeoLocation',
  family: 'text',
  value: { kind: 'text', initial: () => '' },
  records: ['WidgetClick', 'WidgetChange'],
  centered: true,
};

/** The palette's new GeoLocation. */
export const GeoLocationDefaults: WidgetDefaults = {
  category: 'forms',
  w: 200,
  h: 40,
  props: { label: 'Use my location' },
  style: { background: '#ffffff', color: '#3b31c4', fontSize: 14, ...border(1, '#3b31c4'), ...corners(20) },
};
