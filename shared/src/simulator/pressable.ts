import type { App } from '../model/app';
import type { WidgetView } from '../appDocument/screenView';
import { widgetSpec } from '../widgets/registry';
import { lineFor, lineSources } from './lineIndex';

/** Plain boxes that hold controls of their own: the box itself is never the button. */
const HOLDS_CONTROLS = new Set(['WebLink', 'ScreenSegment']);

/**
 * Whether the player draws a widget as a button a keyboard reaches and presses: a plain box (no
 * value, no controls of its own) that is a button type, or that a click line leaves (from the widget,
 * its master or a group holding it; a screen's own click line makes no widget a button).
 */
export function isPressable(app: App, screenId: string, view: Pick<WidgetView, 'id' | 'type'>): boolean {
  const spec = widgetSpec(view.type);
  if (!spec || spec.family !== 'basic' || spec.value || spec.logic || HOLDS_CONTROLS.has(view.type)) return false;
  if (spec.button) return true;
  return lineFor(app, lineSources(app, screenId, view.id).slice(0, -1), 'click') !== undefined;
}
