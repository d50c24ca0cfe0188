// What a click can hit in the prototype: widgets with lines, form controls, screens with click lines.
import { groupWidgetIds } from '../appDocument/groups';
import type { App } from '../model/app';
import { WIDGET_TYPES, widgetSpec } from '../widgets/registry';
import { masterWidgetId, type AnalyticsEvent } from './events';

/**
 * Widget types a tester operates in place (a click on them focuses, toggles or opens them), so a
 * click on one is never a miss, and (when no widget is marked as a survey field) whose values the
 * survey export collects.
 */
export const INPUT_WIDGET_TYPES: readonly string[] = WIDGET_TYPES.filter((type) => widgetSpec(type)?.value);
const INPUT_TYPES: ReadonlySet<string> = new Set(INPUT_WIDGET_TYPES);

export interface LinkIndex {
  /** widget ids with an outgoing line (their own, or one of a group holding them) */
  linkedWidgets: ReadonlySet<string>;
  /** widget ids of form controls (INPUT_WIDGET_TYPES) */
  inputWidgets: ReadonlySet<string>;
  /** screen ids with an outgoing click line from the screen itself */
  clickableScreens: ReadonlySet<string>;
}

/** Indexes the app's lines: a line's `from` is a widget, a group or a screen id. */
export function buildLinkIndex(app: Pick<App, 'widgets' | 'screens' | 'lines' | 'groups'>): LinkIndex {
  const linkedWidgets = new Set<string>();
  const clickableScreens = new Set<string>();
  const groups = app.groups ?? {};
  for (const line of Object.values(app.lines)) {
    const from = line.from;
    if (app.widgets[from]) linkedWidgets.add(from);
    else if (groups[from]) {
      try {
        for (const id of groupWidgetIds(app as App, from)) linkedWidgets.add(id);
      } catch {
        // a nesting cycle: the group's own children still count
        for (const id of groups[from].children) linkedWidgets.add(id);
      }
    } else if (app.screens[from] && (line.event === undefined || line.event === 'click')) clickableScreens.add(from);
  }
  const inputWidgets = new Set<string>();
  for (const widget of Object.values(app.widgets)) if (INPUT_TYPES.has(widget.type)) inputWidgets.add(widget.id);
  return { linkedWidgets, inputWidgets, clickableScreens };
}

/** A widget id as events name it (inherited copies "<master>@<screen>" resolve to the master) has a line. */
export function isLinkedWidget(links: LinkIndex, widgetId: string): boolean {
  return links.linkedWidgets.has(widgetId) || links.linkedWidgets.has(masterWidgetId(widgetId));
}

/**
 * A click that hit nothing linked: a ScreenClick (unless the screen itself has a click line), or a
 * WidgetClick on a widget with no outgoing line that is not a form control. A widget the app does
 * not know (deleted since the test) counts as not linked. Other event types: false.
 */
export function isMissedClick(event: Pick<AnalyticsEvent, 'type' | 'screen' | 'widget'>, links: LinkIndex): boolean {
  if (event.type === 'ScreenClick') return !links.clickableScreens.has(event.screen);
  if (event.type !== 'WidgetClick') return false;
  const widget = event.widget;
  if (!widget) return !links.clickableScreens.has(event.screen);
  if (isLinkedWidget(links, widget)) return false;
  return !(links.inputWidgets.has(widget) || links.inputWidgets.has(masterWidgetId(widget)));
}
