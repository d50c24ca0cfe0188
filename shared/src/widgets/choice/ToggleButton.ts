import { border, corners } from '../paletteStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/**
 * A button that stays pressed: on, it takes its `active` style (else its colours swap) and shows
 * `props.activeLabel` when it has one.
 */
export const ToggleButton: WidgetSpec = {
  type: 'ToggleButton',
  family: 'choice',
  value: { kind: 'checked' },
  records: ['WidgetClick', 'WidgetChange'],
  centered: true,
};

/** The palette's new ToggleButton. */
export const ToggleButtonDefaults: WidgetDefaults = {
  category: 'forms',
  w: 120,
  h: 40,
  props: { label: 'Toggle', active: false },
  style: { background: '#ffffff', color: '#3b31c4', fontSize: 14, ...border(1, '#3b31c4'), ...corners(3) },
};
