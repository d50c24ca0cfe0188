// Random sequences of 500 editor commands of every family: undone they give back the start byte for
// byte, redone the end, and the change sets they send build the same document on the server.
import { describe, expect, it } from 'vitest';
import type { App } from '../model/app';
import { applyChanges } from '../appDocument/applyChanges';
import { WIDGET_TYPES } from '../widgets/registry';
import { bytes } from '../../../test/support/editorUndo';
import { sampleApp } from '../../../test/support/editorSample';
import { Editor, type Commit } from './editor';
import type { CommandDraft } from './editorCommand';
import {
  addWidget,
  deleteSelection,
  moveWidgets,
  restyleWidgets,
  setBoxes,
  scaleWidgets,
  setWidgetProps,
  updateRecords,
} from './commands/widgetCommands';
import { addScreen, reorderScreen, setStartScreen } from './commands/screenCommands';
import { addLine } from './commands/lineCommands';
import { addBendPoint, moveBendPoint, removeBendPoint, straightenLine } from './commands/bendCommands';
import { alignWidgets, distributeWidgets, reorderWidgets } from './commands/arrangeCommands';
import { copyRecords, duplicateScreens, duplicateWidgets, pasteInto } from './commands/clipboardCommands';
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

/** JSON with object keys sorted: the same content whatever order records were stored in. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

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
      const end = bytes(editor.doc);
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
      expect(bytes(editor.doc)).toBe(bytes(start));
      while (editor.canRedo) expect(editor.redo()?.ok).toBe(true);
      expect(bytes(editor.doc)).toBe(end);
    });
  }
});
