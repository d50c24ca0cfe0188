// The order designers see screens in: the screens panel, the overview, the results and heat maps.
import type { App } from '../model/app';
import type { Screen } from '../model/screen';

/** Top-left first: smallest y, then x, then id. */
export function topLeftFirst(a: Screen, b: Screen): number {
  return a.y - b.y || a.x - b.x || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The screens in the designer's order: by `order` (set by reordering the screens panel), then top-left first. */
export function orderedScreens(app: App): Screen[] {
  const order = (s: Screen) => (typeof s.order === 'number' ? s.order : Infinity);
  return Object.values(app.screens).sort((a, b) => order(a) - order(b) || topLeftFirst(a, b));
}
