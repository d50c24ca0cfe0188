import type { App } from '../model/app';
import type { Template } from '../model/template';
import type { Style, Widget } from '../model/widget';
import type { WidgetStyleState } from '../model/widgetStyleStates';
import { fillMissing } from './fillMissing';

export function templateOf(app: App, widget: Widget): Template | undefined {
  return widget.template ? app.templates?.[widget.template] : undefined;
}

/** The widget's style for one state with its template's style of that state merged under it (widget wins). */
export function mergeTemplateStyle(app: App, widget: Widget, state: WidgetStyleState = 'style'): Style {
  return fillMissing(templateOf(app, widget)?.[state], widget[state]);
}
