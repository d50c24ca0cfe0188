// The states a widget has a style for, and the font size it gets when its style names none. Apart
// from the widget's schema, so that the player draws widgets without loading zod.
import { DEFAULT_DROPDOWN_FONT_SIZE, DEFAULT_FONT_SIZE } from '../constants';

export const WIDGET_STYLE_STATES = ['style', 'hover', 'focus', 'error', 'active'] as const;
export type WidgetStyleState = (typeof WIDGET_STYLE_STATES)[number];

/** SPEC §9: dropdowns default to a larger font. */
export function defaultFontSize(widgetType: string): number {
  return widgetType === 'DropDown' ? DEFAULT_DROPDOWN_FONT_SIZE : DEFAULT_FONT_SIZE;
}
