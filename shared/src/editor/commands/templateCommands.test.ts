import { describe, expect, it } from 'vitest';
import { hasQuantUx, readQuantUx } from '../../../../test/support/quantUxFixtures';
import { importQuantUxApp } from '../../appDocument/quantUx';
import { resolveWidgetStyle } from '../../appDocument/widgetStyle';
import { newApp, type App } from '../../model/app';
import { newScreen } from '../../model/screen';
import { newWidget } from '../../model/widget';
import { bytes, runAndUndo } from '../../../../test/support/editorUndo';
import { Editor } from '../editor';
import type { CommandDraft } from '../editorCommand';
import { restyleWidgets } from './widgetCommands';
import {
  deleteTemplate,
  detachInstances,
  makeTemplate,
  makeVariant,
  placeTemplate,
  pushToTemplate,
  renameTemplate,
  resetToTemplate,
  switchVariant,
  templateInstances,
} from './templateCommands';

/** Screen A holds a styled button `b` (red, with a blue hover) and a label `l`; screen B is empty. */
function doc(): App {
  return newApp({
    screens: {
      A: newScreen({ id: 'A', x: 0, y: 0, w: 400, h: 600, children: ['b', 'l'] }),
      B: newScreen({ id: 'B', x: 500, y: 0, w: 400, h: 600, children: [] }),
    },
    widgets: {
      b: {
        ...newWidget({ id: 'b', type: 'Button', x: 10, y: 20, w: 120, h: 40, props: { label: 'Buy' } }),
        style: { background: '#ff0000', color: '#ffffff', fontSize: 16 },
        hover: { background: '#0000ff' },
      },
      l: newWidget({ id: 'l', type: 'Label', x: 10, y: 80, w: 120, h: 20, props: { label: 'Price' } }),
    },
  });
}

const looks = (app: App, id: string) => ({
  style: resolveWidgetStyle(app, app.widgets[id]),
  hover: resolveWidgetStyle(app, app.widgets[id], 'hover'),
});

const templateNamed = (app: App, name: string) => Object.values(app.templates ?? {}).find((t) => t.name === name)!;

/** `b` made the template "Primary", and `other` an instance of it placed on screen B. */
function twoInstances() {
  const editor = new Editor(doc());
  editor.run(makeTemplate(editor.doc, ['b'], 'Primary'));
  const id = templateNamed(editor.doc, 'Primary').id;
  editor.run(placeTemplate(editor.doc, id, 'B', { x: 520, y: 40 }));
  return { editor, id, other: editor.doc.screens.B.children[0] };
}

