import { describe, expect, it } from 'vitest';
import { newApp, type App } from '../model/app';
import { newScreen } from '../model/screen';
import { newWidget } from '../model/widget';
import { newLine } from '../model/line';
import { applyChanges } from '../appDocument/applyChanges';
import { WIDGET_TYPES } from '../widgets/registry';
import { MAX_UNDO_STEPS } from '../constants';
import { Editor, type Commit } from './editor';
import { editorCommandSchema, type CommandDraft } from './editorCommand';
import {
  addWidget,
  deleteSelection,
  moveWidgets,
  restyleWidgets,
  setBoxes,
  flagWidgets,
  scaleWidgets,
  setWidgetProps,
  updateRecords,
} from './commands/widgetCommands';
import { addScreen, reorderScreen, setStartScreen } from './commands/screenCommands';
import { pick, pickInBox } from './hitTest';
import { addLine } from './commands/lineCommands';
import { addBendPoint, moveBendPoint, removeBendPoint, straightenLine } from './commands/bendCommands';
import { alignWidgets, distributeWidgets, reorderWidgets } from './commands/arrangeCommands';
import {
  copyRecords,
  duplicateScreens,
  duplicateWidgets,
  parseClipboard,
  pasteInto,
} from './commands/clipboardCommands';
import { createToken, deleteToken, linkToken, unlinkToken, updateToken } from './commands/tokenCommands';
import { groupWidgets, ungroupWidgets } from './commands/groupCommands';
import { moveLayer, renameLayer } from './commands/layerCommands';
import {
  deleteTemplate,
  detachInstances,
  makeTemplate,
  makeVariant,
  placeTemplate,
  pushToTemplate,
  resetToTemplate,
} from './commands/templateCommands';
import { addMasterScreen, unlinkMasterScreen } from './commands/masterScreenCommands';
import {
  addErrorLabel,
  bindVariable,
  clearValidation,
  linkErrorLabel,
  setLineValidation,
  setValidation,
  unbindVariable,
  unlinkErrorLabel,
} from './commands/dataCommands';
import { layerTree, type LayerNode } from '../appDocument/layerTree';

/** Two screens with three widgets, a line between them, a template and a design token. */
function sampleApp(): App {
  const home = newScreen({ id: 'home', name: 'Home', x: 0, y: 0, props: { start: true } });
  const next = newScreen({ id: 'next', name: 'Next', x: 500, y: 0 });
  const button = newWidget({
    id: 'button',
    type: 'Button',
    x: 20,
    y: 20,
    z: 0,
    props: { label: 'Go' },
    template: 'tpl',
  });
  const label = newWidget({ id: 'label', type: 'Label', x: 20, y: 100, w: 160, z: 1, props: { label: 'Hello' } });
  const box = newWidget({
    id: 'box',
    type: 'Box',
    x: 520,
    y: 40,
    z: 0,
    designtokens: { style: { background: 'tok' } },
  });
  home.children = ['button', 'label'];
  next.children = ['box'];
  return newApp({
    id: 'app',
    screens: { home, next },
    widgets: { button, label, box },
    lines: { l1: newLine({ id: 'l1', from: 'button', to: 'next' }) },
    templates: { tpl: { id: 'tpl', type: 'Button', templateType: 'Widget', style: { background: '#f00' } } },
    designtokens: { tok: { id: 'tok', type: 'color', name: 'Brand', value: '#123456' } },
  });
}

const text = (doc: App) => JSON.stringify(doc);

/** JSON with object keys sorted: the same content whatever order records were stored in. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

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
    expect(result).toMatchObject({ ok: false, field: expect.stringContaining('x') });
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
function random(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const some = <T>(items: readonly T[]): T[] => items.filter(() => next() < 0.4).slice(0, 4);
  return { next, pick, some, int: (n: number) => Math.floor(next() * n) };
}

/** Every layer of a tree, groups and widgets. */
const layerIds = (nodes: readonly LayerNode[]): string[] =>
  nodes.flatMap((node) => (node.kind === 'group' ? [node.id, ...layerIds(node.children)] : [node.id]));

