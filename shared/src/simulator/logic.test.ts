import { describe, expect, it } from 'vitest';
import { newApp } from '../model/app';
import { newLine } from '../model/line';
import { newScreen } from '../model/screen';
import { newWidget } from '../model/widget';
import { routeLine } from './logic';

const screens = Object.fromEntries(
  ['start', 'adult', 'child', 'a', 'b'].map((id, i) => [id, newScreen({ id, x: i * 400 })]),
);
const line = (id: string, from: string, to: string, extra: Record<string, unknown> = {}) =>
  [id, { ...newLine({ id, from, to }), ...extra }] as const;

describe('routeLine', () => {
  const app = newApp({
    screens,
    widgets: {
      age: newWidget({ id: 'age', type: 'TextBox' }),
      or: newWidget({ id: 'or', type: 'LogicOr' }),
      ab: newWidget({ id: 'ab', type: 'LogicOr', props: { isRandom: true } }),
      rest: newWidget({ id: 'rest', type: 'Rest' }),
      loop: newWidget({ id: 'loop', type: 'LogicOr' }),
      email: newWidget({ id: 'email', type: 'TextBox', props: { validation: { type: 'email' } } }),
      check: newWidget({ id: 'check', type: 'LogicOr' }),
    },
    lines: Object.fromEntries([
      line('toOr', 'btn', 'or'),
      line('isAdult', 'or', 'adult', { rule: { widget: 'age', operator: '>=', value: 18 } }),
      line('otherwise', 'or', 'child'),
      line('toAb', 'btn', 'ab'),
      line('ab1', 'ab', 'a'),
      line('ab2', 'ab', 'b'),
      line('toRest', 'btn', 'rest'),
      line('restOut', 'rest', 'or'),
      line('toLoop', 'btn', 'loop'),
      line('loopBack', 'loop', 'loop'),
      line('toCheck', 'btn', 'check'),
      line('valid', 'check', 'a', { rule: { widget: 'email', operator: 'isValid' } }),
      line('invalid', 'check', 'b', { rule: { widget: 'email', operator: 'isNotValid' } }),
    ]),
  });
  const route = (id: string, values: Record<string, string | number | boolean | null> = {}, random?: () => number) =>
    routeLine(app, app.lines[id], { screen: 'start', values, random });

  it('takes the first branch of a LogicOr whose rule holds, else the branch without a rule', () => {
    expect(route('toOr', { age: '21' })).toMatchObject({ screen: 'adult' });
    expect(route('toOr', { age: '12' }).screen).toBe('child');
    expect(route('toOr').screen).toBe('child');
    expect(route('toOr', { age: '21' }).lines.map((l) => l.id)).toEqual(['toOr', 'isAdult']);
  });

  it('reads the value of an inherited copy on the current screen when a rule names its master', () => {
    expect(route('toOr', { 'age@start': 30 }).screen).toBe('adult');
  });

  it('picks an A/B branch at random', () => {
    expect(route('toAb', {}, () => 0.1).screen).toBe('a');
    expect(route('toAb', {}, () => 0.9).screen).toBe('b');
  });

  it('passes through Rest widgets and stops on loops', () => {
    expect(route('toRest', { age: 40 })).toMatchObject({ screen: 'adult' });
    expect(route('toRest', { age: 40 }).lines.map((l) => l.id)).toEqual(['toRest', 'restOut', 'isAdult']);
    expect(route('toLoop').screen).toBeNull();
  });

  it('checks validity rules', () => {
    expect(route('toCheck', { email: 'a@b.de' }).screen).toBe('a');
    expect(route('toCheck', { email: 'nope' }).screen).toBe('b');
  });
});
