import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/** Routes to one of its outgoing lines by their rules, or at random for an A/B test. Drawn in the editor only. */
export const LogicOr: WidgetSpec = {
  type: 'LogicOr',
  family: 'basic',
  records: [],
  logic: true,
};

/** The palette's new LogicOr. */
export const LogicOrDefaults: WidgetDefaults = { category: 'logic', w: 60, h: 60, props: {}, style: {} };
