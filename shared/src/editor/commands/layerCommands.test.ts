import { describe, expect, it } from 'vitest';
import { flattenLayers, layerTree, type LayerNode } from '../../appDocument/layerTree';
import { MAX_GROUP_NESTING } from '../../constants';
import { newApp, type App } from '../../model/app';
import { newGroup } from '../../model/group';
import { newScreen } from '../../model/screen';
import { newWidget } from '../../model/widget';
import { Editor } from '../editor';
import type { CommandDraft } from '../editorCommand';
import { moveLayer, renameLayer } from './layerCommands';

/**
 * Screen S holds a (z 0) and c (z 2) loose; the group "outer" holds e (z 4) and the group "pair"
 * of b (z 1) and d (z 3). Screen T holds t.
 */
function doc(): App {
  const z = { a: 0, b: 1, c: 2, d: 3, e: 4, t: 0 };
  return newApp({
    screens: {
      S: newScreen({ id: 'S', children: ['a', 'b', 'c', 'd', 'e'] }),
      T: newScreen({ id: 'T', x: 500, children: ['t'] }),
    },
    widgets: Object.fromEntries(
      Object.entries(z).map(([id, at]) => [id, newWidget({ id, name: id, type: 'Button', z: at })]),
    ),
    groups: {
      outer: newGroup({ id: 'outer', name: 'Outer', children: ['e'], groups: ['pair'] }),
      pair: newGroup({ id: 'pair', name: 'Pair', children: ['b', 'd'] }),
    },
  });
}

const bytes = (app: App) => JSON.stringify(app);

/** The layers as text: groups as name[members], topmost first. */
const shape = (nodes: readonly LayerNode[]): string =>
  nodes.map((n) => (n.kind === 'widget' ? n.id : `${n.id}[${shape(n.children)}]`)).join(' ');

/** Runs a command that must change the document; undo must give back the very bytes, redo the same end. */
function runAndUndo(draft: (app: App) => CommandDraft, check: (app: App) => void) {
  const editor = new Editor(doc());
  const start = bytes(editor.doc);
  const result = editor.run(draft(editor.doc));
  expect(result.ok).toBe(true);
  const end = bytes(editor.doc);
  expect(end).not.toBe(start);
  check(editor.doc);
  editor.undo();
  expect(bytes(editor.doc)).toBe(start);
  editor.redo();
  expect(bytes(editor.doc)).toBe(end);
}

