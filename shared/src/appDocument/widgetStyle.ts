import type { App } from '../model/app';
import type { Style, Widget } from '../model/widget';
import { defaultFontSize, type WidgetStyleState } from '../model/widgetStyleStates';
import { resolveDesignTokens } from './designTokens';
import { mergeTemplateStyle } from './templateStyle';

/**
 * The style a widget is drawn with in one state: template under the widget's own style, linked
 * design tokens on top. For the base state a missing font size gets the SPEC default. Hover, focus,
 * error and active give only what changes on top of the base style.
 */
export function resolveWidgetStyle(app: App, widget: Widget, state: WidgetStyleState = 'style'): Style {
  const style = { ...mergeTemplateStyle(app, widget, state), ...resolveDesignTokens(app, widget, state) };
  if (state === 'style' && (style.fontSize === undefined || style.fontSize === null)) {
    style.fontSize = defaultFontSize(widget.type);
  }
  return style;
}
