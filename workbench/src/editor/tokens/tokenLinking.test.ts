import { describe, expect, it } from 'vitest';
import {
  COMPLEX_TOKEN_PROPS,
  Editor,
  newApp,
  newDesignToken,
  newScreen,
  newTemplate,
  newWidget,
  type App,
  type Widget,
} from '@protolab/shared';
import { tokenLinking } from './tokenLinking';

const COLORS = COMPLEX_TOKEN_PROPS.stroke.slice(4);

/** a: border colours linked to the colour token "ink"; b: its whole border to the stroke token "frame". */
function doc(): App {
  return newApp({
    screens: { s: newScreen({ id: 's', children: ['a', 'b'] }) },
    widgets: {
      a: newWidget({
        id: 'a',
        type: 'Box',
        designtokens: { style: Object.fromEntries(COLORS.map((p) => [p, 'ink'])) },
      }),
      b: newWidget({
        id: 'b',
        type: 'Box',
        designtokens: { style: Object.fromEntries(COMPLEX_TOKEN_PROPS.stroke.map((p) => [p, 'frame'])) },
      }),
    },
    designtokens: {
      ink: newDesignToken({ id: 'ink', name: 'Ink', type: 'color', value: '#112233' }),
      frame: newDesignToken({
        id: 'frame',
        name: 'Frame',
        type: 'stroke',
        isComplex: true,
        value: { borderTopWidth: 2, borderTopColor: '#000' },
      }),
    },
  });
}

const linking = (editor: Editor, ids: string[]) =>
  tokenLinking(editor, editor.doc, ids.map((id) => editor.doc.widgets[id]) as Widget[], 'style');

describe('token links of the selection', () => {
  it('reads links per kind: a colour link on the border leaves the border free', () => {
    const editor = new Editor(doc());
    const a = linking(editor, ['a']);
    expect(a.linked('color', COLORS)).toEqual({ token: editor.doc.designtokens!.ink, any: true, fromTemplate: false });
    expect(a.linked('stroke', COMPLEX_TOKEN_PROPS.stroke)).toEqual({
      token: undefined,
      any: false,
      fromTemplate: false,
    });
    const b = linking(editor, ['b']);
    expect(b.linked('stroke', COMPLEX_TOKEN_PROPS.stroke).token?.name).toBe('Frame');
    // both: linked, but not to one token
    expect(linking(editor, ['a', 'b']).linked('color', COLORS)).toEqual({
      token: undefined,
      any: true,
      fromTemplate: false,
    });
  });

  it("reads an instance's links from its template, and its own link over them", () => {
    const start = doc();
    start.templates = { t: newTemplate({ id: 't', type: 'Box', designtokens: { style: { background: 'ink' } } }) };
    start.widgets.c = newWidget({ id: 'c', type: 'Box', template: 't' });
    start.screens.s.children.push('c');
    start.designtokens!.paper = newDesignToken({ id: 'paper', name: 'Paper', type: 'color', value: '#ffffff' });
    const editor = new Editor(start);
    expect(linking(editor, ['c']).linked('color', ['background'])).toEqual({
      token: editor.doc.designtokens!.ink,
      any: true,
      fromTemplate: true,
    });
    linking(editor, ['c']).link('paper', ['background']);
    const own = linking(editor, ['c']).linked('color', ['background']);
    expect(own).toMatchObject({ any: true, fromTemplate: false });
    expect(own.token?.name).toBe('Paper');
  });

  it('offers the tokens that fit, links a multi-selection and unlinks only the kind asked', () => {
    const editor = new Editor(doc());
    expect(
      linking(editor, ['a'])
        .tokens('color', ['background'])
        .map((t) => t.id),
    ).toEqual(['ink']);
    expect(linking(editor, ['a']).tokens('color', ['paddingTop'])).toEqual([]);

    linking(editor, ['a', 'b']).link('ink', ['background']);
    expect(linking(editor, ['a', 'b']).linked('color', ['background']).token?.id).toBe('ink');

    // unlinking b's border colours as colour links leaves its stroke links
    linking(editor, ['b']).unlink('color', COLORS);
    expect(editor.doc.widgets.b.designtokens?.style?.borderTopColor).toBe('frame');
    linking(editor, ['a', 'b']).unlink('color', COLORS);
    expect(editor.doc.widgets.a.designtokens?.style).toEqual({ background: 'ink' });
    expect(editor.doc.widgets.b.designtokens?.style?.borderTopColor).toBe('frame');
  });
});