describe('layer commands', () => {
  it('the layer tree lists groups, nested, and widgets, topmost first', () => {
    expect(shape(layerTree(doc(), 'S'))).toBe('outer[e pair[d b]] c a');
    expect(shape(layerTree(doc(), 'T'))).toBe('t');
  });

  it('renames a widget and a group', () => {
    runAndUndo(
      (app) => renameLayer(app, 'c', '  Pay button '),
      (app) => expect(app.widgets.c.name).toBe('Pay button'),
    );
    runAndUndo(
      (app) => renameLayer(app, 'pair', 'Header'),
      (app) => expect(app.groups!.pair.name).toBe('Header'),
    );
  });

  it('reorders: a layer dropped above another goes up the stack, z numbered from the layers', () => {
    runAndUndo(
      (app) => moveLayer(app, 'S', 'a', { place: 'above', target: 'c' }),
      (app) => {
        expect(shape(layerTree(app, 'S'))).toBe('outer[e pair[d b]] a c');
        expect(flattenLayers(layerTree(app, 'S')).map((id) => app.widgets[id].z)).toEqual([4, 3, 2, 1, 0]);
      },
    );
    // a whole group moves as one block
    runAndUndo(
      (app) => moveLayer(app, 'S', 'outer', { place: 'below', target: 'a' }),
      (app) => expect(shape(layerTree(app, 'S'))).toBe('c a outer[e pair[d b]]'),
    );
  });

  it('regroups: out of a group between top-level layers, into a group onto its row', () => {
    runAndUndo(
      (app) => moveLayer(app, 'S', 'e', { place: 'below', target: 'c' }),
      (app) => {
        expect(shape(layerTree(app, 'S'))).toBe('outer[pair[d b]] c e a');
        expect(app.groups!.outer.children).toEqual([]);
      },
    );
    runAndUndo(
      (app) => moveLayer(app, 'S', 'a', { place: 'into', target: 'pair' }),
      (app) => {
        expect(shape(layerTree(app, 'S'))).toBe('outer[e pair[a d b]] c');
        expect(app.groups!.pair.children).toEqual(['b', 'd', 'a']);
      },
    );
    // a nested group taken out of its group
    runAndUndo(
      (app) => moveLayer(app, 'S', 'pair', { place: 'above', target: 'a' }),
      (app) => {
        expect(shape(layerTree(app, 'S'))).toBe('outer[e] c pair[d b] a');
        expect(app.groups!.outer.groups).toEqual([]);
      },
    );
    // dropped beside a layer inside a group: it joins that group
    runAndUndo(
      (app) => moveLayer(app, 'S', 'c', { place: 'below', target: 'd' }),
      (app) => expect(shape(layerTree(app, 'S'))).toBe('outer[e pair[d c b]] a'),
    );
  });

  it('a group left without members goes, and so does a group around it left empty', () => {
    runAndUndo(
      (app) => moveLayer(app, 'S', 'e', { place: 'above', target: 'a' }),
      (app) => {
        // outer still holds pair
        expect(shape(layerTree(app, 'S'))).toBe('outer[pair[d b]] c e a');
        expect(app.groups!.outer).toBeDefined();
      },
    );
    // outer holds only pair; pair loses its last widget: both go
    const editor = new Editor(doc());
    editor.run(moveLayer(editor.doc, 'S', 'e', { place: 'above', target: 'a' }));
    editor.run(moveLayer(editor.doc, 'S', 'b', { place: 'above', target: 'a' }));
    const before = bytes(editor.doc);
    expect(editor.run(moveLayer(editor.doc, 'S', 'd', { place: 'above', target: 'a' })).ok).toBe(true);
    expect(editor.doc.groups).toEqual({});
    expect(shape(layerTree(editor.doc, 'S'))).toBe('c e b d a');
    editor.undo();
    expect(bytes(editor.doc)).toBe(before);
  });

  it('refuses what cannot be done, changing nothing', () => {
    const app = doc();
    const refused: CommandDraft[] = [
      renameLayer(app, 'c', '   '),
      renameLayer(app, 'nothing', 'Name'),
      renameLayer(app, 'c', 'c'), // the same name
      moveLayer(app, 'S', 'outer', { place: 'into', target: 'pair' }), // into itself
      moveLayer(app, 'S', 'pair', { place: 'above', target: 'pair' }),
      moveLayer(app, 'S', 'a', { place: 'into', target: 'c' }), // a widget is no group
      moveLayer(app, 'S', 'a', { place: 'above', target: 't' }), // another screen
      moveLayer(app, 'T', 'a', { place: 'above', target: 't' }),
      moveLayer(app, 'S', 'gone', { place: 'above', target: 'a' }),
      moveLayer(app, 'S', 'c', { place: 'above', target: 'a' }), // already there
    ];
    for (const draft of refused) {
      expect(draft.edits).toEqual([]);
      const editor = new Editor(app);
      editor.run(draft);
      expect(bytes(editor.doc)).toBe(bytes(app));
      expect(editor.canUndo).toBe(false);
    }
  });

  it('refuses a group moved into another when the nesting would pass the limit', () => {
    const app = doc();
    // a chain as deep as allowed around c
    for (let level = 0; level < MAX_GROUP_NESTING; level++) {
      app.groups![`g${level}`] = newGroup({
        id: `g${level}`,
        children: level === MAX_GROUP_NESTING - 1 ? ['c'] : [],
        groups: level < MAX_GROUP_NESTING - 1 ? [`g${level + 1}`] : [],
      });
    }
    const deepest = `g${MAX_GROUP_NESTING - 1}`;
    expect(moveLayer(app, 'S', 'pair', { place: 'into', target: deepest }).edits).toEqual([]);
    // a widget goes in, nesting no deeper
    expect(moveLayer(app, 'S', 'a', { place: 'into', target: deepest }).edits).not.toEqual([]);
  });
});
