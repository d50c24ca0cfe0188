// A recorded event in words, as a replay lists it: "Chose Portugal in Country". The words are an
// i18n key of the workbench's analytics texts and the values it interpolates; the workbench
// translates them, so this stays free of any locale.
import type { App } from '../model/app';
import { isRadio, valueKind } from '../simulator/formState';
import { SECRET_WIDGET_TYPES } from '../simulator/recording';
import { textOf } from '../widgets/values';
import type { AnalyticsEvent } from './events';
import { masterWidgetId } from './events';
import { screenName, widgetName } from './names';

const SWIPES = ['swipeLeft', 'swipeRight', 'swipeUp', 'swipeDown'] as const;
type Swipe = (typeof SWIPES)[number];

export type EventWordsKey =
  | 'event.sessionStart'
  | 'event.sessionEnd'
  | 'event.screenLoaded'
  | 'event.widgetClick'
  | 'event.screenClick'
  | 'event.typed'
  | 'event.cleared'
  | 'event.typedSecret'
  | 'event.chose'
  | 'event.unchose'
  | 'event.checked'
  | 'event.unchecked'
  | 'event.selected'
  | 'event.set'
  | 'event.picked'
  | 'event.answered'
  | 'event.changed'
  | `event.${Swipe}`
  | 'event.gesture'
  | 'event.scrolled'
  | 'event.overlayLoaded'
  | 'event.overlayRemoved'
  | 'event.validationError'
  | 'event.validationErrorLine'
  | 'event.validationOk'
  | 'event.taskSuccess'
  | 'event.other';

export interface EventWords {
  key: EventWordsKey;
  /** interpolated into the key's text; `count` also picks the plural form */
  values: Record<string, string | number>;
}

/**
 * What the tester did, or what happened, in `event` of a session on `app`; `tasks` names a
 * completed task. A widget or screen the document no longer has is named by its id.
 */
export function describeEvent(
  app: App,
  event: AnalyticsEvent,
  tasks: readonly { id: string; name: string }[] = [],
): EventWords {
  const screen = screenName(app, event.screen) || event.screen;
  const widget = event.widget ? widgetName(app, event.widget) || event.widget : '';
  const target = widget || screen;
  switch (event.type) {
    case 'SessionStart':
      return { key: 'event.sessionStart', values: {} };
    case 'SessionEnd':
      return { key: 'event.sessionEnd', values: {} };
    case 'ScreenLoaded':
      return { key: 'event.screenLoaded', values: { screen } };
    case 'WidgetClick':
      return { key: 'event.widgetClick', values: { widget: target } };
    case 'ScreenClick':
      return { key: 'event.screenClick', values: { screen } };
    case 'WidgetChange':
      return describeChange(app, event, target);
    case 'WidgetGesture':
    case 'ScreenGesture': {
      const gesture = event.gesture?.type ?? '';
      return (SWIPES as readonly string[]).includes(gesture)
        ? { key: `event.${gesture as Swipe}`, values: { target } }
        : { key: 'event.gesture', values: { gesture, target } };
    }
    case 'ScreenScroll':
      return { key: 'event.scrolled', values: { screen } };
    case 'OverlayLoaded':
    case 'OverlayRemoved': {
      const overlay = screenName(app, event.overlay) || event.overlay || screen;
      return {
        key: event.type === 'OverlayLoaded' ? 'event.overlayLoaded' : 'event.overlayRemoved',
        values: { overlay },
      };
    }
    case 'ValidationError':
      return { key: 'event.validationError', values: { widget: target } };
    case 'ValidationErrorLine':
      return { key: 'event.validationErrorLine', values: { widget: target } };
    case 'ValidationOk':
      return { key: 'event.validationOk', values: { widget: target } };
    case 'TaskSuccess': {
      const id = textOf(event.state?.value);
      return { key: 'event.taskSuccess', values: { task: tasks.find((task) => task.id === id)?.name ?? id } };
    }
    default:
      // animation kinds and whatever else a recording holds
      return { key: 'event.other', values: { type: event.type, target } };
  }
}

/** A value change, in the words of the widget's kind of value. */
function describeChange(app: App, event: AnalyticsEvent, widget: string): EventWords {
  const doc = event.widget ? (app.widgets[event.widget] ?? app.widgets[masterWidgetId(event.widget)]) : undefined;
  const value = event.state?.value;
  // a deleted widget still says its kind in the recorded state
  const kind = doc ? valueKind(doc.type) : event.state?.type;
  if (doc && SECRET_WIDGET_TYPES.has(doc.type)) {
    // recorded as a mask of one character per character typed
    return { key: 'event.typedSecret', values: { count: [...textOf(value)].length, widget } };
  }
  if (doc?.props?.survey === true && (typeof value === 'string' || typeof value === 'number') && value !== '')
    return { key: 'event.answered', values: { value: String(value), widget } };
  switch (kind) {
    case 'text':
      return textOf(value) === ''
        ? { key: 'event.cleared', values: { widget } }
        : { key: 'event.typed', values: { value: textOf(value), widget } };
    case 'select':
      return value === null || value === undefined || value === ''
        ? { key: 'event.unchose', values: { widget } }
        : { key: 'event.chose', values: { value: textOf(value), widget } };
    case 'checked':
      if (doc && isRadio(doc.type) && value === true) return { key: 'event.selected', values: { widget } };
      return { key: value === true ? 'event.checked' : 'event.unchecked', values: { widget } };
    case 'value':
      return typeof value === 'number'
        ? { key: 'event.set', values: { value, widget } }
        : { key: 'event.changed', values: { widget } };
    case 'date':
      return typeof value === 'string' && value
        ? { key: 'event.picked', values: { value, widget } }
        : { key: 'event.cleared', values: { widget } };
    default:
      return { key: 'event.changed', values: { widget } };
  }
}
