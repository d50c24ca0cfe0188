import { corners } from '../paletteStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';
import { optionLabels, selectedOption } from './choiceProps';

/**
 * A track of options with a raised highlight behind the chosen one: `selectedBackground` and
 * `selectedColor` for it, `paddingButton` its inset, `boxShadowButton` its shadow.
 */
export const SegmentPicker: WidgetSpec = {
  type: 'SegmentPicker',
  family: 'choice',
  value: { kind: 'select', initial: (props) => selectedOption(props, optionLabels(props)) },
  records: ['WidgetClick', 'WidgetChange'],
  centered: true,
};

/** The palette's new SegmentPicker. */
export const SegmentPickerDefaults: WidgetDefaults = {
  category: 'forms',
  w: 240,
  h: 36,
  props: { options: ['Day', 'Week', 'Month'], selected: 'Day' },
  style: {
    background: '#ebebef',
    color: '#555560',
    fontSize: 14,
    ...corners(8),
    selectedBackground: '#ffffff',
    selectedColor: '#1d1d22',
    paddingButton: 2,
    boxShadowButton: { h: 0, v: 1, b: 3, s: 0, c: 'rgba(0,0,0,0.2)' },
  },
};
