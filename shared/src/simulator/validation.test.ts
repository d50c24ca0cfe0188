import { describe, expect, it } from 'vitest';
import { coerceValue, initialValue } from './formState';
import { isValidValue } from './validation';

describe('isValidValue', () => {
  it('accepts anything without a rule, and an empty optional value', () => {
    expect(isValidValue(undefined, '')).toBe(true);
    expect(isValidValue({ type: 'email' }, '')).toBe(true);
    expect(isValidValue({ required: true }, '')).toBe(false);
    expect(isValidValue({ required: true }, false)).toBe(false);
    expect(isValidValue({ required: true }, true)).toBe(true);
  });

  it('checks emails, phones, numbers, lengths and patterns', () => {
    expect(isValidValue({ type: 'email' }, 'kim@example.org')).toBe(true);
    expect(isValidValue({ type: 'email' }, 'kim@')).toBe(false);
    expect(isValidValue({ type: 'phone' }, '+49 30 1234567')).toBe(true);
    expect(isValidValue({ type: 'phone' }, 'call me')).toBe(false);
    expect(isValidValue({ type: 'int', min: 1, max: 10 }, '7')).toBe(true);
    expect(isValidValue({ type: 'int' }, '7.5')).toBe(false);
    expect(isValidValue({ type: 'number', min: '1' }, '0,5')).toBe(false);
    expect(isValidValue({ min: 3 }, 'ab')).toBe(false);
    expect(isValidValue({ max: 3 }, 'abcd')).toBe(false);
    expect(isValidValue({ pattern: '^[A-Z]{2}$' }, 'DE')).toBe(true);
    expect(isValidValue({ pattern: '^[A-Z]{2}$' }, 'Deu')).toBe(false);
    expect(isValidValue({ pattern: '([' }, 'x')).toBe(true);
    expect(isValidValue({ min: 0, max: 100 }, 150)).toBe(false);
  });
});

describe('form values', () => {
  it('reads initial values from props', () => {
    expect(initialValue({ type: 'TextBox', props: { label: 'Kim' } })).toBe('Kim');
    expect(initialValue({ type: 'TextBox', props: { label: 'Name', placeholder: true } })).toBe('');
    expect(initialValue({ type: 'HSlider', props: { value: 50, min: 0 } })).toBe(50);
    expect(initialValue({ type: 'HSlider', props: { value: 'x' } })).toBe(0);
    expect(initialValue({ type: 'Table', props: { selected: [2, 'x'] } })).toEqual([2]);
    expect(initialValue({ type: 'DropDown', props: { selected: '' } })).toBeNull();
    expect(initialValue({ type: 'Button', props: { label: 'Go' } })).toBeUndefined();
  });

  it('coerces what a control reports', () => {
    expect(coerceValue('CheckBox', 'on')).toBe(false);
    expect(coerceValue('HSlider', '42')).toBe(42);
    expect(coerceValue('HSlider', 'x')).toBeUndefined();
    expect(coerceValue('Table', [3, 1, 3])).toEqual([1, 3]);
    expect(coerceValue('DropDown', '')).toBeNull();
    expect(coerceValue('Label', 'x')).toBeUndefined();
  });
});
