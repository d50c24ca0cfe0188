import { describe, expect, it } from 'vitest';
import { newApp, type App } from '../model/app';
import { newScreen } from '../model/screen';
import { newWidget } from '../model/widget';
import { MAX_UNDO_STEPS } from '../constants';
import { sampleApp } from '../../../test/support/editorSample';
import { Editor, type Commit } from './editor';
import { editorCommandSchema, type CommandDraft } from './editorCommand';
import {
  addWidget,
  deleteSelection,
  moveWidgets,
  restyleWidgets,
  setBoxes,
  flagWidgets,
  setWidgetProps,
  updateRecords,
} from './commands/widgetCommands';
import { addScreen, reorderScreen, setStartScreen } from './commands/screenCommands';
import { pick, pickInBox } from './hitTest';
import { addLine } from './commands/lineCommands';
import { alignWidgets, distributeWidgets, reorderWidgets, spaceWidgets } from './commands/arrangeCommands';
import {
  copyRecords,
  duplicateScreens,
  duplicateWidgets,
  parseClipboard,
  pasteInto,
} from './commands/clipboardCommands';

const text = (doc: App) => JSON.stringify(doc);

function run(editor: Editor, draft: CommandDraft) {
  const result = editor.run(draft);
  if (!result.ok) throw new Error(`${draft.type} refused: ${result.field} ${result.message}`);
  return result.command;
}

describe('each command and its undo', () => {
  const commands: [string, (doc: App) => CommandDraft][] = [
    ['add a widget', (doc) => addWidget(doc, 'home', 'Switch', { x: 40, y: 200 })],
    ['move widgets', (doc) => moveWidgets(doc, ['button', 'label'], 15, -4)],
    ['move a widget to another screen', (doc) => moveWidgets(doc, ['label'], 500, 0, 'next')],
    ['resize', (doc) => setBoxes(doc, 'widgets', { button: { x: 10, y: 10, w: 200, h: 60 } })],
    ['rename', (doc) => updateRecords(doc, 'screens', ['home'], { name: 'Start' })],
    ['lock and hide', (doc) => updateRecords(doc, 'widgets', ['label'], { locked: true, hidden: true })],
    ['lock', (doc) => flagWidgets(doc, ['label', 'button'], 'locked', true)],
    ['add a LogicOr between the screens', (doc) => addWidget(doc, 'home', 'LogicOr', { x: 420, y: 100 })],
    ['take a field away', (doc) => updateRecords(doc, 'widgets', ['button'], { template: undefined })],
    ['set props', (doc) => setWidgetProps(doc, ['button'], { label: 'Next', icon: 'mdi mdi-home' })],
    ['restyle', (doc) => restyleWidgets(doc, ['button', 'label'], { color: '#333', fontSize: undefined })],
    ['restyle hover', (doc) => restyleWidgets(doc, ['button'], { background: '#eee' }, 'hover')],
    ['delete a widget with its line', (doc) => deleteSelection(doc, ['button'])],
    ['delete a screen with its widgets', (doc) => deleteSelection(doc, ['next'])],
    ['delete a screen and one of its widgets, both selected', (doc) => deleteSelection(doc, ['box', 'next'])],
    ['delete a line', (doc) => deleteSelection(doc, ['l1'])],
    ['add a screen', (doc) => addScreen(doc, 'Third')],
    ['set the start screen', (doc) => setStartScreen(doc, 'next')],
    ['reorder screens', (doc) => reorderScreen(doc, 'next', 0)],
    ['duplicate screens', (doc) => duplicateScreens(doc, ['home'], 'copy')],
    ['duplicate widgets', (doc) => duplicateWidgets(doc, ['button', 'label'])],
    [
      'paste widgets onto another screen',
      (doc) => pasteInto(doc, copyRecords(doc, ['button']), { type: 'paste', screen: 'next' }),
    ],
    ['add a line', (doc) => addLine(doc, 'label', 'next', { event: 'swipeLeft' })],
    ['bring to front', (doc) => reorderWidgets(doc, ['button'], 'front')],
    ['send backward', (doc) => reorderWidgets(doc, ['label'], 'backward')],
    ['align', (doc) => alignWidgets(doc, ['button', 'label'], 'right')],
    ['distribute', (doc) => distributeWidgets(doc, ['button', 'label', 'box'], 'vertical')],
    ['space', (doc) => spaceWidgets(doc, ['button', 'label', 'box'], 'horizontal', 16)],
  ];
  for (const [name, make] of commands) {
    it(`${name}: changes the document, undo restores it exactly, redo reaches the same end`, () => {
      const editor = new Editor(sampleApp());
      const start = text(editor.doc);
      run(editor, make(editor.doc));
      const end = text(editor.doc);
      expect(end).not.toBe(start);
      editor.undo();
      expect(text(editor.doc)).toBe(start);
      editor.redo();
      expect(text(editor.doc)).toBe(end);
    });
  }

  it('deleting a widget takes its line along and undo brings both back', () => {
    const editor = new Editor(sampleApp());
    run(editor, deleteSelection(editor.doc, ['button']));
    expect(editor.doc.lines.l1).toBeUndefined();
    expect(editor.doc.screens.home.children).toEqual(['label']);
    editor.undo();
    expect(editor.doc.lines.l1.from).toBe('button');
    expect(editor.doc.screens.home.children).toEqual(['button', 'label']);
  });

  it('a second click line from one widget replaces the first', () => {
    const editor = new Editor(sampleApp());
    run(editor, addLine(editor.doc, 'button', 'home'));
    const fromButton = Object.values(editor.doc.lines).filter((l) => l.from === 'button');
    expect(fromButton.map((l) => l.to)).toEqual(['home']);
  });
});

