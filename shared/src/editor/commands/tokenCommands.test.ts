import { describe, expect, it } from 'vitest';
import { hasQuantUx, readQuantUx } from '../../../../test/support/quantUxFixtures';
import { tokenUsers } from '../../appDocument/designTokens';
import { importQuantUxApp } from '../../appDocument/quantUx';
import { screenView } from '../../appDocument/screenView';
import { newApp, type App } from '../../model/app';
import { newDesignToken } from '../../model/designToken';
import { newScreen } from '../../model/screen';
import { newTemplate } from '../../model/template';
import { newWidget } from '../../model/widget';
import { Editor } from '../editor';
import { createToken, deleteToken, linkToken, unlinkToken, updateToken } from './tokenCommands';
import { bytes, expectRefused, runAndUndo } from '../../../../test/support/editorUndo';

/** Screen A holds a (background linked to "brand"), b (its hover colour too) and c (nothing linked). */
function doc(): App {
  return newApp({
    screens: { A: newScreen({ id: 'A', children: ['a', 'b', 'c'] }) },
    widgets: {
      a: newWidget({ id: 'a', type: 'Button', designtokens: { style: { background: 'brand' } } }),
      b: { ...newWidget({ id: 'b', type: 'Button', template: 't' }), designtokens: { hover: { color: 'brand' } } },
      c: newWidget({ id: 'c', type: 'Button' }),
    },
    templates: { t: newTemplate({ id: 't', type: 'Button', designtokens: { style: { color: 'brand' } } }) },
    designtokens: {
      brand: newDesignToken({ id: 'brand', name: 'Brand', type: 'color', value: '#ff0066' }),
      pad: newDesignToken({
        id: 'pad',
        name: 'Pad',
        type: 'padding',
        isComplex: true,
        value: { paddingTop: 4, paddingBottom: 4 },
      }),
    },
  });
}

describe('token commands', () => {
  it('creates simple and complex tokens; undo takes them away', () => {
    const editor = new Editor(doc());
    runAndUndo(editor, createToken(editor.doc, { type: 'color', name: 'Ink', value: '#112233' }));
    const ink = Object.values(editor.doc.designtokens!).find((t) => t.name === 'Ink')!;
    expect(ink).toMatchObject({ type: 'color', isComplex: false, value: '#112233' });

    const border = { borderTopWidth: 2, borderTopColor: '#000000' };
    runAndUndo(editor, createToken(editor.doc, { type: 'stroke', name: 'Frame', value: border }));
    const frame = Object.values(editor.doc.designtokens!).find((t) => t.name === 'Frame')!;
    expect(frame).toMatchObject({ type: 'stroke', isComplex: true, value: border });
  });

  it('renames a token and changes its value; undo restores both and keeps the selection', () => {
    const editor = new Editor(doc());
    editor.select(['a']);
    runAndUndo(editor, updateToken(editor.doc, 'brand', { name: 'Primary', value: '#00ff00' }));
    expect(editor.doc.designtokens!.brand).toMatchObject({ name: 'Primary', value: '#00ff00' });
    runAndUndo(editor, updateToken(editor.doc, 'pad', { value: { paddingLeft: 8 } }));
    expect(editor.doc.designtokens!.pad.value).toEqual({ paddingLeft: 8 });
    expect(editor.selection).toEqual(['a']);
  });

  it('deletes a used token with its links from widgets and templates; undo relinks them', () => {
    const editor = new Editor(doc());
    expect(tokenUsers(editor.doc, 'brand')).toEqual({ widgets: ['a', 'b'], templates: ['t'] });
    const before = bytes(editor.doc);
    expect(editor.run(deleteToken(editor.doc, 'brand')).ok).toBe(true);
    expect(editor.doc.designtokens!.brand).toBeUndefined();
    // a link to nothing is not left behind: the emptied field goes away
    expect(editor.doc.widgets.a.designtokens).toBeUndefined();
    expect(editor.doc.widgets.b.designtokens).toBeUndefined();
    expect(editor.doc.templates!.t.designtokens).toBeUndefined();
    expect(tokenUsers(editor.doc, 'brand')).toEqual({ widgets: [], templates: [] });
    editor.undo();
    expect(bytes(editor.doc)).toBe(before);
    expect(editor.doc.widgets.a.designtokens).toEqual({ style: { background: 'brand' } });
  });

  it('links the props of a multi-selection in one state, and unlinks them', () => {
    const editor = new Editor(doc());
    runAndUndo(editor, linkToken(editor.doc, ['a', 'c'], 'pad', ['paddingTop', 'paddingBottom']));
    expect(editor.doc.widgets.a.designtokens).toEqual({
      style: { background: 'brand', paddingTop: 'pad', paddingBottom: 'pad' },
    });
    expect(editor.doc.widgets.c.designtokens).toEqual({ style: { paddingTop: 'pad', paddingBottom: 'pad' } });
    runAndUndo(editor, linkToken(editor.doc, ['c'], 'brand', ['borderTopColor'], 'hover'));
    expect(editor.doc.widgets.c.designtokens?.hover).toEqual({ borderTopColor: 'brand' });

    // only the links to tokens of a kind: c's hover colour link stays when padding links go
    runAndUndo(editor, linkToken(editor.doc, ['c'], 'pad', ['paddingTop'], 'hover'));
    runAndUndo(editor, unlinkToken(editor.doc, ['c'], ['borderTopColor', 'paddingTop'], 'hover', 'padding'));
    expect(editor.doc.widgets.c.designtokens?.hover).toEqual({ borderTopColor: 'brand' });
    runAndUndo(editor, unlinkToken(editor.doc, ['a', 'c'], ['paddingTop', 'paddingBottom']));
    expect(editor.doc.widgets.a.designtokens).toEqual({ style: { background: 'brand' } });
    expect(editor.doc.widgets.c.designtokens?.style).toBeUndefined();
  });

  it('refuses invalid input naming the field, and changes nothing', () => {
    const editor = new Editor(doc());
    const refused = [
      [createToken(editor.doc, { type: 'gradient', name: 'G', value: 'x' }), 'type'],
      [createToken(editor.doc, { type: 'color', name: ' ', value: '#fff' }), 'name'],
      [createToken(editor.doc, { type: 'color', name: 'Brand', value: '#fff' }), 'name'],
      [createToken(editor.doc, { type: 'color', name: 'Ink', value: 12 }), 'value'],
      [createToken(editor.doc, { type: 'padding', name: 'P', value: { marginTop: 4 } }), 'value.marginTop'],
      [createToken(editor.doc, { type: 'boxShadow', name: 'S', value: { h: 0, v: 2, b: 'x', c: '#000' } }), 'value.b'],
      [updateToken(editor.doc, 'brand', { name: 'Pad' }), 'name'],
      [updateToken(editor.doc, 'brand', { value: { not: 'a colour' } }), 'value'],
      [updateToken(editor.doc, 'gone', { name: 'X' }), 'id'],
      [deleteToken(editor.doc, 'gone'), 'id'],
      [linkToken(editor.doc, ['c'], 'gone', ['background']), 'token'],
      [linkToken(editor.doc, ['c'], 'brand', ['paddingTop']), 'props'],
      [linkToken(editor.doc, ['c'], 'pad', []), 'props'],
    ] as const;
    expectRefused(editor, refused);
  });
});