describe('template commands', () => {
  it('makes a template of a widget: the widget becomes an instance that looks as it did', () => {
    const editor = new Editor(doc());
    const was = looks(editor.doc, 'b');
    runAndUndo(editor, makeTemplate(editor.doc, ['b'], ' Primary '));
    const template = templateNamed(editor.doc, 'Primary');
    expect(template).toMatchObject({ type: 'Button', templateType: 'Widget', w: 120, h: 40, props: { label: 'Buy' } });
    expect(template.style).toMatchObject({ background: '#ff0000' });
    expect(editor.doc.widgets.b.template).toBe(template.id);
    expect(editor.doc.widgets.b.style).toEqual({});
    expect(looks(editor.doc, 'b')).toEqual(was);
  });

  it('places instances that look like the template, on any screen', () => {
    const editor = new Editor(doc());
    editor.run(makeTemplate(editor.doc, ['b'], 'Primary'));
    const id = templateNamed(editor.doc, 'Primary').id;
    runAndUndo(editor, placeTemplate(editor.doc, id, 'B', { x: 520, y: 40 }));
    const placed = editor.doc.screens.B.children.map((c) => editor.doc.widgets[c]);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({
      type: 'Button',
      x: 520,
      y: 40,
      w: 120,
      h: 40,
      props: { label: 'Buy' },
      template: id,
    });
    expect(looks(editor.doc, placed[0].id)).toEqual(looks(editor.doc, 'b'));
  });

  it("pushing an instance's change into the template restyles every instance", () => {
    const { editor, other } = twoInstances();
    editor.run(restyleWidgets(editor.doc, ['b'], { background: '#00aa00' }));
    expect(looks(editor.doc, other).style.background).toBe('#ff0000');
    runAndUndo(editor, pushToTemplate(editor.doc, 'b'));
    expect(looks(editor.doc, other).style.background).toBe('#00aa00');
    expect(looks(editor.doc, 'b').style.background).toBe('#00aa00');
    expect(editor.doc.widgets.b.style).toEqual({});
  });

  it('resets an instance to its template and detaches instances that keep their looks', () => {
    const editor = new Editor(doc());
    editor.run(makeTemplate(editor.doc, ['b'], 'Primary'));
    editor.run(restyleWidgets(editor.doc, ['b'], { color: '#000000' }));
    runAndUndo(editor, resetToTemplate(editor.doc, ['b']));
    expect(looks(editor.doc, 'b').style.color).toBe('#ffffff');

    const was = looks(editor.doc, 'b');
    runAndUndo(editor, detachInstances(editor.doc, ['b']));
    expect(editor.doc.widgets.b.template).toBeUndefined();
    expect(looks(editor.doc, 'b')).toEqual(was);
    // the template changing later leaves the detached widget alone
    const id = templateNamed(editor.doc, 'Primary').id;
    editor.run(placeTemplate(editor.doc, id, 'B', { x: 520, y: 40 }));
    const other = editor.doc.screens.B.children[0];
    editor.run(restyleWidgets(editor.doc, [other], { background: '#123456' }));
    editor.run(pushToTemplate(editor.doc, other));
    expect(looks(editor.doc, 'b').style.background).toBe('#ff0000');
  });

  it('a variant shows its own changes over its base, follows the base elsewhere, and instances switch between them', () => {
    const { editor, id: base, other } = twoInstances();
    editor.run(restyleWidgets(editor.doc, ['b'], { background: '#999999' }));
    runAndUndo(editor, makeVariant(editor.doc, 'b', 'Disabled'));
    const variant = templateNamed(editor.doc, 'Disabled');
    expect(variant.variantOf).toBe(base);
    expect(editor.doc.widgets.b).toMatchObject({ template: variant.id, style: {} });
    expect(looks(editor.doc, 'b').style).toMatchObject({ background: '#999999', color: '#ffffff' });

    // the base's text colour changes through its other instance: the variant follows, keeping its background
    editor.run(restyleWidgets(editor.doc, [other], { color: '#ffff00' }));
    editor.run(pushToTemplate(editor.doc, other));
    expect(looks(editor.doc, 'b').style).toMatchObject({ background: '#999999', color: '#ffff00' });

    runAndUndo(editor, switchVariant(editor.doc, [other], variant.id));
    expect(looks(editor.doc, other).style.background).toBe('#999999');
  });

  it('makes a group template of several widgets; placing it makes a grouped copy at the same distances', () => {
    const editor = new Editor(doc());
    runAndUndo(editor, makeTemplate(editor.doc, ['b', 'l'], 'Card'));
    const card = templateNamed(editor.doc, 'Card');
    expect(card).toMatchObject({ templateType: 'Group', w: 120, h: 80 });
    expect(card.children).toHaveLength(2);
    const group = Object.values(editor.doc.groups ?? {}).find((g) => g.template === card.id)!;
    expect([...group.children].sort()).toEqual(['b', 'l']);

    runAndUndo(editor, placeTemplate(editor.doc, card.id, 'B', { x: 600, y: 100 }));
    const placed = editor.doc.screens.B.children.map((c) => editor.doc.widgets[c]);
    expect(placed.map((w) => [w.type, w.x, w.y])).toEqual([
      ['Button', 600, 100],
      ['Label', 600, 160],
    ]);
    const placedGroup = Object.values(editor.doc.groups ?? {}).find((g) => g.children.includes(placed[0].id))!;
    expect(placedGroup.template).toBe(card.id);
    expect(looks(editor.doc, placed[0].id)).toEqual(looks(editor.doc, 'b'));
  });

  it('deleting a template deletes its variants and detaches their instances, which look as they did', () => {
    const { editor, id: base, other } = twoInstances();
    editor.run(restyleWidgets(editor.doc, ['b'], { background: '#999999' }));
    editor.run(makeVariant(editor.doc, 'b', 'Disabled'));
    const was = { b: looks(editor.doc, 'b'), other: looks(editor.doc, other) };
    runAndUndo(editor, deleteTemplate(editor.doc, base));
    expect(editor.doc.templates).toEqual({});
    expect(editor.doc.widgets.b.template).toBeUndefined();
    expect({ b: looks(editor.doc, 'b'), other: looks(editor.doc, other) }).toEqual(was);
  });

  it('renames a template and counts its instances', () => {
    const editor = new Editor(doc());
    editor.run(makeTemplate(editor.doc, ['b'], 'Primary'));
    const id = templateNamed(editor.doc, 'Primary').id;
    runAndUndo(editor, renameTemplate(editor.doc, id, 'Main'));
    expect(editor.doc.templates?.[id].name).toBe('Main');
    editor.run(placeTemplate(editor.doc, id, 'B', { x: 520, y: 40 }));
    expect(templateInstances(editor.doc, id)).toHaveLength(2);
  });

  it('refuses bad input naming the field, and changes nothing', () => {
    const { editor, id, other } = twoInstances();
    const cases: [CommandDraft, string][] = [
      [makeTemplate(editor.doc, ['l'], '  '), 'name'],
      [makeTemplate(editor.doc, ['l'], 'x'.repeat(101)), 'name'],
      [makeTemplate(editor.doc, [], 'Empty'), 'selection'],
      [makeTemplate(editor.doc, ['l', other], 'Two screens'), 'selection'],
      [placeTemplate(editor.doc, 'nope', 'B', { x: 0, y: 0 }), 'template'],
      [placeTemplate(editor.doc, id, 'nope', { x: 0, y: 0 }), 'screen'],
      [pushToTemplate(editor.doc, 'l'), 'widget'],
      [makeVariant(editor.doc, 'l', 'Variant'), 'widget'],
      [renameTemplate(editor.doc, id, ''), 'name'],
      [deleteTemplate(editor.doc, 'nope'), 'template'],
    ];
    const before = bytes(editor.doc);
    for (const [draft, field] of cases) {
      expect(draft.refused?.field).toBe(field);
      expect(editor.run(draft).ok).toBe(false);
    }
    expect(bytes(editor.doc)).toBe(before);
  });

  it.skipIf(!hasQuantUx)(
    'on canvasTestApp.json, a change pushed into a template restyles both of its instances',
    () => {
      const editor = new Editor(importQuantUxApp(readQuantUx('canvasTestApp.json')).app);
      const instances = templateInstances(editor.doc, 'tw10086');
      expect(instances.length).toBeGreaterThanOrEqual(2);
      expect(looks(editor.doc, instances[1]).style.background).toBe('#562828');
      editor.run(restyleWidgets(editor.doc, [instances[0]], { background: '#00ff00' }));
      runAndUndo(editor, pushToTemplate(editor.doc, instances[0]));
      for (const id of instances) expect(looks(editor.doc, id).style.background).toBe('#00ff00');
    },
  );
});
