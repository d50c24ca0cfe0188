import { border, corners } from '../paletteStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';
import { initialDay } from './day';
import { CALENDAR_STYLE } from './fieldStyle';

/**
 * A month calendar with the chosen day marked. `value` is the day it starts with, `month`
 * (`YYYY-MM`) the month shown while no day is chosen.
 */
export const DateWidget: WidgetSpec = {
  type: 'Date',
  family: 'text',
  value: { kind: 'date', initial: initialDay },
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new Date. */
export const DateDefaults: WidgetDefaults = {
  category: 'forms',
  w: 280,
  h: 300,
  props: {},
  style: {
    background: '#ffffff',
    color: '#333333',
    fontSize: 14,
    ...border(1, '#c8c8d0'),
    ...corners(6),
    paddingTop: 6,
    paddingBottom: 6,
    paddingLeft: 6,
    paddingRight: 6,
    ...CALENDAR_STYLE,
  },
};
