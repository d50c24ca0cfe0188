import { describe, expect, it } from 'vitest';
import {
  hasNumberCell,
  listText,
  numbersText,
  parseList,
  parseNumbers,
  parseRows,
  rowsText,
  swatchColor,
  valueShape,
} from './valueShapes';

describe('value shapes', () => {
  it('picks the field by the value', () => {
    expect(valueShape('placeholder', true)).toBe('boolean');
    expect(valueShape('max', 5)).toBe('number');
    expect(valueShape('max', Number.NaN)).toBeNull();
    expect(valueShape('label', 'Pay')).toBe('text');
    expect(valueShape('options', ['a', 'b'])).toBe('list');
    expect(valueShape('widths', [100, 60])).toBe('numbers');
    expect(valueShape('data', [['Name', 'Age']])).toBe('rows');
    expect(valueShape('data', [[30, 50, 20]])).toBe('rows');
    expect(valueShape('navigation', [{ label: 'Home' }])).toBeNull();
    expect(valueShape('bbox', { x: 1 })).toBeNull();
    expect(valueShape('data', 'a,b\nc,d')).toBeNull();
    expect(valueShape('selected', null)).toBeNull();
  });

  it('knows icons by their key and colours only where asked', () => {
    expect(valueShape('icon', 'mdi mdi-star')).toBe('icon');
    expect(valueShape('activeIcon', 'mdi mdi-heart')).toBe('icon');
    expect(valueShape('iconColor', '#333333', undefined, true)).toBe('color');
    expect(valueShape('headerBackground', 'rgba(0, 0, 0, 0.5)', undefined, true)).toBe('color');
    expect(valueShape('selected', '#fff')).toBe('text');
    expect(valueShape('borderModel', 'box', undefined, true)).toBe('text');
  });

  it('gives an empty list the shape of the fallback', () => {
    expect(valueShape('options', [], ['One'])).toBe('list');
    expect(valueShape('data', [], [[1, 2]])).toBe('rows');
    expect(valueShape('selected', [], [])).toBeNull();
    expect(valueShape('selected', [])).toBeNull();
  });

  it('turns colours into swatch colours', () => {
    expect(swatchColor('#A0B1C2')).toBe('#a0b1c2');
    expect(swatchColor('#abc')).toBe('#aabbcc');
    expect(swatchColor('rgba(255, 0, 16, 0.5)')).toBe('#ff0010');
    expect(swatchColor('red')).toBeUndefined();
    expect(swatchColor(3)).toBeUndefined();
  });

  it('writes lists one item a line and reads them back without blank lines', () => {
    expect(listText(['One', 'Two'])).toBe('One\nTwo');
    expect(parseList(' One\n\nTwo \n')).toEqual(['One', 'Two']);
    expect(numbersText([100, 60])).toBe('100, 60');
    expect(parseNumbers('100, x, 60,')).toEqual([100, 60]);
  });

  it('writes rows as comma-separated lines; numbers come back as numbers where cells were numbers', () => {
    expect(
      rowsText([
        ['Name', 'Age'],
        ['Kim', '34'],
      ]),
    ).toBe('Name, Age\nKim, 34');
    expect(parseRows('Name, Age\nKim, 34\n', false)).toEqual([
      ['Name', 'Age'],
      ['Kim', '34'],
    ]);
    expect(hasNumberCell([[30, 50]])).toBe(true);
    expect(hasNumberCell([['30']])).toBe(false);
    expect(parseRows('30, 50, x\n\n1.5,', true)).toEqual([
      [30, 50, 'x'],
      [1.5, ''],
    ]);
    expect(parseRows('Root\n, Child', false)).toEqual([['Root'], ['', 'Child']]);
  });
});
