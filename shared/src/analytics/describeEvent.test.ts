import { describe, expect, it } from 'vitest';
import { workbenchEnglish } from '../locales/workbench/english';
import { newApp } from '../model/app';
import { newScreen } from '../model/screen';
import { newWidget, type Widget } from '../model/widget';
import { describeEvent } from './describeEvent';
import type { AnalyticsEvent } from './events';

const widgets: Widget[] = [
  newWidget({ id: 'name', type: 'TextBox', props: { label: 'Name', placeholder: true } }),
  newWidget({ id: 'secret', type: 'Password', props: { label: 'Password' } }),
  newWidget({ id: 'country', type: 'DropDown', props: { label: 'Country', options: ['Spain', 'Portugal'] } }),
  newWidget({ id: 'terms', type: 'CheckBox', name: 'Terms' }),
  newWidget({ id: 'radio', type: 'RadioBox', name: 'Express' }),
  newWidget({ id: 'volume', type: 'HSlider', name: 'Volume' }),
  newWidget({ id: 'day', type: 'Date', name: 'Day' }),
  newWidget({ id: 'mood', type: 'Rating', name: 'Mood', props: { survey: true } }),
  newWidget({ id: 'go', type: 'Button', props: { label: 'Go on' } }),
];
const app = newApp({
  screens: {
    form: newScreen({ id: 'form', name: 'Form', children: widgets.map((w) => w.id) }),
    menu: newScreen({ id: 'menu', name: 'Menu' }),
  },
  widgets: Object.fromEntries(widgets.map((w) => [w.id, w])),
});

const event = (fields: Partial<AnalyticsEvent>): AnalyticsEvent => ({
  id: 'e',
  session: 's',
  screen: 'form',
  type: 'WidgetClick',
  time: 0,
  ...fields,
});
const change = (widget: string, value: unknown, type = 'text') =>
  describeEvent(app, event({ type: 'WidgetChange', widget, state: { type, value } }));

describe('describeEvent', () => {
  it('names the widget clicked and the screen loaded', () => {
    expect(describeEvent(app, event({ widget: 'go' }))).toEqual({
      key: 'event.widgetClick',
      values: { widget: 'Go on' },
    });
    expect(describeEvent(app, event({ type: 'ScreenLoaded', screen: 'menu' }))).toEqual({
      key: 'event.screenLoaded',
      values: { screen: 'Menu' },
    });
    expect(describeEvent(app, event({ type: 'ScreenClick' })).key).toBe('event.screenClick');
  });

  it('says what a value change did, by the kind of value', () => {
    expect(change('name', 'Zoe')).toEqual({ key: 'event.typed', values: { value: 'Zoe', widget: 'Name' } });
    expect(change('name', '')).toEqual({ key: 'event.cleared', values: { widget: 'Name' } });
    expect(change('country', 'Portugal', 'select')).toEqual({
      key: 'event.chose',
      values: { value: 'Portugal', widget: 'Country' },
    });
    expect(change('country', null, 'select').key).toBe('event.unchose');
    expect(change('terms', true, 'checked')).toEqual({ key: 'event.checked', values: { widget: 'Terms' } });
    expect(change('terms', false, 'checked').key).toBe('event.unchecked');
    expect(change('radio', true, 'checked').key).toBe('event.selected');
    expect(change('volume', 40, 'value')).toEqual({ key: 'event.set', values: { value: 40, widget: 'Volume' } });
    expect(change('day', '2026-03-01', 'date')).toEqual({
      key: 'event.picked',
      values: { value: '2026-03-01', widget: 'Day' },
    });
  });

  it('counts the characters of a password, which is recorded as its mask', () => {
    expect(change('secret', '\u2022'.repeat(8))).toEqual({
      key: 'event.typedSecret',
      values: { count: 8, widget: 'Password' },
    });
  });

  it('reads a survey widget’s change as an answer', () => {
    expect(change('mood', 4, 'value')).toEqual({ key: 'event.answered', values: { value: '4', widget: 'Mood' } });
  });

  it('says which way a swipe went, and names a completed task', () => {
    expect(describeEvent(app, event({ type: 'ScreenGesture', gesture: { type: 'swipeLeft' } }))).toEqual({
      key: 'event.swipeLeft',
      values: { target: 'Form' },
    });
    expect(
      describeEvent(app, event({ type: 'TaskSuccess', state: { type: 'task', value: 't1' } }), [
        { id: 't1', name: 'Buy shoes' },
      ]),
    ).toEqual({ key: 'event.taskSuccess', values: { task: 'Buy shoes' } });
  });

  it('names a widget the document no longer has by its id, and its change by the recorded kind', () => {
    expect(
      describeEvent(app, event({ type: 'WidgetChange', widget: 'gone', state: { type: 'select', value: 'A' } })),
    ).toEqual({ key: 'event.chose', values: { value: 'A', widget: 'gone' } });
    expect(describeEvent(app, event({ type: 'fadeIn', widget: null })).key).toBe('event.other');
  });

  it('uses keys the workbench has texts for', () => {
    const texts: Record<string, string> = workbenchEnglish.analytics;
    const samples = [
      describeEvent(app, event({ type: 'SessionStart' })),
      change('secret', '••'),
      describeEvent(app, event({ type: 'OverlayLoaded', overlay: 'menu' })),
      describeEvent(app, event({ type: 'ValidationErrorLine', widget: 'go' })),
    ];
    for (const { key } of samples) expect(texts[key] ?? texts[`${key}_other`], key).toBeDefined();
  });
});
