// The palette: what a new widget of each type starts with (size, props, style). The editor's and
// the tests'; the player never imports it, so it stays out of the player's first download.
import { basicPalette } from './basic';
import { choicePalette } from './choice';
import { dataPalette } from './data';
import { mediaPalette } from './media';
import { rangePalette } from './range';
import { textPalette } from './text';
import type { WidgetDefaults } from './widgetSpec';

const DEFAULTS: ReadonlyMap<string, WidgetDefaults> = new Map([
  ...basicPalette,
  ...textPalette,
  ...choicePalette,
  ...rangePalette,
  ...dataPalette,
  ...mediaPalette,
]);

export function widgetDefaults(type: string): WidgetDefaults | undefined {
  return DEFAULTS.get(type);
}
