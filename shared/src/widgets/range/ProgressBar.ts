import { corners } from '../paletteStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/**
 * Shows `props.value` (percent; below 1 a share, as quant-ux reads it) filled in `foreground` over
 * the box's `background`. Testers cannot change it: it holds no value.
 */
export const ProgressBar: WidgetSpec = {
  type: 'ProgressBar',
  family: 'range',
  records: ['WidgetClick'],
};

/** The palette's new ProgressBar. */
export const ProgressBarDefaults: WidgetDefaults = {
  category: 'charts',
  w: 200,
  h: 12,
  props: { value: 50 },
  style: { background: '#e7e7ee', foreground: '#3b31c4', ...corners(6) },
};