function randomCommand(doc: App, r: ReturnType<typeof random>): CommandDraft {
  const screens = Object.keys(doc.screens);
  const widgets = Object.keys(doc.widgets);
  const lines = Object.keys(doc.lines);
  const tokens = Object.keys(doc.designtokens ?? {});
  const groups = Object.keys(doc.groups ?? {});
  const templates = Object.keys(doc.templates ?? {});
  const instances = widgets.filter((id) => doc.widgets[id].template);
  // a screen with widgets to group and layers to move
  const busy = r.pick(screens.filter((id) => doc.screens[id].children.length > 1));
  const screen = r.pick(screens);
  const some = r.some(widgets);
  // a screen inheriting from masters: to unlink one, or to override a master's widget on it
  const child = r.pick(screens.filter((id) => doc.screens[id].parents?.length));
  const master = child ? r.pick(doc.screens[child].parents!) : undefined;
  // a line to bend, and one of its bend points
  const line = r.pick(lines);
  const bends = line ? (doc.lines[line].points?.length ?? 0) : 0;
  const somewhere = () => ({ x: r.int(1200) - 200, y: r.int(900) - 150 });
  const makers: (() => CommandDraft | undefined)[] = [
    () =>
      screen
        ? addWidget(doc, screen, r.pick(WIDGET_TYPES), {
            x: doc.screens[screen].x + r.int(300),
            y: doc.screens[screen].y + r.int(600),
          })
        : undefined,
    () => moveWidgets(doc, some, r.int(41) - 20, r.int(41) - 20, r.next() < 0.2 ? screen : undefined),
    () =>
      setBoxes(
        doc,
        'widgets',
        Object.fromEntries(
          some.map((id) => [id, { x: r.int(800), y: r.int(600), w: 10 + r.int(200), h: 10 + r.int(80) }]),
        ),
      ),
    () => setWidgetProps(doc, some, { label: `L${r.int(100)}`, placeholder: r.next() < 0.5 ? undefined : 'type' }),
    () =>
      restyleWidgets(
        doc,
        some,
        {
          color: `#${r.int(0xffffff).toString(16).padStart(6, '0')}`,
          fontSize: r.next() < 0.3 ? undefined : 12 + r.int(20),
        },
        r.pick(['style', 'hover', 'active'] as const),
      ),
    () => updateRecords(doc, 'widgets', some, { locked: r.next() < 0.5 ? true : undefined }),
    () => (screen ? updateRecords(doc, 'screens', [screen], { name: `S${r.int(100)}` }) : undefined),
    () => deleteSelection(doc, r.next() < 0.1 && screen ? [screen] : [...some.slice(0, 2), ...r.some(lines)]),
    () => addScreen(doc, `S${r.int(100)}`),
    () => (screen ? setStartScreen(doc, screen) : undefined),
    () => (screen ? reorderScreen(doc, screen, r.int(screens.length)) : undefined),
    () => (screen && r.next() < 0.3 ? duplicateScreens(doc, [screen], 'copy') : undefined),
    () => duplicateWidgets(doc, some),
    () => (screen ? pasteInto(doc, copyRecords(doc, some), { type: 'paste', screen }) : undefined),
    () =>
      widgets.length && screen
        ? addLine(doc, r.pick(widgets), screen, { event: r.pick(['click', 'swipeLeft', 'timer']) })
        : undefined,
    () => (line ? addBendPoint(doc, line, somewhere(), r.next() < 0.5 ? `bend:${line}` : undefined) : undefined),
    () => (bends ? moveBendPoint(doc, line!, r.int(bends), somewhere(), `bend:${line}`) : undefined),
    () => (bends ? removeBendPoint(doc, line!, r.int(bends)) : undefined),
    () => (bends && r.next() < 0.3 ? straightenLine(doc, line!) : undefined),
    () => reorderWidgets(doc, some, r.pick(['front', 'forward', 'backward', 'back'] as const)),
    () => alignWidgets(doc, some, r.pick(['left', 'center', 'right', 'top', 'middle', 'bottom'] as const)),
    () => distributeWidgets(doc, some, r.pick(['horizontal', 'vertical'] as const)),
    () =>
      createToken(doc, {
        type: 'color',
        name: `T${r.int(1000)}`,
        value: `#${r.int(0xfff).toString(16).padStart(3, '0')}`,
      }),
    () =>
      tokens.length
        ? updateToken(doc, r.pick(tokens), { value: `#${r.int(0xfff).toString(16).padStart(3, '0')}` })
        : undefined,
    () => (tokens.length && r.next() < 0.3 ? deleteToken(doc, r.pick(tokens)) : undefined),
    () => (tokens.length ? linkToken(doc, some, r.pick(tokens), [r.pick(['color', 'background'])]) : undefined),
    () => unlinkToken(doc, some, ['color', 'background']),
    () => (busy ? groupWidgets(doc, r.some(doc.screens[busy].children)) : undefined),
    () => ungroupWidgets(doc, r.some(groups)),
    () => {
      const layers = busy ? layerIds(layerTree(doc, busy)) : [];
      const place = r.pick(['above', 'below', 'into'] as const);
      return layers.length ? moveLayer(doc, busy, r.pick(layers), { place, target: r.pick(layers) }) : undefined;
    },
    () => (widgets.length ? renameLayer(doc, r.pick([...widgets, ...groups]), `N${r.int(100)}`) : undefined),
    () => scaleWidgets(doc, some, { x: r.int(800), y: r.int(600), w: 10 + r.int(300), h: 10 + r.int(200) }),
    () => (busy ? makeTemplate(doc, r.some(doc.screens[busy].children), `T${r.int(100)}`) : undefined),
    () =>
      templates.length && screen
        ? placeTemplate(doc, r.pick(templates), screen, { x: r.int(800), y: r.int(600) })
        : undefined,
    () => (instances.length ? pushToTemplate(doc, r.pick(instances)) : undefined),
    () => (instances.length ? makeVariant(doc, r.pick(instances), `V${r.int(100)}`) : undefined),
    () => detachInstances(doc, r.some(instances)),
    () => resetToTemplate(doc, r.some(instances)),
    () => (templates.length && r.next() < 0.3 ? deleteTemplate(doc, r.pick(templates)) : undefined),
    () => (screen ? addMasterScreen(doc, screen, r.pick(screens)) : undefined),
    () => (child && master ? unlinkMasterScreen(doc, child, master) : undefined),
    () => {
      const own = child ? r.pick(doc.screens[child].children) : undefined;
      const masterWidget = master ? r.pick(doc.screens[master]?.children ?? []) : undefined;
      return own && masterWidget
        ? updateRecords(doc, 'widgets', [own], {
            parentWidget: masterWidget,
            parentWidgetPos: r.next() < 0.5 || undefined,
          })
        : undefined;
    },
    () => bindVariable(doc, some, r.pick(['email', 'name', 'zip'])),
    () => unbindVariable(doc, some),
    () =>
      widgets.length
        ? setValidation(doc, r.pick(widgets), { required: r.next() < 0.5, type: r.pick(['text', 'email', 'int']) })
        : undefined,
    () => (widgets.length ? clearValidation(doc, r.pick(widgets)) : undefined),
    () => (widgets.length ? addErrorLabel(doc, r.pick(widgets), `E${r.int(100)}`) : undefined),
    () => (widgets.length ? linkErrorLabel(doc, r.pick(widgets), r.pick(widgets)) : undefined),
    () => (widgets.length ? unlinkErrorLabel(doc, r.pick(widgets), r.pick(widgets)) : undefined),
    () => (lines.length ? setLineValidation(doc, r.pick(lines), r.next() < 0.5) : undefined),
  ];
  return r.pick(makers)() ?? addScreen(doc, 'Extra');
}

describe('random sequences of 500 commands', () => {
  for (const seed of [1, 2, 3]) {
    it(`seed ${seed}: all undone give back the start byte for byte, all redone the end, and the server's change sets the same document`, () => {
      const r = random(seed);
      const start = sampleApp();
      const editor = new Editor(start);
      const commits: Commit[] = [];
      editor.onCommit((c) => commits.push(c));
      let ran = 0;
      while (ran < 500) {
        if (editor.run(randomCommand(editor.doc, r)).ok) ran++;
      }
      const end = text(editor.doc);
      expect(Object.keys(editor.doc.widgets).length).toBeGreaterThan(10);

      // what the server would store, fed the change sets one by one
      let server = start;
      for (const commit of commits) {
        const result = applyChanges(server, commit.changes);
        if (!result.ok) throw new Error(`${commit.command.type}: ${result.field} ${result.message}`);
        server = result.app;
      }
      expect(canonical(server)).toBe(canonical(editor.doc));

      while (editor.canUndo) expect(editor.undo()?.ok).toBe(true);
      expect(text(editor.doc)).toBe(text(start));
      while (editor.canRedo) expect(editor.redo()?.ok).toBe(true);
      expect(text(editor.doc)).toBe(end);
    });
  }
});

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
