import { describe, expect, it } from 'vitest';
import { newApp, type App } from '../model/app';
import { newGroup } from '../model/group';
import { newLine, type Line } from '../model/line';
import { newScreen } from '../model/screen';
import { newWidget, type Widget } from '../model/widget';
import {
  changeValue,
  closeOverlay,
  followLine,
  interact,
  screenTimers,
  startSimulator,
  visibleScreens,
} from './engine';

function build(parts: {
  screens: ReturnType<typeof newScreen>[];
  widgets?: Widget[];
  lines?: Line[];
  groups?: ReturnType<typeof newGroup>[];
}): App {
  const byId = <T extends { id: string }>(list: T[] = []) => Object.fromEntries(list.map((r) => [r.id, r]));
  return newApp({
    screens: byId(parts.screens),
    widgets: byId(parts.widgets),
    lines: byId(parts.lines),
    groups: byId(parts.groups),
  });
}

const w = (id: string, type: string, screen: { children: string[] }, props: Record<string, unknown> = {}) => {
  screen.children.push(id);
  return newWidget({ id, type, props });
};

describe('simulator navigation', () => {
  const home = newScreen({ id: 'home', x: 0, y: 0, props: { start: false } });
  const next = newScreen({ id: 'next', x: 500, y: 0, props: { start: true } });
  const menu = newScreen({ id: 'menu', x: 1000, y: 0, style: { overlay: true } });
  const done = newScreen({ id: 'done', x: 1500, y: 0 });
  const go = w('go', 'Button', next);
  const inGroup = w('inGroup', 'Label', next);
  const open = w('open', 'Button', next);
  const item = w('item', 'Button', menu);
  const hover = w('hover', 'Button', home);
  const app = build({
    screens: [home, next, menu, done],
    widgets: [go, inGroup, open, item, hover],
    groups: [newGroup({ id: 'g', children: ['inGroup'] })],
    lines: [
      newLine({ id: 'l1', from: 'go', to: 'home' }),
      newLine({ id: 'l2', from: 'g', to: 'done', event: 'click' }),
      newLine({ id: 'l3', from: 'open', to: 'menu' }),
      newLine({ id: 'l4', from: 'item', to: 'done' }),
      newLine({ id: 'l5', from: 'hover', to: 'next', event: 'mouseover' }),
      newLine({ id: 'l6', from: 'home', to: 'done', event: 'swipeLeft' }),
    ],
  });

  it('starts on the screen marked props.start and records its ScreenLoaded', () => {
    const start = startSimulator(app)!;
    expect(start.state).toEqual({ screen: 'next', overlays: [], values: {}, invalid: [], variables: {} });
    expect(start.events).toEqual([{ type: 'ScreenLoaded', screen: 'next', widget: null }]);
    expect(startSimulator(app, 'done')!.state.screen).toBe('done');
    expect(startSimulator(build({ screens: [] }))).toBeUndefined();
  });

  it('follows a click line from a widget, and from the group holding a widget', () => {
    const { state } = startSimulator(app)!;
    const step = interact(app, state, { screen: 'next', widget: 'go', trigger: 'click' });
    expect(step.lines.map((l) => l.id)).toEqual(['l1']);
    expect(step.state.screen).toBe('home');
    expect(step.events).toEqual([{ type: 'ScreenLoaded', screen: 'home', widget: null }]);
    expect(interact(app, state, { screen: 'next', widget: 'inGroup', trigger: 'click' }).state.screen).toBe('done');
  });

  it('ignores interactions without a line for that trigger', () => {
    const { state } = startSimulator(app)!;
    const step = interact(app, state, { screen: 'next', widget: 'go', trigger: 'hover' });
    expect(step).toEqual({ state, events: [], lines: [] });
  });

  it('maps stored event spellings to triggers (mouseover is hover) and takes screen gestures', () => {
    const state = startSimulator(app, 'home')!.state;
    expect(interact(app, state, { screen: 'home', widget: 'hover', trigger: 'hover' }).state.screen).toBe('next');
    expect(interact(app, state, { screen: 'home', widget: null, trigger: 'swipeLeft' }).state.screen).toBe('done');
    // a swipe on a widget without its own swipe line falls through to the screen's
    expect(interact(app, state, { screen: 'home', widget: 'hover', trigger: 'swipeLeft' }).state.screen).toBe('done');
  });

  it('opens overlay screens on top, closes them on a tap beside and when leaving', () => {
    const { state } = startSimulator(app)!;
    const opened = interact(app, state, { screen: 'next', widget: 'open', trigger: 'click' });
    expect(visibleScreens(opened.state)).toEqual(['next', 'menu']);
    expect(opened.events).toEqual([{ type: 'OverlayLoaded', screen: 'next', widget: null, overlay: 'menu' }]);
    expect(interact(app, opened.state, { screen: 'next', widget: 'open', trigger: 'click' }).events).toEqual([]);

    const closed = closeOverlay(opened.state);
    expect(closed.state.overlays).toEqual([]);
    expect(closed.events).toEqual([{ type: 'OverlayRemoved', screen: 'next', widget: null, overlay: 'menu' }]);
    expect(closeOverlay(closed.state).events).toEqual([]);

    const left = interact(app, opened.state, { screen: 'menu', widget: 'item', trigger: 'click' });
    expect(left.state).toMatchObject({ screen: 'done', overlays: [] });
    expect(left.events.map((e) => e.type)).toEqual(['OverlayRemoved', 'ScreenLoaded']);
  });

  it('only closes the overlays when a line leads back to the screen below', () => {
    const back = newLine({ id: 'back', from: 'item', to: 'next' });
    const withBack = { ...app, lines: { ...app.lines, l4: back } };
    const opened = interact(withBack, startSimulator(withBack)!.state, {
      screen: 'next',
      widget: 'open',
      trigger: 'click',
    });
    const step = interact(withBack, opened.state, { screen: 'menu', widget: 'item', trigger: 'click' });
    expect(step.state).toMatchObject({ screen: 'next', overlays: [] });
    expect(step.events.map((e) => e.type)).toEqual(['OverlayRemoved']);
  });

  it('skips lines to screens that do not exist', () => {
    const broken = { ...app, lines: { l1: newLine({ id: 'l1', from: 'go', to: 'gone' }) } };
    const { state } = startSimulator(broken)!;
    const step = interact(broken, state, { screen: 'next', widget: 'go', trigger: 'click' });
    expect(step.state).toBe(state);
    expect(step.events).toEqual([]);
  });
});

