import { corners } from '../paletteStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/**
 * A horizontal slider: a track (`background`, borders, corners), the filled part up to the handle
 * (`barColor`) and the handle (`handleColor`, `handleWidth`, `handleHeight`, `handleRadius`,
 * `handleBorderColor`, `handleBorderWidth`, `handleShadow`). `cntrHeight` (track) and `barHeight`
 * (filled part) are a share of the box height up to 1, else design px.
 */
export const HSlider: WidgetSpec = {
  type: 'HSlider',
  family: 'range',
  value: { kind: 'value' },
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new HSlider. */
export const HSliderDefaults: WidgetDefaults = {
  category: 'forms',
  w: 200,
  h: 30,
  props: { value: 50, min: 0, max: 100 },
  style: {
    background: '#e7e7ee',
    ...corners(3),
    barColor: '#3b31c4',
    cntrHeight: 6,
    barHeight: 6,
    handleColor: '#ffffff',
    handleWidth: 22,
    handleHeight: 22,
    handleRadius: 11,
    handleBorderColor: '#3b31c4',
    handleBorderWidth: 2,
  },
};