describe.skipIf(!hasQuantUx)('token commands on the quant-ux fixture designToken1', () => {
  const styles = (app: App) =>
    Object.fromEntries(
      Object.keys(app.screens).flatMap((screenId) =>
        screenView(app, screenId)!.widgets.map((w) => [w.id, JSON.stringify([w.style, w.states])]),
      ),
    );

  it('a changed token restyles every widget linked to it, and only those', () => {
    const app = importQuantUxApp(readQuantUx('designToken1.json')).app;
    const editor = new Editor(app);
    for (const token of Object.values(app.designtokens!)) {
      const users = tokenUsers(editor.doc, token.id).widgets;
      const value =
        token.type === 'color'
          ? '#0a0b0c'
          : token.type === 'boxShadow'
            ? { h: 3, v: 3, b: 3, s: 0, c: '#0a0b0c' }
            : Object.fromEntries(
                Object.entries(token.value as object).map(([prop, v]) => [prop, typeof v === 'number' ? v + 3 : v]),
              );
      const before = styles(editor.doc);
      expect(editor.run(updateToken(editor.doc, token.id, { value })).ok, token.name).toBe(true);
      const after = styles(editor.doc);
      const changed = Object.keys(after).filter((id) => after[id] !== before[id]);
      expect(changed.sort(), token.name).toEqual([...users].sort());
    }
  });

  it('deleting a used token gives its widgets their own style back; undo gives the token’s back', () => {
    const app = importQuantUxApp(readQuantUx('designToken1.json')).app;
    const editor = new Editor(app);
    const gray = Object.values(app.designtokens!).find((t) => t.name === 'Gray')!;
    const users = tokenUsers(app, gray.id).widgets;
    expect(users.length).toBeGreaterThan(1);
    const before = styles(editor.doc);
    editor.run(deleteToken(editor.doc, gray.id));
    const view = (id: string) => JSON.parse(styles(editor.doc)[id] ?? 'null') as [Record<string, unknown>];
    for (const id of users) expect(view(id)[0].background).toBe(app.widgets[id].style?.background);
    editor.undo();
    expect(styles(editor.doc)).toEqual(before);
    expect(bytes(editor.doc)).toBe(bytes(app));
  });
});