describe('screen inheritance', () => {
  const master = newScreen({ id: 'master', x: 0, y: 0 });
  const child = newScreen({ id: 'child', x: 500, y: 0, parents: ['master'], props: { start: true } });
  const target = newScreen({ id: 'target', x: 1000, y: 0 });
  const tab = w('tab', 'Button', master);
  const app = build({
    screens: [master, child, target],
    widgets: [tab],
    lines: [newLine({ id: 'l', from: 'tab', to: 'target' })],
  });

  it('fires the master widget line from its inherited copy', () => {
    const { state } = startSimulator(app)!;
    const step = interact(app, state, { screen: 'child', widget: 'tab@child', trigger: 'click' });
    expect(step.state.screen).toBe('target');
  });
});

describe('timers', () => {
  const splash = newScreen({ id: 'splash', props: { start: true } });
  const home = newScreen({ id: 'home', x: 400 });
  const app = build({
    screens: [splash, home],
    lines: [
      { ...newLine({ id: 't', from: 'splash', to: 'home', event: 'timer' }), timer: '1.3' },
      newLine({ id: 'ld', from: 'home', to: 'splash', event: 'loaded' }),
    ],
  });

  it('lists timer lines with their delay and loaded lines at once', () => {
    expect(screenTimers(app, 'splash').map((t) => [t.line.id, t.delayMs])).toEqual([['t', 1300]]);
    expect(screenTimers(app, 'home').map((t) => [t.line.id, t.delayMs])).toEqual([['ld', 0]]);
  });

  it('moves on when the player fires a timer line', () => {
    const { state } = startSimulator(app)!;
    const [timer] = screenTimers(app, 'splash');
    expect(followLine(app, state, timer.line, 'splash').state.screen).toBe('home');
  });
});

