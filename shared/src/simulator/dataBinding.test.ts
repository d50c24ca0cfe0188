import { describe, expect, it } from 'vitest';
import { newApp } from '../model/app';
import { newWidget } from '../model/widget';
import { boundText, boundVariable, widgetsByVariable, withVariable } from './dataBinding';

describe('data binding', () => {
  it('reads the variable a widget is bound to', () => {
    expect(boundVariable({ databinding: { default: 'email' } })).toBe('email');
    expect(boundVariable({ databinding: { default: '' } })).toBeUndefined();
    expect(boundVariable({ databinding: 'email' })).toBeUndefined();
    expect(boundVariable(null)).toBeUndefined();
  });

  it('gives a bound display widget its variable as text once the variable has a value', () => {
    const label = { type: 'Label', props: { label: 'Own', databinding: { default: 'email' } } };
    expect(boundText(label, {})).toBeUndefined();
    expect(boundText(label, undefined)).toBeUndefined();
    expect(boundText(label, { email: 'kim@example.org' })).toBe('kim@example.org');
    expect(boundText(label, { email: 12 })).toBe('12');
    expect(boundText(label, { email: ['a', 'b'] })).toBe('a, b');
    expect(boundText({ type: 'TextBox', props: label.props }, { email: 'x' })).toBeUndefined();
    expect(boundText({ type: 'Label', props: {} }, { email: 'x' })).toBeUndefined();
  });

  it('stores a value under the variable of a bound widget only', () => {
    const variables = { a: 'x' };
    expect(withVariable(variables, { type: 'TextBox', props: {} }, 'y')).toBe(variables);
    expect(withVariable(variables, { type: 'TextBox', props: { databinding: { default: 'b' } } }, 'y')).toEqual({
      a: 'x',
      b: 'y',
    });
  });

  it('lists the variables of an app with the widgets bound to each', () => {
    const bound = (id: string, name: string) =>
      newWidget({ id, type: 'Label', props: { databinding: { default: name } } });
    const app = newApp({
      widgets: {
        a: bound('a', 'zip'),
        b: bound('b', 'email'),
        c: bound('c', 'zip'),
        d: newWidget({ id: 'd', type: 'Label' }),
      },
    });
    expect([...widgetsByVariable(app)]).toEqual([
      ['email', ['b']],
      ['zip', ['a', 'c']],
    ]);
  });
});
