import { describe, expect, it } from 'vitest';
import { appChangeSetSchema } from '../contract/apps';
import type { AppChange } from '../model/appChange';
import { newApp, type App } from '../model/app';
import { applyChanges } from './applyChanges';

function sample(): App {
  return newApp({
    id: 'app1',
    screens: {
      s1: { id: 's1', name: 'Home', x: 0, y: 0, w: 375, h: 667, children: ['w1', 'w2'] },
      s2: { id: 's2', name: 'Next', x: 500, y: 0, w: 375, h: 667, children: ['w3'], parents: ['s1'] },
    },
    widgets: {
      w1: { id: 'w1', type: 'Button', x: 10, y: 10, w: 100, h: 40, props: { label: 'Go' } },
      w2: { id: 'w2', type: 'Label', x: 10, y: 60, w: 100, h: 20 },
      w3: { id: 'w3', type: 'Label', x: 510, y: 60, w: 100, h: 20 },
    },
    lines: {
      l1: { id: 'l1', from: 'w1', to: 's2', event: 'click' },
      l2: { id: 'l2', from: 'w3', to: 's1', event: 'click' },
    },
    groups: { g1: { id: 'g1', children: ['w1', 'w2'], groups: [] } },
  });
}

function applied(app: App, changes: AppChange[]): App {
  const result = applyChanges(app, changes);
  if (!result.ok) throw new Error(`${result.kind} at ${result.field}: ${result.message}`);
  return result.app;
}

