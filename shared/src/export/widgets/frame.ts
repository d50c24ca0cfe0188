// What every exported widget's drawing starts from: its place on the screen, the box of a type that
// draws its own parts (the player's `bare` frame), its accessible name and its key in the store.
import { fontCss, type CssDeclarations } from '../../appDocument/styleCss';
import type { WidgetView } from '../../appDocument/screenView';
import { boundVariable } from '../../simulator/dataBinding';
import { numberOf } from '../../widgets/values';

/** The place of a widget on its screen. */
export function placeCss(view: WidgetView): CssDeclarations {
  return { left: view.box.x, top: view.box.y, width: view.box.w, height: view.box.h };
}

/** A widget that draws its own parts: its place, font and opacity only (render/WidgetBox's `bare` frame). */
export function bareCss(view: WidgetView): CssDeclarations {
  const opacity = numberOf(view.style.opacity);
  return { ...placeCss(view), ...fontCss(view.style, 1, view.box.h), ...(opacity === undefined ? {} : { opacity }) };
}

/** A widget's accessible name: the designer's name, its text, else its icon's ("mdi mdi-cart-outline": "cart outline"). */
export function nameOf(view: WidgetView): string {
  const icon = view.icon?.split(' ').at(-1)?.replace(/^mdi-/, '').replaceAll('-', ' ');
  return view.name || view.text || icon || view.type;
}

/** The key of a widget's value in the store: its data-binding variable, else its own id. */
export function storeKey(view: WidgetView): string {
  return boundVariable(view.props) ?? view.id;
}
