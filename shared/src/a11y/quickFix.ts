// A finding's fix as one editor command (one undo step): style keys set on the widget's own style
// with their token links taken away (a linked token would still win), a new box, a new name.
import { EditBuilder } from '../editor/editBuilder';
import type { CommandDraft } from '../editor/editorCommand';
import type { App } from '../model/app';
import { withoutUndefined } from '../editor/edit';
import { templateOf, templateTokenLinks } from '../appDocument/templateStyle';
import type { Style } from '../model/widget';
import type { A11yFix } from './finding';

/**
 * A fix setting style keys on a stored widget; none when its template links one of them to a token
 * (the template's link would still win over the widget's own value, and a widget cannot undo it).
 */
export function styleFix(app: App, widgetId: string, style: Style): A11yFix | undefined {
  const widget = app.widgets[widgetId];
  if (!widget) return undefined;
  const links = templateTokenLinks(app, templateOf(app, widget), 'style');
  return Object.keys(style).some((key) => key in links) ? undefined : { widgetId, style };
}

export function quickFixCommand(app: App, fix: A11yFix): CommandDraft {
  const build = new EditBuilder(app);
  const widget = app.widgets[fix.widgetId];
  if (widget) {
    const fields: Record<string, unknown> = {};
    if (fix.style) {
      fields.style = { ...widget.style, ...fix.style };
      const links = widget.designtokens?.style;
      if (links && Object.keys(fix.style).some((key) => key in links)) {
        const kept = Object.fromEntries(Object.entries(links).filter(([key]) => !(key in fix.style!)));
        fields.designtokens = withoutUndefined({
          ...widget.designtokens,
          style: Object.keys(kept).length ? kept : undefined,
        });
      }
    }
    if (fix.box) Object.assign(fields, fix.box);
    if (fix.name !== undefined) fields.name = fix.name;
    build.update('widgets', widget.id, fields);
  }
  return { type: 'accessibilityFix', edits: build.build(), select: [fix.widgetId] };
}
