import type { App } from '../model/app';
import type { Style, TokenLinks, Widget } from '../model/widget';
import type { WidgetStyleState } from '../model/widgetStyleStates';
import { templateOf, templateTokenLinks } from './templateStyle';

/**
 * The css values the design tokens linked to a widget give for one style state
 * (`designtokens.<state>.<cssProp> = <tokenId>`; the template's links lie under the widget's).
 * A simple token gives its value to the linked prop; a complex token holds several props and gives
 * each linked prop its own entry. A linked prop the complex token does not hold is cleared (null),
 * not left to the widget's own value: the existing product (quant-ux) copies every linked prop from
 * the token, so a text token without a vertical alignment or a weight takes the defaults (top,
 * normal). Links to missing tokens are skipped.
 */
export function resolveDesignTokens(app: App, widget: Widget, state: WidgetStyleState = 'style'): Style {
  const links = { ...templateTokenLinks(app, templateOf(app, widget), state), ...widget.designtokens?.[state] };
  const values: Style = {};
  for (const [cssProp, tokenId] of Object.entries(links)) {
    const token = app.designtokens?.[tokenId];
    if (!token) continue;
    if (!token.isComplex) {
      values[cssProp] = token.value;
    } else if (isRecord(token.value)) {
      values[cssProp] = token.value[cssProp] ?? null;
    }
  }
  return values;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The widgets and templates linking any of their props, in any state, to the token `tokenId`. */
export function tokenUsers(app: App, tokenId: string): { widgets: string[]; templates: string[] } {
  const links = (record: { designtokens?: TokenLinks }) =>
    Object.values(record.designtokens ?? {}).some((state) => Object.values(state).includes(tokenId));
  return {
    widgets: Object.values(app.widgets)
      .filter(links)
      .map((w) => w.id),
    templates: Object.values(app.templates ?? {})
      .filter(links)
      .map((t) => t.id),
  };
}
