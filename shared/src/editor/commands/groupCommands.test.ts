import { describe, expect, it } from 'vitest';
import { MAX_GROUP_NESTING } from '../../constants';
import { newApp, type App } from '../../model/app';
import { newGroup } from '../../model/group';
import { newScreen } from '../../model/screen';
import { newWidget } from '../../model/widget';
import { Editor } from '../editor';
import { enterGroup, groupSelection, groupWidgets, selectedGroups, ungroupWidgets } from './groupCommands';

/** Screen A holds a, b, c and the group "pair" of d and e; screen B holds f. */
function doc(): App {
  const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
  return newApp({
    screens: {
      A: newScreen({ id: 'A', children: ['a', 'b', 'c', 'd', 'e'] }),
      B: newScreen({ id: 'B', x: 500, children: ['f'] }),
    },
    widgets: Object.fromEntries(ids.map((id, i) => [id, newWidget({ id, type: 'Button', x: i * 10 })])),
    groups: { pair: newGroup({ id: 'pair', children: ['d', 'e'] }) },
  });
}

const bytes = (app: App) => JSON.stringify(app);

describe('group commands', () => {
  it('groups loose widgets, and a grouped widget brings its group along as a nested group', () => {
    const editor = new Editor(doc());
    const start = bytes(editor.doc);
    expect(editor.run(groupWidgets(editor.doc, ['a', 'b', 'd'])).ok).toBe(true);
    const added = Object.values(editor.doc.groups!).find((g) => g.id !== 'pair')!;
    expect(added).toMatchObject({ children: ['a', 'b'], groups: ['pair'] });
    // the group's widgets are selected, nested ones too
    expect([...editor.selection].sort()).toEqual(['a', 'b', 'd', 'e']);
    // a click on any of them now selects the whole outer group
    expect(groupSelection(editor.doc, 'e').sort()).toEqual(['a', 'b', 'd', 'e']);
    expect(selectedGroups(editor.doc, ['e'])).toEqual([added.id]);
    editor.undo();
    expect(bytes(editor.doc)).toBe(start);
  });

  it('ungroups into the group around it, or leaves the members loose', () => {
    const editor = new Editor(doc());
    editor.run(groupWidgets(editor.doc, ['a', 'd']));
    const outer = selectedGroups(editor.doc, ['a'])[0];
    const grouped = bytes(editor.doc);
    // the inner group dissolves into the outer one
    editor.run(ungroupWidgets(editor.doc, ['pair']));
    expect(editor.doc.groups![outer]).toMatchObject({ children: ['a', 'd', 'e'], groups: [] });
    expect(editor.doc.groups!.pair).toBeUndefined();
    editor.undo();
    expect(bytes(editor.doc)).toBe(grouped);
    // the outer one dissolves: pair is a group of its own again
    editor.run(ungroupWidgets(editor.doc, [outer]));
    expect(Object.keys(editor.doc.groups!)).toEqual(['pair']);
    expect(groupSelection(editor.doc, 'a')).toEqual(['a']);
  });

  it('double-clicks go down one level of groups at a time; clicks then stay at that level', () => {
    const editor = new Editor(doc());
    editor.run(groupWidgets(editor.doc, ['a', 'b', 'd']));
    const app = editor.doc;
    const outer = selectedGroups(app, ['a'])[0];
    // the first double-click enters the outer group: the nested pair is selected
    const first = enterGroup(app, 'e')!;
    expect(first.scope).toBe(outer);
    expect(first.select.sort()).toEqual(['d', 'e']);
    // inside it, a click on a loose member selects it alone, a click on the pair the pair
    expect(groupSelection(app, 'a', outer)).toEqual(['a']);
    expect(groupSelection(app, 'd', outer).sort()).toEqual(['d', 'e']);
    // the next one enters the pair: the widget alone
    expect(enterGroup(app, 'e', first.scope)).toEqual({ scope: 'pair', select: ['e'] });
    // down at the widget there is no group to enter: the double-click edits its text
    expect(enterGroup(app, 'e', 'pair')).toBeUndefined();
    expect(enterGroup(app, 'c')).toBeUndefined();
    // a click outside the entered group selects as before
    expect(groupSelection(app, 'c', 'pair')).toEqual(['c']);
    expect(groupSelection(app, 'a', 'pair').sort()).toEqual(['a', 'b', 'd', 'e']);
  });

  it('refuses fewer than two members, members on two screens and nesting past the limit', () => {
    const app = doc();
    expect(groupWidgets(app, ['a']).edits).toEqual([]);
    expect(groupWidgets(app, ['d', 'e']).edits).toEqual([]); // one group, already
    expect(groupWidgets(app, ['a', 'f']).edits).toEqual([]);
    // a chain of groups as deep as allowed: one more level is refused
    const groups: App['groups'] = {};
    for (let level = 0; level < MAX_GROUP_NESTING; level++) {
      groups[`g${level}`] = newGroup({
        id: `g${level}`,
        children: level === MAX_GROUP_NESTING - 1 ? ['b'] : [],
        groups: level < MAX_GROUP_NESTING - 1 ? [`g${level + 1}`] : [],
      });
    }
    const deep = { ...app, groups: { ...app.groups, ...groups } };
    expect(groupWidgets(deep, ['a', 'b']).edits).toEqual([]);
    expect(groupWidgets(deep, ['a', 'c']).edits).not.toEqual([]);
  });
});
