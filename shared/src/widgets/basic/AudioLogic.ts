import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/** Stands for a voice command: the player listens for none, its outgoing lines decide where the tester goes. Drawn in the editor only. */
export const AudioLogic: WidgetSpec = {
  type: 'AudioLogic',
  family: 'basic',
  records: [],
  logic: true,
};

/** The palette's new AudioLogic. */
export const AudioLogicDefaults: WidgetDefaults = { category: 'logic', w: 60, h: 60, props: {}, style: {} };
