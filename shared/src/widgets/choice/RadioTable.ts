import { markStyle } from './markStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';
import { radioTableAnswers, radioTableOf } from './choiceProps';

/**
 * A Likert grid: `props.data` holds the answers in its first row (after a corner cell) and a
 * question at the start of each further row; one radio per question and answer. The value is
 * the chosen answer of each question in row order, '' for none. `radioSize` sizes the radios,
 * `labelWidth` the question column.
 */
export const RadioTable: WidgetSpec = {
  type: 'RadioTable',
  family: 'choice',
  value: {
    kind: 'items',
    initial: radioTableAnswers,
    options: (props) => radioTableOf(props).answers,
  },
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new RadioTable. */
export const RadioTableDefaults: WidgetDefaults = {
  category: 'forms',
  w: 400,
  h: 128,
  props: {
    data: [
      ['', 'Disagree', 'Neutral', 'Agree'],
      ['Question 1', '', '', ''],
      ['Question 2', '', '', ''],
      ['Question 3', '', '', ''],
    ],
    selected: [],
  },
  style: {
    color: '#333333',
    fontSize: 14,
    ...markStyle(),
    radioSize: 18,
    labelWidth: 130,
  },
};
