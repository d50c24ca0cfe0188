import { markStyle } from './markStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/** A round radio: checking it unchecks the radios of its `props.formGroup` (or group); a tap on a checked one keeps it. */
export const RadioBox: WidgetSpec = {
  type: 'RadioBox',
  family: 'choice',
  value: { kind: 'checked' },
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new RadioBox. */
export const RadioBoxDefaults: WidgetDefaults = {
  category: 'forms',
  w: 20,
  h: 20,
  props: { checked: false },
  style: markStyle(),
};
