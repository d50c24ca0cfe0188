// Master screens: a screen lists its masters in `parents` and shows a copy of each of their widgets
// (appDocument/inheritance.ts). Add a master, unlink one; an own widget that overrides a widget of
// the master it leaves keeps what it showed, baked into its own record in the same command.
import { resolveScreenWidgets } from '../../appDocument/inheritance';
import { orderedScreens } from '../../appDocument/screenOrder';
import type { App } from '../../model/app';
import type { Screen } from '../../model/screen';
import { WIDGET_STYLE_STATES } from '../../model/widgetStyleStates';
import type { FieldIssue } from '../../validation';
import { copyJson } from '../edit';
import { EditBuilder } from '../editBuilder';
import type { CommandDraft } from '../editorCommand';

/** The screen and the masters above it, through every level of `parents`. */
function withAncestors(doc: App, screenId: string): Set<string> {
  const seen = new Set<string>();
  const waiting = [screenId];
  while (waiting.length) {
    const id = waiting.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    waiting.push(...(doc.screens[id]?.parents ?? []));
  }
  return seen;
}

/** Why `masterId` may not become a master of `screenId`, or undefined when it may. */
function masterProblem(doc: App, screenId: string, masterId: string): FieldIssue | undefined {
  const screen = doc.screens[screenId];
  if (!screen) return { field: 'screen', message: `there is no screen ${screenId}` };
  if (!doc.screens[masterId]) return { field: 'master', message: `there is no screen ${masterId}` };
  if (masterId === screenId) return { field: 'master', message: 'a screen cannot be its own master' };
  if (screen.parents?.includes(masterId)) return { field: 'master', message: 'is a master of this screen already' };
  // a master that inherits from this screen, directly or further up, would make a loop
  if (withAncestors(doc, masterId).has(screenId)) {
    return { field: 'master', message: 'inherits from this screen: that would make a loop' };
  }
  return undefined;
}

/** The screens that may become masters of `screenId`, in the screens list's order. */
export function masterChoices(doc: App, screenId: string): Screen[] {
  return orderedScreens(doc).filter((s) => !masterProblem(doc, screenId, s.id));
}

const refuse = (type: string, refused: FieldIssue): CommandDraft => ({ type, edits: [], refused });

/** Makes `masterId` a master of `screenId`: the screen shows copies of its widgets. */
export function addMasterScreen(doc: App, screenId: string, masterId: string): CommandDraft {
  const type = 'addMasterScreen';
  const problem = masterProblem(doc, screenId, masterId);
  if (problem) return refuse(type, problem);
  const parents = [...(doc.screens[screenId].parents ?? []), masterId];
  return { type, edits: new EditBuilder(doc).update('screens', screenId, { parents }).build() };
}

/** Takes `masterId` from the masters of `screenId`; overriding widgets keep what they showed. */
export function unlinkMasterScreen(doc: App, screenId: string, masterId: string): CommandDraft {
  const type = 'unlinkMasterScreen';
  const parents = doc.screens[screenId]?.parents;
  if (!parents?.includes(masterId)) {
    return refuse(type, { field: 'master', message: `${masterId} is no master of ${screenId}` });
  }
  const build = new EditBuilder(doc);
  bakeOverrides(build, screenId, masterId);
  const left = parents.filter((id) => id !== masterId);
  build.update('screens', screenId, { parents: left.length ? left : undefined });
  return { type, edits: build.build() };
}

/**
 * Gives each own widget of `screenId` that overrides a widget of `masterId` the props, styles and
 * box it shows now, and drops its link to the master widget: it looks the same without the master.
 * Reads the command's starting document, so call it before other changes to those records.
 */
export function bakeOverrides(build: EditBuilder, screenId: string, masterId: string): void {
  const doc = build.doc;
  const masterWidgets = new Set(doc.screens[masterId]?.children ?? []);
  for (const shown of resolveScreenWidgets(doc, screenId)) {
    const own = doc.widgets[shown.id];
    if (!own?.parentWidget || !masterWidgets.has(own.parentWidget)) continue;
    const baked: Record<string, unknown> = {
      x: shown.x,
      y: shown.y,
      w: shown.w,
      h: shown.h,
      props: copyJson(shown.props),
      parentWidget: undefined,
      parentWidgetPos: undefined,
    };
    for (const state of WIDGET_STYLE_STATES) if (shown[state]) baked[state] = copyJson(shown[state]);
    build.update('widgets', own.id, baked);
  }
}
