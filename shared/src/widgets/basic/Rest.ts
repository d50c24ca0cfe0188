import type { WidgetSpec } from '../widgetSpec';

/** Stands for a web request: the player runs none, its outgoing lines decide where the tester goes. Drawn in the editor only. */
export const Rest: WidgetSpec = {
  type: 'Rest',
  family: 'basic',
  defaults: { w: 60, h: 60, props: {}, style: {} },
  records: [],
  logic: true,
};
