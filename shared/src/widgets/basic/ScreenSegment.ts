import type { WidgetSpec } from '../widgetSpec';

/** Shows another screen inside this one (`props.screenID`), optionally scrolling. */
export const ScreenSegment: WidgetSpec = {
  type: 'ScreenSegment',
  family: 'basic',
  defaults: { w: 300, h: 200, props: { scroll: false }, style: {} },
  records: ['WidgetClick'],
};