describe('stored commands', () => {
  it('every kind of command comes back from JSON (the server stack) as a command of ours', () => {
    const editor = new Editor(sampleApp());
    const commands = [
      run(editor, updateRecords(editor.doc, 'widgets', ['button'], { template: undefined })),
      run(editor, deleteSelection(editor.doc, ['label'])),
      run(editor, addScreen(editor.doc, 'More')),
      run(editor, setWidgetProps(editor.doc, ['button'], { label: 'x' }, 'label:button')),
    ];
    for (const command of commands) {
      const parsed = editorCommandSchema.safeParse(JSON.parse(JSON.stringify(command)));
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
  });
});

describe('refused commands', () => {
  const refused: [string, (doc: App) => CommandDraft][] = [
    ['a widget with a wrong field', (doc) => updateRecords(doc, 'widgets', ['button'], { x: 'left' })],
    [
      'a widget on no screen',
      (doc) => ({
        ...addWidget(doc, 'home', 'Button', { x: 0, y: 0 }),
        edits: addWidget(doc, 'home', 'Button', { x: 0, y: 0 }).edits.filter((e) => e.parent === 'widgets'),
      }),
    ],
    ['a line to a missing screen', (doc) => addLine(doc, 'button', 'nowhere')],
    ['a widget on a missing screen', (doc) => addWidget(doc, 'nowhere', 'Button', { x: 0, y: 0 })],
  ];
  for (const [name, make] of refused) {
    it(`${name} is refused whole and changes nothing`, () => {
      const editor = new Editor(sampleApp());
      const start = text(editor.doc);
      const commits: Commit[] = [];
      editor.onCommit((c) => commits.push(c));
      const result = editor.run(make(editor.doc));
      expect(result.ok).toBe(false);
      expect(text(editor.doc)).toBe(start);
      expect(editor.canUndo).toBe(false);
      expect(commits).toEqual([]);
    });
  }

  it('names the field of the refusal', () => {
    const editor = new Editor(sampleApp());
    const result = editor.run(updateRecords(editor.doc, 'widgets', ['button'], { x: 'left' }));
    expect(result).toMatchObject({ ok: false, field: 'edits.0.props.x' });
  });

  it('an edit made on another state of a record is refused', () => {
    const editor = new Editor(sampleApp());
    const stale = moveWidgets(editor.doc, ['button'], 5, 0);
    run(editor, moveWidgets(editor.doc, ['button'], 50, 0));
    expect(editor.run(stale).ok).toBe(false);
  });
});

describe('history', () => {
  it('a label typed letter by letter is one undo step', () => {
    const editor = new Editor(sampleApp());
    let label = '';
    for (const letter of 'Continue') {
      label += letter;
      run(editor, setWidgetProps(editor.doc, ['button'], { label }, 'label:button'));
    }
    expect(editor.doc.widgets.button.props?.label).toBe('Continue');
    editor.undo();
    expect(editor.doc.widgets.button.props?.label).toBe('Go');
    expect(editor.canUndo).toBe(false);
  });

  it('a sealed entry does not take the next change with the same key', () => {
    const editor = new Editor(sampleApp());
    run(editor, setWidgetProps(editor.doc, ['button'], { label: 'A' }, 'label:button'));
    editor.seal();
    run(editor, setWidgetProps(editor.doc, ['button'], { label: 'B' }, 'label:button'));
    editor.undo();
    expect(editor.doc.widgets.button.props?.label).toBe('A');
  });

  it('a new command after an undo drops what could be redone', () => {
    const editor = new Editor(sampleApp());
    run(editor, moveWidgets(editor.doc, ['button'], 1, 0));
    editor.undo();
    run(editor, moveWidgets(editor.doc, ['label'], 1, 0));
    expect(editor.canRedo).toBe(false);
  });

  it(`keeps the last ${MAX_UNDO_STEPS} steps`, () => {
    const editor = new Editor(sampleApp());
    for (let i = 0; i < MAX_UNDO_STEPS + 5; i++) run(editor, moveWidgets(editor.doc, ['button'], 1, 0));
    let undone = 0;
    while (editor.undo()?.ok) undone++;
    expect(undone).toBe(MAX_UNDO_STEPS);
    expect(editor.doc.widgets.button.x).toBe(20 + 5);
  });

  it('undo selects what the command changed', () => {
    const editor = new Editor(sampleApp());
    run(editor, moveWidgets(editor.doc, ['label'], 3, 3));
    editor.select([]);
    editor.undo();
    expect(editor.selection).toEqual(['label']);
  });
});

describe('copy and paste between prototypes', () => {
  it('keeps the looks: the template and design token come along, with new widget ids', () => {
    const source = sampleApp();
    const text = JSON.stringify(copyRecords(source, ['button', 'box']));
    const clip = parseClipboard(text)!;
    const target = newApp({ screens: { s: newScreen({ id: 's', x: 1000, y: 1000 }) } });
    const editor = new Editor(target);
    run(editor, pasteInto(editor.doc, clip, { type: 'paste', screen: 's' }));
    const pasted = editor.doc.screens.s.children.map((id) => editor.doc.widgets[id]);
    expect(pasted.map((w) => w.type).sort()).toEqual(['Box', 'Button']);
    expect(pasted.map((w) => w.id)).not.toContain('button');
    const button = pasted.find((w) => w.type === 'Button')!;
    expect(button).toMatchObject({ x: 1020, y: 1020, template: 'tpl' });
    expect(editor.doc.templates?.tpl?.style).toEqual({ background: '#f00' });
    expect(editor.doc.designtokens?.tok).toMatchObject({ value: '#123456' });
  });

  it('ignores text that is not a clipboard of ours', () => {
    expect(parseClipboard('hello')).toBeUndefined();
    expect(parseClipboard('{"kind":"other"}')).toBeUndefined();
  });
});

/** A seeded generator, so a failing sequence can be run again. */
describe('picking', () => {
  it('finds the topmost widget under a point, else its screen', () => {
    const doc = sampleApp();
    expect(pick(doc, { x: 30, y: 30 })).toEqual({ screen: 'home', widget: 'button' });
    expect(pick(doc, { x: 300, y: 500 })).toEqual({ screen: 'home', widget: undefined });
    expect(pick(doc, { x: 450, y: 10 })).toEqual({});
  });

  it('a rubber band takes the widgets wholly inside it, or the screens', () => {
    const doc = sampleApp();
    expect(pickInBox(doc, { x: 0, y: 0, w: 200, h: 200 }).sort()).toEqual(['button', 'label']);
    expect(pickInBox(doc, { x: -10, y: -10, w: 2000, h: 2000 })).toContain('box');
    expect(pickInBox(doc, { x: 470, y: -10, w: 1000, h: 1000 })).toEqual(['box']);
  });
});

describe('logic widgets and flags', () => {
  it('a LogicOr lies between the screens: picked there, linked into and out of', () => {
    const editor = new Editor(sampleApp());
    run(editor, addWidget(editor.doc, 'home', 'LogicOr', { x: 420, y: 100 }));
    const [or] = editor.selection;
    expect(Object.values(editor.doc.screens).some((s) => s.children.includes(or))).toBe(false);
    expect(pick(editor.doc, { x: 430, y: 110 })).toEqual({ widget: or });
    run(editor, addLine(editor.doc, 'label', or));
    run(editor, addLine(editor.doc, or, 'home'));
    run(editor, addLine(editor.doc, or, 'next'));
    // a LogicOr branches: both ways out stay
    expect(Object.values(editor.doc.lines).filter((l) => l.from === or)).toHaveLength(2);
  });

  it('an ordinary widget still has to lie on a screen, and a line still has to lead somewhere playable', () => {
    const editor = new Editor(sampleApp());
    const loose = newWidget({ id: 'loose', type: 'Button' });
    const refused = editor.run({ type: 'x', edits: [{ op: 'add', parent: 'widgets', id: 'loose', record: loose }] });
    expect(refused).toMatchObject({ ok: false, field: 'widgets.loose' });
    expect(editor.run(addLine(editor.doc, 'button', 'label'))).toMatchObject({ ok: false });
  });

  it('a rubber band passes locked widgets by; unlocking takes the flag away', () => {
    const editor = new Editor(sampleApp());
    run(editor, flagWidgets(editor.doc, ['label'], 'locked', true));
    expect(editor.doc.widgets.label.props?.locked).toBe(true);
    expect(pickInBox(editor.doc, { x: 0, y: 0, w: 200, h: 200 })).toEqual(['button']);
    run(editor, flagWidgets(editor.doc, ['label'], 'locked', false));
    expect(editor.doc.widgets.label.props).not.toHaveProperty('locked');
    expect(pickInBox(editor.doc, { x: 0, y: 0, w: 200, h: 200 }).sort()).toEqual(['button', 'label']);
  });
});
