// Commands on templates (SPEC §3): make one from a selection, place instances of it, push an
// instance's own style into its template (every instance follows), reset an instance to its
// template, make and switch variants, detach instances, rename and delete templates. An instance
// keeps only what it changes; what it shows is its template's style with its own on top.
import { unionBox } from '../../appDocument/box';
import { fillMissing } from '../../appDocument/fillMissing';
import { groupWidgetIds, topGroupOfWidget } from '../../appDocument/groups';
import { templateChain, templateStyle, templateTokenLinks } from '../../appDocument/templateStyle';
import { newId } from '../../ids';
import type { App } from '../../model/app';
import type { Group } from '../../model/group';
import type { Template } from '../../model/template';
import { newWidget, type TokenLinks, type Widget } from '../../model/widget';
import { WIDGET_STYLE_STATES } from '../../model/widgetStyleStates';
import { isLogicWidget } from '../../simulator/logic';
import { copyJson, type RecordValue } from '../edit';
import { EditBuilder } from '../editBuilder';
import type { CommandDraft } from '../editorCommand';
import { screenOf, topZ } from './placement';

const MAX_NAME = 100;

function refused(type: string, field: string, message: string): CommandDraft {
  return { type, edits: [], refused: { field, message } };
}

function checkName(type: string, name: string): CommandDraft | string {
  const trimmed = name.trim();
  if (!trimmed) return refused(type, 'name', 'a template needs a name');
  if (trimmed.length > MAX_NAME) return refused(type, 'name', `a template name has at most ${MAX_NAME} characters`);
  return trimmed;
}

/** The widgets linking `templateId` (as their own template; variants have their own instances). */
export function templateInstances(app: App, templateId: string): string[] {
  return Object.values(app.widgets)
    .filter((w) => w.template === templateId)
    .map((w) => w.id);
}

/** The templates a new instance can be made of: widget and group templates, not the members of group ones. */
export function placeableTemplates(app: App): Template[] {
  const members = new Set(Object.values(app.templates ?? {}).flatMap((t) => t.children ?? []));
  return Object.values(app.templates ?? {}).filter((t) => !members.has(t.id));
}

/** A base template and its variants (the family an instance can switch between), base first. */
export function templateFamily(app: App, templateId: string): Template[] {
  const base = templateChain(app, app.templates?.[templateId])[0];
  if (!base) return [];
  const all = Object.values(app.templates ?? {});
  return [base, ...all.filter((t) => t !== base && templateChain(app, t)[0] === base)];
}

/** What a widget shows of its template, with its own on top: every style state and its token links. */
function resolvedLooks(app: App, widget: Widget): Partial<Widget> {
  const template = widget.template ? app.templates?.[widget.template] : undefined;
  const looks: Partial<Widget> = {};
  const links: TokenLinks = {};
  for (const state of WIDGET_STYLE_STATES) {
    const style = fillMissing(templateStyle(app, template, state), widget[state]);
    if (state === 'style' || Object.keys(style).length) looks[state] = style;
    const stateLinks = { ...templateTokenLinks(app, template, state), ...widget.designtokens?.[state] };
    if (Object.keys(stateLinks).length) links[state] = stateLinks;
  }
  looks.designtokens = Object.keys(links).length ? links : undefined;
  return looks;
}

/** An instance as it starts, or as it is reset: no style or token link of its own. */
const BARE: Partial<Widget> = {
  style: {},
  hover: undefined,
  focus: undefined,
  error: undefined,
  active: undefined,
  designtokens: undefined,
};

/** A template holding a widget's looks (its template's under its own), its props and its size. */
function templateFrom(app: App, widget: Widget, name: string, place?: { x: number; y: number }): Template {
  return {
    ...(copyJson(resolvedLooks(app, widget)) as Partial<Template>),
    id: newId(),
    type: widget.type,
    templateType: 'Widget',
    name,
    props: copyJson(widget.props ?? {}),
    w: widget.w,
    h: widget.h,
    ...place,
  } as Template;
}

/**
 * Makes a template of the selection. One widget: a widget template, and the widget becomes its
 * first instance. Several widgets of one screen, outside groups or making up exactly one group: a
 * group template with a member template per widget, and the widgets become their instances,
 * grouped (the group links the group template). Refused for no widget, widgets on several screens,
 * logic widgets, or a selection that cuts through groups.
 */
