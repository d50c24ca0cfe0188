// Random editor commands of every family, for tests that run long sequences of them (one designer's
// undo and redo, several designers converging on one document).
import type { App } from '../../shared/src/model/app';
import { WIDGET_TYPES } from '../../shared/src/widgets/registry';
import type { CommandDraft } from '../../shared/src/editor/editorCommand';
import {
  addWidget,
  deleteSelection,
  moveWidgets,
  restyleWidgets,
  setBoxes,
  scaleWidgets,
  setWidgetProps,
  updateRecords,
} from '../../shared/src/editor/commands/widgetCommands';
import { addScreen, reorderScreen, setStartScreen } from '../../shared/src/editor/commands/screenCommands';
import { addLine } from '../../shared/src/editor/commands/lineCommands';
import {
  addBendPoint,
  moveBendPoint,
  removeBendPoint,
  straightenLine,
} from '../../shared/src/editor/commands/bendCommands';
import {
  alignWidgets,
  distributeWidgets,
  reorderWidgets,
  spaceWidgets,
} from '../../shared/src/editor/commands/arrangeCommands';
import {
  copyRecords,
  duplicateScreens,
  duplicateWidgets,
  pasteInto,
} from '../../shared/src/editor/commands/clipboardCommands';
import {
  createToken,
  deleteToken,
  linkToken,
  unlinkToken,
  updateToken,
} from '../../shared/src/editor/commands/tokenCommands';
import { groupWidgets, ungroupWidgets } from '../../shared/src/editor/commands/groupCommands';
import { moveLayer, renameLayer } from '../../shared/src/editor/commands/layerCommands';
import {
  deleteTemplate,
  detachInstances,
  makeTemplate,
  makeVariant,
  placeTemplate,
  pushToTemplate,
  resetToTemplate,
} from '../../shared/src/editor/commands/templateCommands';
import { addMasterScreen, unlinkMasterScreen } from '../../shared/src/editor/commands/masterScreenCommands';
import {
  addErrorLabel,
  bindVariable,
  clearValidation,
  linkErrorLabel,
  setLineValidation,
  setValidation,
  unbindVariable,
  unlinkErrorLabel,
} from '../../shared/src/editor/commands/dataCommands';
import { layerTree, type LayerNode } from '../../shared/src/appDocument/layerTree';

/** A seeded random source, the same sequence for the same seed. */
export function random(seed: number) {
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

/** A command that fits `doc`, picked among every family the editor has. */
export function randomCommand(doc: App, r: Random): CommandDraft {
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
    () => spaceWidgets(doc, some, r.pick(['horizontal', 'vertical'] as const), r.int(40)),
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

export type Random = ReturnType<typeof random>;
