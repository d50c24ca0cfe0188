import type { App } from '../model/app';
import type { Template } from '../model/template';
import type { Style, TokenLinks, Widget } from '../model/widget';
import type { WidgetStyleState } from '../model/widgetStyleStates';
import { fillMissing } from './fillMissing';

/** How many `variantOf` steps are followed: a variant of a variant is fine, a loop in a document is cut. */
const MAX_VARIANT_DEPTH = 8;

export function templateOf(app: App, widget: Widget): Template | undefined {
  return widget.template ? app.templates?.[widget.template] : undefined;
}

/** A template and the templates it is a variant of, the base first and `template` last. */
export function templateChain(app: App, template: Template | undefined): Template[] {
  const chain: Template[] = [];
  for (let t = template; t && chain.length < MAX_VARIANT_DEPTH && !chain.includes(t);) {
    chain.unshift(t);
    t = t.variantOf ? app.templates?.[t.variantOf] : undefined;
  }
  return chain;
}

/** The style of one state a template gives its instances: a variant's own over its base's. */
export function templateStyle(app: App, template: Template | undefined, state: WidgetStyleState = 'style'): Style {
  return templateChain(app, template).reduce<Style>((under, t) => fillMissing(under, t[state]), {});
}

/** The token links of one state a template gives its instances (a variant's own over its base's). */
export function templateTokenLinks(
  app: App,
  template: Template | undefined,
  state: WidgetStyleState,
): TokenLinks[string] {
  return Object.assign({}, ...templateChain(app, template).map((t) => t.designtokens?.[state]));
}

/** The widget's style for one state with its template's style of that state merged under it (widget wins). */
export function mergeTemplateStyle(app: App, widget: Widget, state: WidgetStyleState = 'style'): Style {
  return fillMissing(templateStyle(app, templateOf(app, widget), state), widget[state]);
}
