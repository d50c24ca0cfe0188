import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/**
 * A vertical line of steps (`props.options`), each a circle with its label; the chosen one
 * (`props.selected`) marked. Style keys as the format spells them: `circleSize`, `circleBorderWidth`,
 * `cicleBackground`, `cicleBorderColor`, `cicleActiveBackground`, `cicleActiveBorderColor`,
 * `cicleActiveTextColor`, `lineWidth`, `lineBackground`, `elementSpacing` (-1: spread evenly).
 */
export const Timeline: WidgetSpec = {
  type: 'Timeline',
  family: 'range',
  value: { kind: 'select' },
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new Timeline. */
export const TimelineDefaults: WidgetDefaults = {
  category: 'navigation',
  w: 200,
  h: 200,
  props: { options: ['Date 1', 'Date 2', 'Date 3', 'Date 4'], selected: 'Date 1' },
  style: {
    color: '#333333',
    fontSize: 14,
    paddingLeft: 10,
    circleSize: 20,
    circleBorderWidth: 2,
    cicleBackground: '#ffffff',
    cicleBorderColor: '#d0d0da',
    cicleActiveBackground: '#3b31c4',
    cicleActiveBorderColor: '#3b31c4',
    cicleActiveTextColor: '#3b31c4',
    lineWidth: 2,
    lineBackground: '#d0d0da',
    elementSpacing: 30,
  },
};
