import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';
import { FIELD_STYLE } from './fieldStyle';

/** A text field that suggests the `options` starting with what is typed, in a list below it. */
export const TypeAheadTextBox: WidgetSpec = {
  type: 'TypeAheadTextBox',
  family: 'text',
  value: { kind: 'text' },
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new TypeAheadTextBox. */
export const TypeAheadTextBoxDefaults: WidgetDefaults = {
  category: 'forms',
  w: 200,
  h: 40,
  props: {
    label: 'Type a city',
    placeholder: true,
    options: ['Amsterdam', 'Berlin', 'Bern', 'Lisbon', 'London', 'Madrid', 'Paris', 'Rome', 'Vienna'],
  },
  style: {
    ...FIELD_STYLE,
    paddingTop: 8,
    paddingBottom: 8,
    popupBorderColor: '#c8c8d0',
    popupShadow: { h: 0, v: 4, b: 12, s: 0, c: 'rgba(0,0,0,0.15)' },
    selectedOptionBackground: '#ececf6',
    selectedOptionColor: '#333333',
  },
};
