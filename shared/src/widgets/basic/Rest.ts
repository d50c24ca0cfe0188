import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/** Stands for a web request: the player runs none, its outgoing lines decide where the tester goes. Drawn in the editor only. */
export const Rest: WidgetSpec = {
  type: 'Rest',
  family: 'basic',
  records: [],
  logic: true,
};

/** The palette's new Rest. */
export const RestDefaults: WidgetDefaults = { category: 'logic', w: 60, h: 60, props: {}, style: {} };
