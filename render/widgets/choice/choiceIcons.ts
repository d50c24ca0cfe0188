// The icons and colours of the icon toggles (IconToggle, LabeledIconToggle).
import type { Style, WidgetView } from '@protolab/shared';
import { str } from '../../styleCss';

/** `props.activeIcon` when on, `props.passiveIcon` when off (a heart and its outline when not given). */
export function toggleIcon(view: WidgetView, on: boolean): string {
  return on
    ? (str(view.props.activeIcon) ?? 'mdi mdi-heart')
    : (str(view.props.passiveIcon) ?? 'mdi mdi-heart-outline');
}

/** `activeColor` when on, `passiveColor` when off, else the text colour. */
export function toggleColor(style: Style, on: boolean): string | undefined {
  return str(on ? style.activeColor : style.passiveColor) ?? str(style.color);
}
