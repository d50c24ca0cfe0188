import { corners } from '../paletteStyle';
import { finiteProp } from './readers';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/**
 * Rising bars (`props.elementCount`); the value is the index of the highest lit bar, from 0, as
 * quant-ux stores it in `props.selected`. Unlit bars have the style's `background` and borders, lit
 * ones the active state's, else `activeBackground`.
 */
export const VolumeSlider: WidgetSpec = {
  type: 'VolumeSlider',
  family: 'range',
  value: {
    kind: 'value',
    initial: (props) => Math.max(0, Math.round(finiteProp(props.selected) ?? 0)),
  },
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new VolumeSlider. */
export const VolumeSliderDefaults: WidgetDefaults = {
  category: 'forms',
  w: 120,
  h: 40,
  props: { elementCount: 6, selected: 2 },
  style: { background: '#d0d0da', activeBackground: '#3b31c4', ...corners(2) },
};
