import { describe, expect, it } from 'vitest';
import { newApp, type App } from '../../model/app';
import { newLine } from '../../model/line';
import { newScreen } from '../../model/screen';
import { newWidget } from '../../model/widget';
import { Editor } from '../editor';
import { duplicateScreens, duplicateWidgets } from './clipboardCommands';
import { deleteSelection } from './widgetCommands';
import {
  addErrorLabel,
  bindVariable,
  clearValidation,
  linkErrorLabel,
  setLineValidation,
  setValidation,
  unbindVariable,
  unlinkErrorLabel,
} from './dataCommands';
import { expectRefused, runAndUndo } from '../../../../test/support/editorUndo';

/** Screen A holds the input mail (bound to "email"), a note and a button linked to B, which holds a label. */
function doc(): App {
  return newApp({
    screens: {
      A: newScreen({ id: 'A', children: ['mail', 'note', 'send'] }),
      B: newScreen({ id: 'B', x: 500, children: ['echo'] }),
    },
    widgets: {
      mail: newWidget({
        id: 'mail',
        type: 'TextBox',
        x: 10,
        y: 20,
        w: 200,
        h: 40,
        props: { databinding: { default: 'email' } },
      }),
      note: newWidget({ id: 'note', type: 'Label', props: { label: 'Wrong' } }),
      send: newWidget({ id: 'send', type: 'Button' }),
      echo: newWidget({ id: 'echo', type: 'Label', x: 500 }),
    },
    lines: { go: newLine({ id: 'go', from: 'send', to: 'B' }) },
  });
}

describe('data commands', () => {
  it('binds widgets to a variable and unbinds them', () => {
    const editor = new Editor(doc());
    runAndUndo(editor, bindVariable(editor.doc, ['echo', 'note'], ' email '));
    expect(editor.doc.widgets.echo.props?.databinding).toEqual({ default: 'email' });
    runAndUndo(editor, unbindVariable(editor.doc, ['mail', 'echo']));
    expect(editor.doc.widgets.mail.props).not.toHaveProperty('databinding');
    expect(editor.doc.widgets.note.props?.databinding).toEqual({ default: 'email' });
  });

  it('sets the rule of an input without its empty parts, and clears it', () => {
    const editor = new Editor(doc());
    runAndUndo(
      editor,
      setValidation(editor.doc, 'mail', { required: true, type: 'email', min: '', max: '40', pattern: '' }),
    );
    expect(editor.doc.widgets.mail.props?.validation).toEqual({ required: true, type: 'email', max: 40 });
    runAndUndo(editor, setValidation(editor.doc, 'mail', { type: 'text', pattern: '^a' }));
    expect(editor.doc.widgets.mail.props?.validation).toEqual({ pattern: '^a' });
    runAndUndo(editor, clearValidation(editor.doc, 'mail'));
    expect(editor.doc.widgets.mail.props).not.toHaveProperty('validation');
  });

  it('adds a red error label below the input and links it, in one step', () => {
    const editor = new Editor(doc());
    runAndUndo(editor, addErrorLabel(editor.doc, 'mail', 'Enter your email'));
    const [id] = (editor.doc.widgets.mail.props?.refs as { errorLabels: string[] }).errorLabels;
    const label = editor.doc.widgets[id];
    expect(label).toMatchObject({ type: 'Label', x: 10, y: 64, w: 200, props: { label: 'Enter your email' } });
    expect(label.style?.color).toBe('#d32f2f');
    expect(editor.doc.screens.A.children.at(-1)).toBe(id);
    editor.undo();
    expect(editor.canUndo).toBe(false);
  });

  it('links an existing widget of the screen as an error message and unlinks it', () => {
    const editor = new Editor(doc());
    runAndUndo(editor, linkErrorLabel(editor.doc, 'mail', 'note'));
    expect(editor.doc.widgets.mail.props?.refs).toEqual({ errorLabels: ['note'] });
    runAndUndo(editor, unlinkErrorLabel(editor.doc, 'mail', 'note'));
    expect(editor.doc.widgets.mail.props).not.toHaveProperty('refs');
  });

  it('makes a line wait for valid inputs, and not', () => {
    const editor = new Editor(doc());
    runAndUndo(editor, setLineValidation(editor.doc, 'go', true));
    expect(editor.doc.lines.go.validation).toEqual({ all: true });
    runAndUndo(editor, setLineValidation(editor.doc, 'go', false));
    expect(editor.doc.lines.go).not.toHaveProperty('validation');
  });

  it('unlinks an error label that is deleted', () => {
    const editor = new Editor(doc());
    editor.run(linkErrorLabel(editor.doc, 'mail', 'note'));
    runAndUndo(editor, deleteSelection(editor.doc, ['note']));
    expect(editor.doc.widgets.mail.props).not.toHaveProperty('refs');
  });

  it('keeps the copy of an input linked to the copy of its error label', () => {
    const editor = new Editor(doc());
    editor.run(linkErrorLabel(editor.doc, 'mail', 'note'));
    runAndUndo(editor, duplicateScreens(editor.doc, ['A'], 'copy'));
    const copy = Object.values(editor.doc.screens).find((s) => s.name?.endsWith('copy'))!;
    const [mail, note] = copy.children;
    expect(editor.doc.widgets[mail].props?.refs).toEqual({ errorLabels: [note] });
    runAndUndo(editor, duplicateWidgets(editor.doc, ['mail']));
    const alone = editor.doc.screens.A.children.at(-1)!;
    expect(editor.doc.widgets[alone].props?.refs).toEqual({ errorLabels: ['note'] });
  });

  it('refuses invalid input naming the field, and changes nothing', () => {
    const editor = new Editor(doc());
    const linked = linkErrorLabel(editor.doc, 'mail', 'note');
    const refused = [
      [bindVariable(editor.doc, ['echo'], ' '), 'name'],
      [bindVariable(editor.doc, ['echo'], 'x'.repeat(101)), 'name'],
      [bindVariable(editor.doc, ['echo'], 'my var'), 'name'],
      [bindVariable(editor.doc, ['echo'], 'a<b>'), 'name'],
      [setValidation(editor.doc, 'mail', { min: 5, max: 2 }), 'max'],
      [setValidation(editor.doc, 'mail', { min: 'few' }), 'min'],
      [setValidation(editor.doc, 'mail', { pattern: '([a-z' }), 'pattern'],
      [setValidation(editor.doc, 'mail', { type: 'colour' }), 'type'],
      [setValidation(editor.doc, 'echo', { required: true }), 'id'],
      [addErrorLabel(editor.doc, 'mail', '  '), 'text'],
      [addErrorLabel(editor.doc, 'gone', 'Wrong'), 'input'],
      [linkErrorLabel(editor.doc, 'mail', 'echo'), 'label'],
      [linkErrorLabel(editor.doc, 'mail', 'mail'), 'label'],
      [linkErrorLabel(editor.doc, 'gone', 'note'), 'input'],
    ] as const;
    expectRefused(editor, refused);
    // a widget already linked
    editor.run(linked);
    const again = editor.run(linkErrorLabel(editor.doc, 'mail', 'note'));
    expect(again.ok).toBe(false);
  });
});
