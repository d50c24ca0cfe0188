import { border, corners } from '../paletteStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';
import { optionLabels, selectedOption } from './choiceProps';

/**
 * A row of joined segments, one per option, one chosen: the chosen one takes the `active` style
 * (else the colours swap). quant-ux's `props.multi` (several chosen) is drawn and played as one.
 */
export const SegmentButton: WidgetSpec = {
  type: 'SegmentButton',
  family: 'choice',
  value: { kind: 'select', initial: (props) => selectedOption(props, optionLabels(props)) },
  records: ['WidgetClick', 'WidgetChange'],
  centered: true,
};

/** The palette's new SegmentButton. */
export const SegmentButtonDefaults: WidgetDefaults = {
  category: 'forms',
  w: 240,
  h: 36,
  props: { options: ['One', 'Two', 'Three'], selected: 'One' },
  style: { background: '#ffffff', color: '#3b31c4', fontSize: 14, ...border(1, '#3b31c4'), ...corners(4) },
};
