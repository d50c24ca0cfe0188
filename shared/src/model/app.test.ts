import { describe, expect, it } from 'vitest';
import { MAX_GROUP_NESTING } from '../constants';
import { validateApp } from '../appDocument/validateApp';
import { appSchema, newApp } from './app';
import { newGroup, type Group } from './group';
import { newScreen } from './screen';
import { newWidget } from './widget';

function groupChain(length: number): Record<string, Group> {
  const groups: Record<string, Group> = {};
  for (let i = 0; i < length; i++) {
    groups[`g${i}`] = newGroup({ id: `g${i}`, children: [], groups: i + 1 < length ? [`g${i + 1}`] : [] });
  }
  return groups;
}

function issuesOf(doc: unknown) {
  const result = validateApp(doc);
  return result.ok ? [] : result.issues;
}

describe('appSchema', () => {
  it('accepts a new app and one built from the factories', () => {
    const button = newWidget({ id: 'w1', type: 'Button', x: 10, y: 20 });
    const screen = newScreen({ id: 's1', children: ['w1'] });
    const app = newApp({ id: 'a1', screens: { s1: screen }, widgets: { w1: button } });
    expect(validateApp(newApp())).toMatchObject({ ok: true });
    expect(validateApp(app)).toEqual({ ok: true, app });
  });

  it('keeps unknown keys, unknown widget types and unknown props', () => {
    const widget = { ...newWidget({ id: 'w1', type: 'HoloDeck' }), props: { warp: 9 }, sparkle: { level: 3 } };
    const app = { ...newApp({ id: 'a1', widgets: { w1: widget } }), futureField: [1, 2] };
    const parsed = appSchema.parse(app);
    expect(parsed).toStrictEqual(app);
    expect(parsed.widgets.w1.sparkle).toEqual({ level: 3 });
  });

  it('accepts a null style, as stored legacy documents have', () => {
    const app = newApp({ widgets: { w1: { ...newWidget({ id: 'w1', type: 'Label' }), style: null } } });
    expect(issuesOf(app)).toEqual([]);
  });

  it('names the field of each structural problem', () => {
    const app = newApp({
      screens: { s1: { ...newScreen({ id: 's1' }), w: 'wide' as never } },
      widgets: { w1: { ...newWidget({ id: 'w1', type: 'Button' }), y: undefined as never } },
    });
    delete (app as Record<string, unknown>).lines;
    expect(
      issuesOf(app)
        .map((i) => i.field)
        .sort(),
    ).toEqual(['lines', 'screens.s1.w', 'widgets.w1.y']);
  });

  it('rejects a record filed under a key that is not its id', () => {
    const app = newApp({ screens: { s1: newScreen({ id: 's2' }) } });
    expect(issuesOf(app)).toEqual([{ field: 'screens.s1.id', message: 'must equal its key "s1"' }]);
  });

  it('requires the current schemaVersion', () => {
    expect(issuesOf({ ...newApp(), schemaVersion: 0 }).map((i) => i.field)).toEqual(['schemaVersion']);
  });

  it(`accepts groups nested ${MAX_GROUP_NESTING} deep and rejects ${MAX_GROUP_NESTING + 1}`, () => {
    expect(issuesOf(newApp({ groups: groupChain(MAX_GROUP_NESTING) }))).toEqual([]);
    expect(issuesOf(newApp({ groups: groupChain(MAX_GROUP_NESTING + 1) }))).toEqual([
      { field: 'groups.g0.groups', message: `group g0 nests deeper than ${MAX_GROUP_NESTING} levels` },
    ]);
  });

  it('rejects a group nesting cycle once', () => {
    const groups = {
      a: newGroup({ id: 'a', groups: ['b'] }),
      b: newGroup({ id: 'b', groups: ['c'] }),
      c: newGroup({ id: 'c', groups: ['a'] }),
    };
    expect(issuesOf(newApp({ groups }))).toEqual([
      { field: 'groups.a.groups', message: 'group nesting forms a cycle: a → b → c → a' },
    ]);
  });
});