describe('applyChanges', () => {
  it('adds a widget onto a screen and leaves the input document untouched', () => {
    const before = sample();
    const snapshot = JSON.stringify(before);
    const after = applied(before, [
      {
        type: 'add',
        parent: 'widgets',
        id: 'w9',
        screen: 's2',
        object: { type: 'Button', x: 520, y: 100, w: 80, h: 30 },
      },
    ]);
    expect(after.widgets.w9).toMatchObject({ id: 'w9', type: 'Button', x: 520 });
    expect(after.screens.s2.children).toEqual(['w3', 'w9']);
    expect(JSON.stringify(before)).toBe(snapshot);
  });

  it('updates top-level props of a record and keeps the others', () => {
    const after = applied(sample(), [
      { type: 'update', parent: 'widgets', id: 'w1', props: { x: 42, style: { color: 'red' } } },
    ]);
    expect(after.widgets.w1).toMatchObject({ id: 'w1', x: 42, y: 10, style: { color: 'red' }, props: { label: 'Go' } });
  });

  it('deletes a widget with its screen and group entries and its lines', () => {
    const after = applied(sample(), [{ type: 'delete', parent: 'widgets', id: 'w1' }]);
    expect(after.widgets.w1).toBeUndefined();
    expect(after.screens.s1.children).toEqual(['w2']);
    expect(after.groups!.g1.children).toEqual(['w2']);
    expect(Object.keys(after.lines)).toEqual(['l2']);
  });

  it('deletes a screen with its widgets, the lines to it and the inheritance links to it', () => {
    const after = applied(sample(), [{ type: 'delete', parent: 'screens', id: 's1' }]);
    expect(Object.keys(after.screens)).toEqual(['s2']);
    expect(Object.keys(after.widgets)).toEqual(['w3']);
    expect(after.lines).toEqual({});
    expect(after.screens.s2.parents).toEqual([]);
  });

  it('treats a repeated add as a replace and a delete of a missing record as done (retries are safe)', () => {
    const change: AppChange = {
      type: 'add',
      parent: 'widgets',
      id: 'w9',
      screen: 's1',
      object: { type: 'Label', x: 0, y: 0, w: 1, h: 1 },
    };
    const once = applied(sample(), [change]);
    const twice = applied(once, [change, { type: 'delete', parent: 'lines', id: 'nope' }]);
    expect(twice).toEqual(once);
    expect(twice.screens.s1.children.filter((c) => c === 'w9')).toHaveLength(1);
  });

  it('moves a re-added widget to the named screen', () => {
    const after = applied(sample(), [
      {
        type: 'add',
        parent: 'widgets',
        id: 'w2',
        screen: 's2',
        object: { type: 'Label', x: 510, y: 60, w: 100, h: 20 },
      },
    ]);
    expect(after.screens.s1.children).toEqual(['w1']);
    expect(after.screens.s2.children).toEqual(['w3', 'w2']);
  });

  it('reports an update of a missing record as a conflict naming the change', () => {
    const result = applyChanges(sample(), [
      { type: 'update', parent: 'widgets', id: 'w1', props: { x: 1 } },
      { type: 'update', parent: 'widgets', id: 'gone', props: { x: 1 } },
    ]);
    expect(result).toMatchObject({ ok: false, kind: 'conflict', field: 'changes.1.id' });
  });

  it('knows only the records a map holds, not what every object has ("toString", "valueOf")', () => {
    const update = applyChanges(sample(), [{ type: 'update', parent: 'widgets', id: 'toString', props: { x: 1 } }]);
    expect(update).toMatchObject({ ok: false, kind: 'conflict', field: 'changes.0.id' });
    const place = applyChanges(sample(), [
      {
        type: 'add',
        parent: 'widgets',
        id: 'w9',
        screen: 'valueOf',
        object: { type: 'Label', x: 0, y: 0, w: 1, h: 1 },
      },
    ]);
    expect(place).toMatchObject({ ok: false, kind: 'conflict', field: 'changes.0.screen' });
    const app = applied(sample(), [{ type: 'delete', parent: 'screens', id: 'hasOwnProperty' }]);
    expect(app).toEqual(sample());
  });

  it('reports a widget placed on a missing screen as a conflict', () => {
    const result = applyChanges(sample(), [
      { type: 'add', parent: 'widgets', id: 'w9', screen: 'nope', object: { type: 'Label', x: 0, y: 0, w: 1, h: 1 } },
    ]);
    expect(result).toMatchObject({ ok: false, kind: 'conflict', field: 'changes.0.screen' });
  });

  it('rejects records that break the schema, naming the field', () => {
    expect(
      applyChanges(sample(), [{ type: 'update', parent: 'widgets', id: 'w1', props: { x: 'far' } }]),
    ).toMatchObject({
      ok: false,
      kind: 'invalid',
      field: 'changes.0.props.x',
    });
    expect(applyChanges(sample(), [{ type: 'add', parent: 'lines', id: 'l9', object: { from: 'w1' } }])).toMatchObject({
      ok: false,
      kind: 'invalid',
      field: 'changes.0.object.to',
    });
    expect(
      applyChanges(sample(), [
        { type: 'add', parent: 'lines', id: 'l9', object: { id: 'other', from: 'w1', to: 's1' } },
      ]),
    ).toMatchObject({ ok: false, field: 'changes.0.object.id' });
    expect(
      applyChanges(sample(), [{ type: 'update', parent: 'widgets', id: 'w1', props: { id: 'w7' } }]),
    ).toMatchObject({
      ok: false,
      field: 'changes.0.props.id',
    });
    expect(
      applyChanges(sample(), [
        { type: 'add', parent: 'screens', id: 's9', screen: 's1', object: { x: 0, y: 0, w: 1, h: 1, children: [] } },
      ]),
    ).toMatchObject({ ok: false, field: 'changes.0.screen' });
  });

  it('rejects a change set whose result breaks the document (a group cycle)', () => {
    const result = applyChanges(sample(), [
      { type: 'add', parent: 'groups', id: 'g2', object: { children: [], groups: ['g1'] } },
      { type: 'update', parent: 'groups', id: 'g1', props: { groups: ['g2'] } },
    ]);
    expect(result).toMatchObject({ ok: false, kind: 'invalid' });
    expect(result.ok || result.field.startsWith('groups.')).toBe(true);
  });

  it('has a schema that names unknown parents, types and fields', () => {
    const issues = (body: unknown) => appChangeSetSchema.safeParse(body).error?.issues.map((i) => i.path.join('.'));
    expect(issues({ changes: [] })).toEqual(['changes']);
    expect(issues({ changes: [{ type: 'add', parent: 'pages', id: 'x', object: {} }] })).toEqual(['changes.0.parent']);
    expect(issues({ changes: [{ type: 'move', parent: 'widgets', id: 'x' }] })).toEqual(['changes.0.type']);
    expect(issues({ changes: [{ type: 'delete', parent: 'widgets', id: 'x', extra: 1 }] })).toEqual(['changes.0']);
    expect(issues({ changes: [{ type: 'delete', parent: 'widgets', id: 'a b' }] })).toEqual(['changes.0.id']);
  });
});