export function makeTemplate(doc: App, ids: readonly string[], name: string): CommandDraft {
  const type = 'makeTemplate';
  const checked = checkName(type, name);
  if (typeof checked !== 'string') return checked;
  const widgets = ids.map((id) => doc.widgets[id]).filter((w): w is Widget => Boolean(w));
  if (!widgets.length) return refused(type, 'selection', 'select the widgets to make a template of');
  if (widgets.some((w) => isLogicWidget(w.type)))
    return refused(type, 'selection', 'logic widgets cannot be templates');
  const screens = new Set(widgets.map((w) => screenOf(doc, w.id)));
  if (screens.size !== 1 || screens.has(undefined)) return refused(type, 'selection', 'select widgets of one screen');

  const build = new EditBuilder(doc);
  if (widgets.length === 1) {
    const template = templateFrom(doc, widgets[0], checked);
    build.add('templates', template as RecordValue);
    build.update('widgets', widgets[0].id, { ...BARE, template: template.id });
    return { type, edits: build.build(), select: [widgets[0].id] };
  }

  const group = wholeGroup(doc, widgets);
  if (group === null) return refused(type, 'selection', 'select widgets outside groups, or one whole group');
  const box = unionBox(widgets)!;
  const members = widgets.map((w, i) =>
    templateFrom(doc, w, `${checked}_${i + 1}`, { x: w.x - box.x, y: w.y - box.y }),
  );
  const groupTemplate: Template = {
    id: newId(),
    type: 'Group',
    templateType: 'Group',
    name: checked,
    children: members.map((m) => m.id),
    w: box.w,
    h: box.h,
  };
  for (const member of members) build.add('templates', member as RecordValue);
  build.add('templates', groupTemplate as RecordValue);
  widgets.forEach((w, i) => build.update('widgets', w.id, { ...BARE, template: members[i].id }));
  if (group) build.update('groups', group.id, { template: groupTemplate.id });
  else
    build.add('groups', {
      id: newId(),
      name: checked,
      children: widgets.map((w) => w.id),
      groups: [],
      template: groupTemplate.id,
    });
  return { type, edits: build.build(), select: widgets.map((w) => w.id) };
}

/** The one group the widgets make up; undefined when none of them is grouped; null when they cut through groups. */
function wholeGroup(doc: App, widgets: readonly Widget[]): Group | undefined | null {
  const tops = new Set(widgets.map((w) => topGroupOfWidget(doc, w.id)));
  if (tops.size === 1 && tops.has(undefined)) return undefined;
  const [top] = tops;
  if (tops.size !== 1 || !top) return null;
  const all = groupWidgetIds(doc, top.id);
  return all.length === widgets.length && widgets.every((w) => all.includes(w.id)) ? top : null;
}

/** A new instance of a widget template with its top-left corner at `at` (canvas px). */
function instanceOf(template: Template, at: { x: number; y: number }, z: number): Widget {
  return {
    ...newWidget({
      type: template.type ?? 'Box',
      name: template.name ?? template.type,
      x: Math.round(at.x),
      y: Math.round(at.y),
      w: template.w ?? 100,
      h: template.h ?? 40,
      z,
      props: copyJson(template.props ?? {}),
      template: template.id,
    }),
    style: {},
  };
}

/**
 * Places an instance of a template on a screen, its top-left corner at `at` (canvas px); a group
 * template places an instance of each member, grouped. Refused for an unknown template or screen.
 */
export function placeTemplate(
  doc: App,
  templateId: string,
  screenId: string,
  at: { x: number; y: number },
): CommandDraft {
  const type = 'placeTemplate';
  const template = doc.templates?.[templateId];
  if (!template) return refused(type, 'template', 'no such template');
  const screen = doc.screens[screenId];
  if (!screen) return refused(type, 'screen', 'no such screen');
  const members = template.children
    ? template.children.map((id) => doc.templates?.[id]).filter((t): t is Template => Boolean(t))
    : [template];
  let z = topZ(doc, screenId);
  const widgets = members.map((m) => instanceOf(m, { x: at.x + (m.x ?? 0), y: at.y + (m.y ?? 0) }, z++));
  const build = new EditBuilder(doc);
  for (const widget of widgets) build.add('widgets', widget as RecordValue);
  build.update('screens', screenId, { children: [...screen.children, ...widgets.map((w) => w.id)] });
  if (template.children) {
    build.add('groups', {
      id: newId(),
      name: template.name ?? 'Group',
      children: widgets.map((w) => w.id),
      groups: [],
      template: template.id,
    });
  }
  return { type, edits: build.build(), select: widgets.map((w) => w.id) };
}

/**
 * Makes an instance's own style and token links its template's, so every instance of the template
 * shows them; the instance keeps nothing of its own. Refused for a widget that is no instance.
 */
