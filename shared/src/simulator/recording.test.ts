import { describe, expect, it } from 'vitest';
import { newApp } from '../model/app';
import { newScreen } from '../model/screen';
import { newWidget } from '../model/widget';
import { changeValue, startSimulator } from './engine';
import { storedSimulatorState } from './recording';

const screen = newScreen({ id: 's1', children: ['pw', 'name'], props: { start: true } });
const app = newApp({
  screens: { s1: screen },
  widgets: {
    pw: newWidget({ id: 'pw', type: 'Password', props: { databinding: { default: 'secret' } } }),
    name: newWidget({ id: 'name', type: 'TextBox' }),
  },
});

describe('recording a password', () => {
  const typed = (widget: string, value: string) =>
    changeValue(app, startSimulator(app)!.state, {
      screen: 's1',
      widget,
      value,
      children: [...value].map((_, i) => ({ time: i, value: value.slice(0, i + 1) })),
    });

  it('records a mask of its length, keystrokes included, and keeps the characters for the field only', () => {
    const step = typed('pw', 'abc');
    expect(step.events[0]!.state).toMatchObject({
      value: '\u2022\u2022\u2022',
      children: [{ value: '\u2022' }, { value: '\u2022\u2022' }, { value: '\u2022\u2022\u2022' }],
    });
    expect(step.state.values.pw).toBe('abc');
    expect(typed('name', 'Ada').events[0]!.state).toMatchObject({ value: 'Ada' });
  });

  it('keeps a session on the device with the password and its variable masked, other values as typed', () => {
    const first = typed('pw', 'abc').state;
    const both = changeValue(app, first, { screen: 's1', widget: 'name', value: 'Ada' }).state;
    const stored = storedSimulatorState(app, both);
    expect(stored.values).toMatchObject({ pw: '\u2022\u2022\u2022', name: 'Ada' });
    expect(stored.variables).toEqual({ secret: '\u2022\u2022\u2022' });
  });
});
