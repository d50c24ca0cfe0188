import { describe, expect, it } from 'vitest';
import { hasQuantUx, readQuantUx } from '../../../test/support/quantUxFixtures';
import { MAX_GROUP_NESTING } from '../constants';
import { newApp, type App } from '../model/app';
import { newGroup, type Group } from '../model/group';
import { GroupNestingError } from './groupNesting';
import { newWidget } from '../model/widget';
import {
  groupBoundingBox,
  groupChain,
  groupOfWidget,
  groupWidgetIds,
  selectionGroup,
  topGroupOfWidget,
} from './groups';
import { importQuantUxApp } from './quantUx';

/** outer holds w1 and the group inner; inner holds w2 and w3. */
function nested(): App {
  const widgets = [
    newWidget({ id: 'w1', type: 'Button', x: 0, y: 0, w: 10, h: 10 }),
    newWidget({ id: 'w2', type: 'Button', x: 50, y: 20, w: 10, h: 30 }),
    newWidget({ id: 'w3', type: 'Button', x: -5, y: 40, w: 10, h: 10 }),
    newWidget({ id: 'loose', type: 'Button' }),
  ];
  return newApp({
    widgets: Object.fromEntries(widgets.map((w) => [w.id, w])),
    groups: {
      outer: newGroup({ id: 'outer', children: ['w1'], groups: ['inner'] }),
      inner: newGroup({ id: 'inner', children: ['w2', 'w3'] }),
    },
  });
}

/** Bypasses validation on purpose: derived views must still fail clearly on a bad document. */
function chainApp(length: number, closeCycle = false): App {
  const groups: Record<string, Group> = {};
  for (let i = 0; i < length; i++) {
    const next = i + 1 < length ? `g${i + 1}` : closeCycle ? 'g0' : undefined;
    groups[`g${i}`] = newGroup({ id: `g${i}`, children: [`w${i}`], groups: next ? [next] : [] });
  }
  const widgets = Object.fromEntries(
    Array.from({ length }, (_, i) => [`w${i}`, newWidget({ id: `w${i}`, type: 'Button', x: i, y: i, w: 1, h: 1 })]),
  );
  return newApp({ groups, widgets });
}

describe('group bounding boxes', () => {
  it('span the widgets of the group and of its nested groups', () => {
    const app = nested();
    expect(groupWidgetIds(app, 'outer')).toEqual(['w1', 'w2', 'w3']);
    expect(groupBoundingBox(app, 'inner')).toEqual({ x: -5, y: 20, w: 65, h: 30 });
    expect(groupBoundingBox(app, 'outer')).toEqual({ x: -5, y: 0, w: 65, h: 50 });
  });

  it('are undefined for an empty or unknown group', () => {
    const app = newApp({ groups: { empty: newGroup({ id: 'empty' }) } });
    expect(groupBoundingBox(app, 'empty')).toBeUndefined();
    expect(groupBoundingBox(app, 'nope')).toBeUndefined();
  });

  it(`work ${MAX_GROUP_NESTING} groups deep and fail clearly at ${MAX_GROUP_NESTING + 1}`, () => {
    expect(groupBoundingBox(chainApp(MAX_GROUP_NESTING), 'g0')).toEqual({ x: 0, y: 0, w: 32, h: 32 });
    const tooDeep = chainApp(MAX_GROUP_NESTING + 1);
    expect(() => groupBoundingBox(tooDeep, 'g0')).toThrow(GroupNestingError);
    expect(() => groupBoundingBox(tooDeep, 'g0')).toThrow(`group g0 nests deeper than ${MAX_GROUP_NESTING} levels`);
    expect(groupBoundingBox(tooDeep, 'g1')).toBeDefined();
  });

  it('fail clearly on a nesting cycle', () => {
    expect(() => groupBoundingBox(chainApp(3, true), 'g1')).toThrow('group nesting forms a cycle: g1 → g2 → g0 → g1');
  });
});

describe('groupOfWidget', () => {
  it('finds the innermost group, and topGroupOfWidget the outermost', () => {
    const app = nested();
    expect(groupOfWidget(app, 'w2')?.id).toBe('inner');
    expect(topGroupOfWidget(app, 'w2')?.id).toBe('outer');
    expect(groupOfWidget(app, 'w1')?.id).toBe('outer');
    expect(topGroupOfWidget(app, 'w1')?.id).toBe('outer');
    expect(groupOfWidget(app, 'loose')).toBeUndefined();
    expect(topGroupOfWidget(app, 'loose')).toBeUndefined();
    // the whole way down, outermost first
    expect(groupChain(app, 'w2')).toEqual(['outer', 'inner']);
    expect(groupChain(app, 'w1')).toEqual(['outer']);
    expect(groupChain(app, 'loose')).toEqual([]);
  });

  it('prefers the inner group when an outer one also lists the widget', () => {
    const app = nested();
    app.groups!.outer.children.push('w3');
    expect(groupOfWidget(app, 'w3')?.id).toBe('inner');
    expect(groupChain(app, 'w3')).toEqual(['outer', 'inner']);
  });
});

describe('selectionGroup', () => {
  it('names the group whose widgets are exactly the selection, in any order', () => {
    const app = nested();
    expect(selectionGroup(app, ['w3', 'w2'])).toBe('inner');
    expect(selectionGroup(app, ['w2', 'w1', 'w3'])).toBe('outer');
    // part of a group, more than a group, a loose widget, nothing
    expect(selectionGroup(app, ['w2'])).toBeUndefined();
    expect(selectionGroup(app, ['w2', 'w3', 'loose'])).toBeUndefined();
    expect(selectionGroup(app, ['loose'])).toBeUndefined();
    expect(selectionGroup(app, [])).toBeUndefined();
  });

  it('takes the outer group when it holds nothing but the inner one', () => {
    const app = nested();
    app.groups!.outer.children = [];
    expect(selectionGroup(app, ['w2', 'w3'])).toBe('outer');
  });
});

describe.skipIf(!hasQuantUx)('groups of quant-ux fixtures', () => {
  it('canvasTestApp: the group box spans its two boxes', () => {
    const app = importQuantUxApp(readQuantUx('canvasTestApp.json')).app;
    // w10117 (3103, 3364, 96×112) and w10118 (3151, 3428, 96×96)
    expect(groupBoundingBox(app, 'g10119')).toEqual({ x: 3103, y: 3364, w: 144, h: 160 });
  });

  it('export_snack: widgets know their group', () => {
    const app = importQuantUxApp(readQuantUx('export_snack.json')).app;
    expect(groupOfWidget(app, 'w10082')?.name).toBe('Group6');
    expect(groupOfWidget(app, 'w10070')).toBeUndefined();
  });
});
