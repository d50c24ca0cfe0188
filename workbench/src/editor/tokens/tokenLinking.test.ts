import { describe, expect, it } from 'vitest';
import {
  COMPLEX_TOKEN_PROPS,
  Editor,
  newApp,
  newDesignToken,
  newScreen,
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
    expect(a.linked('color', COLORS)).toEqual({ token: editor.doc.designtokens!.ink, any: true });
    expect(a.linked('stroke', COMPLEX_TOKEN_PROPS.stroke)).toEqual({ token: undefined, any: false });
    const b = linking(editor, ['b']);
    expect(b.linked('stroke', COMPLEX_TOKEN_PROPS.stroke).token?.name).toBe('Frame');
    // both: linked, but not to one token
    expect(linking(editor, ['a', 'b']).linked('color', COLORS)).toEqual({ token: undefined, any: true });
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
