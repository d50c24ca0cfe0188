// Where the existing product (quant-ux) puts a widget's text node by its vertical alignment, and
// what that does to the box drawn around it. It gives the node a class per alignment
// (`<vertical>-<horizontal>`, the nine of top/middle/bottom × left/center/right) once the style
// carries the key, even one a design token cleared; only those nine classes exist, and each
// places the node absolutely.
import type { Style } from '../model/widget';

const VERTICAL: readonly unknown[] = ['top', 'middle', 'bottom'];
const HORIZONTAL: readonly unknown[] = ['left', 'center', 'right'];

/**
 * A Button's label placed by one of the nine classes lies outside the button's flow, and CSS does
 * not carry a box's text decoration into text placed so: such a Button is never underlined, by
 * its own style or by a text token. Unplaced, its label stays in flow and is.
 */
export function textApartFromBox(type: string, style: Style): boolean {
  return type === 'Button' && VERTICAL.includes(style.verticalAlign) && HORIZONTAL.includes(style.textAlign);
}

/**
 * A Label's text node is its box (background, border, shadow, padding). The class that places it
 * replaces the one that makes it fill the widget: with its vertical alignment cleared (a design
 * token without one) the box wraps the text, its lines and padding, at the widget's top. A named
 * alignment does the same there, but our own Labels (header bars) fill their widget and place
 * their text in it, so that case keeps our rule.
 */
export function boxWrapsText(type: string, style: Style): boolean {
  return type === 'Label' && style.verticalAlign === null;
}
