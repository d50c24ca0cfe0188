import { describe, expect, it } from 'vitest';
import { newWidget } from '@protolab/shared';
import { readStyle, sharedKeys, shownOf, showsInherited } from './selectionValues';

const SIDES = ['borderTopWidth', 'borderRightWidth', 'borderBottomWidth', 'borderLeftWidth'];

describe('selection values', () => {
  it('shares a value all hold, deep, else it is mixed', () => {
    const plain = { inherited: undefined, overridden: false };
    expect(shownOf([1, 1])).toEqual({ value: 1, mixed: false, ...plain });
    expect(shownOf([{ h: 1 }, { h: 1 }])).toEqual({ value: { h: 1 }, mixed: false, ...plain });
    expect(shownOf([1, undefined])).toEqual({ value: undefined, mixed: true, ...plain });
    expect(shownOf([undefined, undefined])).toEqual({ value: undefined, mixed: false, ...plain });
  });

  it('reads a style key, or a group of keys, of the normal state', () => {
    const a = newWidget({ type: 'Button', style: { background: '#ff0000', borderTopWidth: 1, borderRightWidth: 1 } });
    const b = newWidget({ type: 'Button', style: { background: '#ff0000' } });
    expect(readStyle([a, b], 'style', ['background'])).toEqual({
      value: '#ff0000',
      mixed: false,
      inherited: undefined,
      overridden: false,
    });
    expect(readStyle([a], 'style', SIDES).mixed).toBe(true);
    expect(readStyle([a, b], 'style', ['borderTopWidth']).mixed).toBe(true);
  });

  it("an instance shows its template's value greyed where it has none, and its own as one to clear", () => {
    const template = { style: { background: '#0000ff', color: '#ffffff' }, hover: { color: '#ffff00' } };
    const under = (_w: unknown, state: 'style' | 'hover' | 'focus' | 'error' | 'active') => template[state as 'style'];
    const instance = { ...newWidget({ type: 'Button', template: 't' }), style: { background: '#ff0000' } };
    expect(readStyle([instance], 'style', ['color'], under)).toEqual({
      value: undefined,
      mixed: false,
      inherited: '#ffffff',
      overridden: false,
    });
    expect(readStyle([instance], 'style', ['background'], under)).toMatchObject({ value: '#ff0000', overridden: true });
    // in hover: the template's hover value first, else the instance's own normal value
    expect(readStyle([instance], 'hover', ['color'], under).inherited).toBe('#ffff00');
    expect(readStyle([instance], 'hover', ['background'], under).inherited).toBe('#ff0000');
  });

  it('in another state shows its own value, else the normal one as inherited', () => {
    const a = newWidget({ type: 'Button', style: { background: '#ff0000' }, hover: { background: '#00ff00' } });
    const b = newWidget({ type: 'Button', style: { background: '#ff0000' } });
    expect(readStyle([b], 'hover', ['background'])).toEqual({
      value: undefined,
      mixed: false,
      inherited: '#ff0000',
      overridden: false,
    });
    expect(readStyle([a], 'hover', ['background'])).toMatchObject({ value: '#00ff00', overridden: true });
    expect(readStyle([a, b], 'hover', ['background'])).toMatchObject({ mixed: true, overridden: true });
    expect(showsInherited(readStyle([b], 'hover', ['background']))).toBe(true);
    expect(showsInherited(readStyle([a], 'hover', ['background']))).toBe(false);
    expect(showsInherited(readStyle([b], 'hover', ['fontStyle']))).toBe(false);
  });

  it('lists the keys all records hold in one shape', () => {
    const dropDown = { label: 'Pick', options: ['A', 'B'], selected: 'A', extra: { x: 1 } };
    const list = { label: 'List', options: [] as string[], selected: 3 };
    const skip = new Set(['label']);
    expect(sharedKeys([dropDown], [{}], skip, false)).toEqual([
      { key: 'options', shape: 'list' },
      { key: 'selected', shape: 'text' },
    ]);
    // the empty list has the palette's shape; the selected values differ in shape
    expect(sharedKeys([dropDown, list], [{}, { options: ['One'] }], skip, false)).toEqual([
      { key: 'options', shape: 'list' },
    ]);
    expect(sharedKeys([dropDown, list], [{}, {}], skip, false)).toEqual([]);
    expect(sharedKeys([{ headerColor: '#ffffff' }], [{}], skip, true)).toEqual([
      { key: 'headerColor', shape: 'color' },
    ]);
  });
});