export function pushToTemplate(doc: App, widgetId: string): CommandDraft {
  const type = 'pushToTemplate';
  const widget = doc.widgets[widgetId];
  const template = widget?.template ? doc.templates?.[widget.template] : undefined;
  if (!widget || !template) return refused(type, 'widget', 'the widget is no instance of a template');
  const fields: Record<string, unknown> = {};
  const links: TokenLinks = { ...template.designtokens };
  for (const state of WIDGET_STYLE_STATES) {
    const own = widget[state];
    if (own && Object.keys(own).length) fields[state] = { ...template[state], ...own };
    if (widget.designtokens?.[state]) links[state] = { ...links[state], ...widget.designtokens[state] };
  }
  if (Object.keys(links).length) fields.designtokens = links;
  const build = new EditBuilder(doc);
  build.update('templates', template.id, fields);
  build.update('widgets', widgetId, BARE);
  return { type, edits: build.build() };
}

/** Takes the instances' own styles and token links away: they show their template as it is. */
export function resetToTemplate(doc: App, ids: readonly string[]): CommandDraft {
  const build = new EditBuilder(doc);
  for (const id of ids) if (doc.widgets[id]?.template) build.update('widgets', id, BARE);
  return { type: 'resetToTemplate', edits: build.build() };
}

/** Instances become plain widgets that look as they did: their template's looks are copied into them. */
export function detachInstances(doc: App, ids: readonly string[]): CommandDraft {
  const build = new EditBuilder(doc);
  for (const id of ids) detach(doc, build, id);
  return { type: 'detachInstances', edits: build.build() };
}

function detach(doc: App, build: EditBuilder, id: string): void {
  const widget = build.get<Widget>('widgets', id);
  if (!widget?.template) return;
  build.update('widgets', id, { ...copyJson(resolvedLooks(doc, widget)), template: undefined });
}

/**
 * Makes a variant of an instance's template from what the instance changes (its own style and
 * links), and makes the instance the variant's first. Refused for a widget that is no instance.
 */
export function makeVariant(doc: App, widgetId: string, name: string): CommandDraft {
  const type = 'makeVariant';
  const checked = checkName(type, name);
  if (typeof checked !== 'string') return checked;
  const widget = doc.widgets[widgetId];
  const template = widget?.template ? doc.templates?.[widget.template] : undefined;
  if (!widget || !template) return refused(type, 'widget', 'the widget is no instance of a template');
  const variant: Template = {
    id: newId(),
    type: template.type,
    templateType: 'Widget',
    name: checked,
    variantOf: template.id,
  };
  for (const state of WIDGET_STYLE_STATES) {
    const own = widget[state];
    if (own && Object.keys(own).length) variant[state] = copyJson(own);
  }
  if (widget.designtokens) variant.designtokens = copyJson(widget.designtokens);
  const build = new EditBuilder(doc);
  build.add('templates', variant as RecordValue);
  build.update('widgets', widgetId, { ...BARE, template: variant.id });
  return { type, edits: build.build() };
}

/** Switches instances to another template of their family (the base or a variant of it), keeping their own changes. */
export function switchVariant(doc: App, ids: readonly string[], templateId: string): CommandDraft {
  const type = 'switchVariant';
  if (!doc.templates?.[templateId]) return refused(type, 'template', 'no such template');
  const family = templateFamily(doc, templateId).map((t) => t.id);
  const build = new EditBuilder(doc);
  for (const id of ids) {
    const current = doc.widgets[id]?.template;
    if (current && family.includes(current)) build.update('widgets', id, { template: templateId });
  }
  return { type, edits: build.build() };
}

export function renameTemplate(doc: App, templateId: string, name: string): CommandDraft {
  const type = 'renameTemplate';
  const checked = checkName(type, name);
  if (typeof checked !== 'string') return checked;
  if (!doc.templates?.[templateId]) return refused(type, 'template', 'no such template');
  return { type, edits: new EditBuilder(doc).update('templates', templateId, { name: checked }).build() };
}

/**
 * Deletes a template, its members (a group template's) and its variants; their instances are
 * detached first, so every widget looks as it did. Groups lose their link to it.
 */
export function deleteTemplate(doc: App, templateId: string): CommandDraft {
  const type = 'deleteTemplate';
  const template = doc.templates?.[templateId];
  if (!template) return refused(type, 'template', 'no such template');
  const roots = new Set([templateId, ...(template.children ?? [])]);
  const doomed = new Set(
    Object.values(doc.templates ?? {})
      .filter((t) => templateChain(doc, t).some((link) => roots.has(link.id)))
      .map((t) => t.id),
  );
  const build = new EditBuilder(doc);
  for (const widget of Object.values(doc.widgets))
    if (widget.template && doomed.has(widget.template)) detach(doc, build, widget.id);
  for (const group of Object.values(doc.groups ?? {})) {
    if (group.template === templateId) build.update('groups', group.id, { template: undefined });
  }
  for (const id of doomed) build.delete('templates', id);
  return { type, edits: build.build() };
}