describe('form state', () => {
  const form = newScreen({ id: 'form', props: { start: true } });
  const thanks = newScreen({ id: 'thanks', x: 400 });
  const email = w('email', 'TextBox', form, {
    label: 'Email',
    placeholder: true,
    validation: { required: true, type: 'email' },
  });
  const nick = w('nick', 'TextBox', form, { label: 'anonymous' });
  const agree = w('agree', 'CheckBox', form, { checked: false });
  const a = w('a', 'RadioBox', form, { checked: true });
  const b = w('b', 'RadioBox', form);
  const c = w('c', 'LabeledRadioBox', form, { formGroup: 'other', checked: true });
  const size = w('size', 'DropDown', form, { options: ['S', 'M'], selected: 'M' });
  const send = w('send', 'Button', form);
  const auto = w('auto', 'DropDown', form, { options: ['x', 'y'] });
  const app = build({
    screens: [form, thanks],
    widgets: [email, nick, agree, a, b, c, size, send, auto],
    groups: [newGroup({ id: 'radios', children: ['a', 'b'] })],
    lines: [
      { ...newLine({ id: 'submit', from: 'send', to: 'thanks' }), validation: { all: true } },
      newLine({ id: 'picked', from: 'auto', to: 'thanks', event: 'change' }),
    ],
  });

  it('starts each input with the value its props give', () => {
    expect(startSimulator(app)!.state.values).toEqual({
      email: '',
      nick: 'anonymous',
      agree: false,
      a: true,
      b: false,
      c: true,
      size: 'M',
      auto: null,
    });
  });

  it('records WidgetChange with the state of the input', () => {
    const { state } = startSimulator(app)!;
    const step = changeValue(app, state, {
      screen: 'form',
      widget: 'nick',
      value: 'kim',
      children: [{ time: 1, value: 'k' }],
    });
    expect(step.state.values.nick).toBe('kim');
    expect(step.events).toEqual([
      {
        type: 'WidgetChange',
        screen: 'form',
        widget: 'nick',
        state: { type: 'text', value: 'kim', children: [{ time: 1, value: 'k' }], options: { valid: true } },
      },
    ]);
    const checked = changeValue(app, step.state, { screen: 'form', widget: 'agree', value: true });
    expect(checked.events[0].state).toEqual({ type: 'checked', value: true, options: { valid: true } });
  });

  it('checks one radio of a group and unchecks the others, by group or formGroup', () => {
    const { state } = startSimulator(app)!;
    const step = changeValue(app, state, { screen: 'form', widget: 'b', value: true });
    expect(step.state.values).toMatchObject({ a: false, b: true, c: true });
  });

  it('ignores changes of widgets without a value', () => {
    const { state } = startSimulator(app)!;
    expect(changeValue(app, state, { screen: 'form', widget: 'send', value: 'x' }).events).toEqual([]);
    expect(changeValue(app, state, { screen: 'form', widget: 'missing', value: 'x' }).events).toEqual([]);
  });

  it('keeps the tester on the screen while a validated line finds bad input, then lets them on', () => {
    const { state } = startSimulator(app)!;
    const blocked = interact(app, state, { screen: 'form', widget: 'send', trigger: 'click' });
    expect(blocked.state.screen).toBe('form');
    expect(blocked.state.invalid).toEqual(['email']);
    expect(blocked.events).toEqual([
      { type: 'ValidationError', screen: 'form', widget: 'email', state: { type: 'value', value: false } },
      { type: 'ValidationErrorLine', screen: 'form', widget: 'send' },
    ]);
    const wrong = changeValue(app, blocked.state, { screen: 'form', widget: 'email', value: 'kim@' });
    expect(wrong.events.map((e) => e.type)).toEqual(['WidgetChange']);
    const fixed = changeValue(app, wrong.state, { screen: 'form', widget: 'email', value: 'kim@example.org' });
    expect(fixed.events.map((e) => e.type)).toEqual(['WidgetChange', 'ValidationOk']);
    expect(fixed.state.invalid).toEqual([]);
    const passed = interact(app, fixed.state, { screen: 'form', widget: 'send', trigger: 'click' });
    expect(passed.state.screen).toBe('thanks');
  });

  it('fires a change line after the value is stored', () => {
    const { state } = startSimulator(app)!;
    const step = changeValue(app, state, { screen: 'form', widget: 'auto', value: 'y' });
    expect(step.events.map((e) => e.type)).toEqual(['WidgetChange', 'ScreenLoaded']);
    expect(step.state).toMatchObject({ screen: 'thanks', values: { auto: 'y' } });
  });
});

describe('simulator data binding', () => {
  const bind = (name: string) => ({ databinding: { default: name } });
  const first = newScreen({ id: 'first', x: 0, y: 0, props: { start: true } });
  const second = newScreen({ id: 'second', x: 500, y: 0 });
  const mail = w('mail', 'TextBox', first, bind('email'));
  const again = w('again', 'TextBox', first, bind('email'));
  const other = w('other', 'TextBox', first, bind('name'));
  const go = w('go', 'Button', first);
  const shown = w('shown', 'Label', second, { label: 'before', ...bind('email') });
  const later = w('later', 'TextBox', second, { label: 'old', ...bind('email') });
  const app = build({
    screens: [first, second],
    widgets: [mail, again, other, go, shown, later],
    lines: [newLine({ id: 'next', from: 'go', to: 'second' })],
  });

  it('gives the value of a bound input to the variable and to the inputs bound to it, recording the input used', () => {
    const { state } = startSimulator(app)!;
    const step = changeValue(app, state, { screen: 'first', widget: 'mail', value: 'kim@example.org' });
    expect(step.state.variables).toEqual({ email: 'kim@example.org' });
    expect(step.state.values).toMatchObject({ mail: 'kim@example.org', again: 'kim@example.org', other: '' });
    expect(step.events.map((e) => [e.type, e.widget])).toEqual([['WidgetChange', 'mail']]);
    expect(JSON.parse(JSON.stringify(step.state))).toEqual(step.state);
  });

  it('shows the variable in the bound inputs of a later screen, over the value they start with', () => {
    const { state } = startSimulator(app)!;
    const typed = changeValue(app, state, { screen: 'first', widget: 'again', value: 'kim@example.org' });
    const moved = interact(app, typed.state, { screen: 'first', widget: 'go', trigger: 'click' });
    expect(moved.state.values).toMatchObject({ later: 'kim@example.org' });
    expect(moved.state.values).not.toHaveProperty('shown');
  });

  it('leaves the inputs of a screen their own start value while their variable has none', () => {
    const moved = interact(app, startSimulator(app)!.state, { screen: 'first', widget: 'go', trigger: 'click' });
    expect(moved.state.values).toMatchObject({ later: 'old' });
    expect(moved.state.variables).toEqual({});
  });
});
