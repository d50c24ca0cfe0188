import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/** Stands for a script: the player runs none, its outgoing lines decide where the tester goes. Drawn in the editor only. */
export const Script: WidgetSpec = {
  type: 'Script',
  family: 'basic',
  records: [],
  logic: true,
};

/** The palette's new Script. */
export const ScriptDefaults: WidgetDefaults = { category: 'logic', w: 60, h: 60, props: {}, style: {} };
