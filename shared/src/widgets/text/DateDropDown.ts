import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';
import { initialDay } from './day';
import { CALENDAR_STYLE, FIELD_STYLE, POPUP_STYLE } from './fieldStyle';

/** A field showing the chosen day (`label` is the hint while none is), with a calendar popup. */
export const DateDropDown: WidgetSpec = {
  type: 'DateDropDown',
  family: 'text',
  value: { kind: 'date', initial: initialDay },
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new DateDropDown. */
export const DateDropDownDefaults: WidgetDefaults = {
  category: 'forms',
  w: 200,
  h: 40,
  props: { label: 'Choose a day' },
  style: { ...FIELD_STYLE, ...POPUP_STYLE, ...CALENDAR_STYLE },
};
