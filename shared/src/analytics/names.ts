// What people call the parts of a prototype in figures and exports: a screen by its name, a widget
// by its wording.
import type { App } from '../model/app';
import type { Widget } from '../model/widget';
import { masterWidgetId } from './events';

/** A widget's wording: its label, else its placeholder (a text box's often only one), else its name, else its id. */
export function widgetLabel(widget: Pick<Widget, 'id' | 'name' | 'props'>): string {
  for (const text of [widget.props?.label, widget.props?.placeholder]) {
    if (typeof text === 'string' && text.trim()) return text.trim();
  }
  return widget.name?.trim() || widget.id;
}

/** The name of a screen of `app` ('' for an id the app does not have). */
export function screenName(app: App, screenId: string | null | undefined): string {
  if (!screenId) return '';
  const screen = app.screens[screenId];
  return screen ? screen.name?.trim() || screen.id : '';
}

/**
 * The wording of a widget of `app` as events name it ('' when the app does not have it). A copy
 * inherited from a master screen is named "<master widget>@<screen>" and reads as its master.
 */
export function widgetName(app: App, widgetId: string | null | undefined): string {
  if (!widgetId) return '';
  const widget = app.widgets[widgetId] ?? app.widgets[masterWidgetId(widgetId)];
  return widget ? widgetLabel(widget) : '';
}

/** A task step as a person reads it: "Screen", or "Screen › Widget" when the step names a widget. */
export function stepName(app: App, step: { screen?: string | null; widget?: string | null }): string {
  const screen = screenName(app, step.screen) || step.screen || '';
  const widget = widgetName(app, step.widget) || step.widget || '';
  return widget ? `${screen} › ${widget}` : screen;
}
