import type { App } from '../model/app';
import type { Style, Widget } from '../model/widget';
import type { WidgetStyleState } from '../model/widgetStyleStates';
import { templateOf } from './templateStyle';

/**
 * The css values the design tokens linked to a widget give for one style state
 * (`designtokens.<state>.<cssProp> = <tokenId>`; the template's links lie under the widget's).
 * A simple token gives its value to the linked prop; a complex token holds several props and gives
 * each linked prop its own entry. Links to missing tokens or props are skipped.
 */
export function resolveDesignTokens(app: App, widget: Widget, state: WidgetStyleState = 'style'): Style {
  const links = { ...templateOf(app, widget)?.designtokens?.[state], ...widget.designtokens?.[state] };
  const values: Style = {};
  for (const [cssProp, tokenId] of Object.entries(links)) {
    const token = app.designtokens?.[tokenId];
    if (!token) continue;
    if (!token.isComplex) {
      values[cssProp] = token.value;
    } else if (isRecord(token.value) && token.value[cssProp] !== undefined) {
      values[cssProp] = token.value[cssProp];
    }
  }
  return values;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
