// Change sets of several designers meeting on one document: what stands, what is merged, what is
// refused because it would break the document.
import { describe, expect, it } from 'vitest';
import type { AppChange } from '../model/appChange';
import { newApp, type App } from '../model/app';
import { applyChanges } from './applyChanges';

function sample(): App {
  return newApp({
    id: 'app1',
    screens: {
      s1: { id: 's1', name: 'Home', x: 0, y: 0, w: 375, h: 667, children: ['w1', 'w2'] },
      s2: { id: 's2', name: 'Next', x: 500, y: 0, w: 375, h: 667, children: ['w3'] },
      s3: { id: 's3', name: 'Last', x: 1000, y: 0, w: 375, h: 667, children: [] },
    },
    widgets: {
      w1: { id: 'w1', type: 'Button', x: 10, y: 10, w: 100, h: 40, props: { label: 'Go' } },
      w2: { id: 'w2', type: 'Label', x: 10, y: 60, w: 100, h: 20 },
      w3: { id: 'w3', type: 'Label', x: 510, y: 60, w: 100, h: 20 },
    },
    lines: { l1: { id: 'l1', from: 'w1', to: 's2', event: 'click' } },
  });
}

function apply(app: App, changes: AppChange[]) {
  const result = applyChanges(app, changes);
  if (!result.ok) throw new Error(`${result.kind} at ${result.field}: ${result.message}`);
  return result;
}

const addOn = (screen: string, id: string, children: string[], before: string[]): AppChange[] => [
  { type: 'add', parent: 'widgets', id, object: { type: 'Label', x: 0, y: 0, w: 10, h: 10 } },
  { type: 'update', parent: 'screens', id: screen, props: { children }, before: { children: before } },
];

describe('concurrent change sets', () => {
  it('keeps both designers’ new widgets on one screen (an id list merges)', () => {
    const a = apply(sample(), addOn('s1', 'wa', ['w1', 'w2', 'wa'], ['w1', 'w2'])).app;
    // B added wb to the list as B saw it, without wa
    const both = apply(a, addOn('s1', 'wb', ['w1', 'w2', 'wb'], ['w1', 'w2']));
    expect(both.app.screens.s1.children).toEqual(['w1', 'w2', 'wb', 'wa']);
    // what another copy replays holds the merged list, without the base values
    expect(both.applied[1]).toEqual({
      type: 'update',
      parent: 'screens',
      id: 's1',
      props: { children: ['w1', 'w2', 'wb', 'wa'] },
    });
    expect(both.replaced).toEqual([]);
  });

  it('lets the later value of one property win and names the value it replaced', () => {
    const a = apply(sample(), [
      { type: 'update', parent: 'widgets', id: 'w1', props: { x: 70 }, before: { x: 10 } },
    ]).app;
    const b = apply(a, [{ type: 'update', parent: 'widgets', id: 'w1', props: { x: 30 }, before: { x: 10 } }]);
    expect(b.app.widgets.w1.x).toBe(30);
    expect(b.replaced).toEqual([{ parent: 'widgets', id: 'w1', key: 'x', value: 70 }]);
  });

  it('keeps concurrent changes of different properties of one record', () => {
    const a = apply(sample(), [
      { type: 'update', parent: 'widgets', id: 'w1', props: { x: 70 }, before: { x: 10 } },
    ]).app;
    const b = apply(a, [
      { type: 'update', parent: 'widgets', id: 'w1', props: {}, unset: ['props'], before: { props: { label: 'Go' } } },
    ]);
    expect(b.app.widgets.w1).toMatchObject({ x: 70 });
    expect(b.app.widgets.w1).not.toHaveProperty('props');
    expect(b.replaced).toEqual([]);
  });

  it('moves a widget to the screen of the later move when two designers move it to different screens', () => {
    const a = apply(sample(), [
      { type: 'update', parent: 'screens', id: 's2', props: { children: ['w3'] }, before: { children: ['w3'] } },
      { type: 'update', parent: 'screens', id: 's1', props: { children: ['w1'] }, before: { children: ['w1', 'w2'] } },
      { type: 'update', parent: 'screens', id: 's2', props: { children: ['w3', 'w2'] }, before: { children: ['w3'] } },
    ]).app;
    const b = apply(a, [
      { type: 'update', parent: 'screens', id: 's1', props: { children: ['w1'] }, before: { children: ['w1', 'w2'] } },
      { type: 'update', parent: 'screens', id: 's3', props: { children: ['w2'] }, before: { children: [] } },
    ]);
    expect(b.app.screens.s3.children).toEqual(['w2']);
    expect(b.app.screens.s2.children).toEqual(['w3']);
    // a copy that replays what was applied ends the same
    expect(JSON.stringify(apply(a, b.applied).app)).toBe(JSON.stringify(b.app));
  });

  it('refuses a change to a record someone else deleted as a conflict', () => {
    const a = apply(sample(), [{ type: 'delete', parent: 'widgets', id: 'w2' }]).app;
    const b = applyChanges(a, [{ type: 'update', parent: 'widgets', id: 'w2', props: { x: 1 }, before: { x: 10 } }]);
    expect(b).toMatchObject({ ok: false, kind: 'conflict', field: 'changes.0.id' });
    const onto = applyChanges(a, addOn('s2', 'w9', ['w3', 'w9', 'w2'], ['w3']));
    expect(onto).toMatchObject({ ok: false, kind: 'conflict', field: 'screens.s2.children' });
  });

  it('puts a property back at its place among the keys', () => {
    const result = apply(sample(), [
      { type: 'update', parent: 'widgets', id: 'w2', props: { name: 'Title' }, before: {}, at: { name: 1 } },
    ]);
    expect(Object.keys(result.app.widgets.w2)).toEqual(['id', 'name', 'type', 'x', 'y', 'w', 'h']);
  });
});

