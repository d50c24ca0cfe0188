import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/** Shows another screen inside this one (`props.screenID`), optionally scrolling. */
export const ScreenSegment: WidgetSpec = {
  type: 'ScreenSegment',
  family: 'basic',
  records: ['WidgetClick'],
};

/** The palette's new ScreenSegment. */
export const ScreenSegmentDefaults: WidgetDefaults = {
  category: 'basic',
  w: 300,
  h: 200,
  props: { scroll: false },
  style: {},
};