describe('document integrity', () => {
  const refused = (changes: AppChange[]) => {
    const result = applyChanges(sample(), changes);
    expect(result.ok).toBe(false);
    return result.ok ? undefined : { kind: result.kind, field: result.field };
  };

  it('refuses a screen listing a missing widget', () => {
    expect(refused([{ type: 'update', parent: 'screens', id: 's2', props: { children: ['w3', 'nope'] } }])).toEqual({
      kind: 'conflict',
      field: 'screens.s2.children',
    });
  });

  it('refuses a widget on two screens', () => {
    expect(refused([{ type: 'update', parent: 'screens', id: 's2', props: { children: ['w3', 'w1'] } }])).toEqual({
      kind: 'invalid',
      field: 'screens.s2.children',
    });
  });

  it('refuses a line to a missing screen and a widget on no screen', () => {
    expect(refused([{ type: 'update', parent: 'lines', id: 'l1', props: { to: 'gone' } }])).toEqual({
      kind: 'conflict',
      field: 'lines.l1',
    });
    expect(
      refused([{ type: 'add', parent: 'widgets', id: 'w8', object: { type: 'Label', x: 0, y: 0, w: 1, h: 1 } }]),
    ).toEqual({ kind: 'invalid', field: 'widgets.w8' });
  });

  it('refuses a screen that is its own master, directly or through another', () => {
    expect(refused([{ type: 'update', parent: 'screens', id: 's1', props: { parents: ['s1'] } }])).toEqual({
      kind: 'invalid',
      field: 'screens.s1.parents',
    });
    expect(
      refused([
        { type: 'update', parent: 'screens', id: 's1', props: { parents: ['s2'] } },
        { type: 'update', parent: 'screens', id: 's2', props: { parents: ['s1'] } },
      ]),
    ).toMatchObject({ kind: 'invalid' });
  });

  it('refuses boxes far off the canvas or of negative size', () => {
    expect(refused([{ type: 'update', parent: 'widgets', id: 'w1', props: { x: 1e308 } }])).toEqual({
      kind: 'invalid',
      field: 'widgets.w1.x',
    });
    expect(refused([{ type: 'update', parent: 'screens', id: 's1', props: { h: -5 } }])).toEqual({
      kind: 'invalid',
      field: 'screens.s1.h',
    });
  });

  it('leaves an old flaw elsewhere in the document alone', () => {
    const flawed = { ...sample(), lines: { ...sample().lines, l9: { id: 'l9', from: 'w1', to: 'gone' } } };
    expect(applyChanges(flawed, [{ type: 'update', parent: 'widgets', id: 'w2', props: { x: 5 } }]).ok).toBe(true);
  });
});
