// A prototype's screens as the code export writes them: each its route and component name, its
// element tree and its style rules, and the prototype's design tokens as CSS custom properties.
import { orderedScreens } from '../appDocument/screenOrder';
import { fontCss, cssBackground, type CssDeclarations } from '../appDocument/styleCss';
import { screenView, type WidgetView } from '../appDocument/screenView';
import { startScreen } from '../appDocument/startScreen';
import { textLayout } from '../appDocument/textLayout';
import type { App } from '../model/app';
import { hasFlag } from '../model/widgetFlags';
import { errorLabelsOf } from '../simulator/errorMessages';
import { lineFor, lineSources } from '../simulator/lineIndex';
import { isLogicWidget } from '../simulator/logic';
import { iconName } from '../widgets/icons';
import { widgetSpec } from '../widgets/registry';
import { inferLayout, type LayoutItem } from './layoutInference';
import type { Element, Rule } from './markup';
import { containerCss, layoutChildren, type PlacedWidget } from './screenLayout';
import { templateRules, type ExportedTemplate } from './templateClasses';
import { fieldIdOf, imagePath, widgetElement } from './widgetElement';

export interface ExportedScreen {
  id: string;
  name: string;
  /** its hash route: `#/<route>` */
  route: string;
  /** its React component's name */
  component: string;
  w: number;
  h: number;
  element: Element;
  rules: Rule[];
  /** the widget types on it the web has no element for, which the export draws as a plain styled box so far */
  drawnTypes: string[];
  /** images it shows, as stored in the prototype */
  images: string[];
}

export interface ExportOptions {
  /** the SVG path of each icon the prototype shows, by name ("cart"): the export draws them inline */
  icons?: Readonly<Record<string, string>>;
}

export interface ExportedPrototype {
  name: string;
  /** the start screen first */
  screens: ExportedScreen[];
  /** `--token-<name>` custom properties of the design tokens */
  tokens: Rule;
  /** the templates its widgets are instances of */
  templates: ExportedTemplate[];
}

/** A heading is at least this much larger than the body text and at least this many px (as the accessibility check says). */
const HEADING_SCALE = 1.2;
const HEADING_MIN_PX = 18;

function words(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
}

/** Unique names made from the screens' names: `make` turns words into a name, a number makes it unique. */
function uniqueNames(names: string[], make: (parts: string[]) => string, fallback: string): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const base = make(words(name)) || fallback;
    let unique = /^[0-9]/.test(base) ? `${fallback}${base}` : base;
    for (let n = 2; taken.has(unique.toLowerCase()); n++) unique = `${base}${make(['', String(n)])}`;
    taken.add(unique.toLowerCase());
    return unique;
  });
}

const pascal = (parts: string[]) => parts.map((p) => (p[0]?.toUpperCase() ?? '') + p.slice(1)).join('');
const kebab = (parts: string[]) => parts.map((p) => p.toLowerCase()).join('-');

/** A class name from a widget id ("w1@s2" → "w-w1-s2"). */
const classOf = (id: string) => `w-${id.replace(/[^A-Za-z0-9_-]+/g, '-')}`;

/** Which Labels read as headings: the largest (h1) and others clearly above the body text (h2). */
function headings(widgets: WidgetView[]): Map<string, 1 | 2> {
  const sizes = widgets
    .filter((w) => w.text)
    .map((w) => ({ w, size: textLayout(w.style, w.box.h, widgetSpec(w.type)?.centered === true).fontSize }));
  const sorted = sizes.map((s) => s.size).sort((a, b) => a - b);
  const body = sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : 14;
  const least = Math.max(HEADING_MIN_PX, body * HEADING_SCALE);
  const labels = sizes.filter((s) => s.w.type === 'Label' && s.size >= least).sort((a, b) => b.size - a.size);
  return new Map(labels.map((s, i) => [s.w.id, i === 0 || s.size === labels[0]!.size ? 1 : 2]));
}

function tokenVariable(name: string): string {
  return `--token-${kebab(words(name)) || 'value'}`;
}

/** The design tokens of simple (one value) kinds as custom properties, by token id. */
function tokenVariables(app: App): Map<string, { name: string; value: string }> {
  const variables = new Map<string, { name: string; value: string }>();
  const taken = new Set<string>();
  for (const token of Object.values(app.designtokens ?? {})) {
    if (token.isComplex || typeof token.value !== 'string') continue;
    let name = tokenVariable(token.name ?? token.type ?? token.id);
    while (taken.has(name)) name = `${name}-2`;
    taken.add(name);
    variables.set(token.id, { name, value: token.value });
  }
  return variables;
}

/** A widget's values that come from a design token read the token's custom property. */
function withTokens(app: App, view: WidgetView, css: CssDeclarations, variables: ReturnType<typeof tokenVariables>) {
  const links = app.widgets[view.inherited ?? view.id]?.designtokens?.style ?? {};
  for (const [prop, tokenId] of Object.entries(links)) {
    const variable = variables.get(tokenId);
    if (!variable) continue;
    for (const key of [prop, prop === 'background' ? 'backgroundColor' : prop]) {
      if (css[key] === variable.value) css[key] = `var(${variable.name}, ${variable.value})`;
    }
  }
}

/** The groups of a screen's widgets, outermost first, each with its nested groups' widgets, by the widgets' view ids. */
function screenGroups(app: App, widgets: readonly WidgetView[]): string[][] {
  const viewId = new Map(widgets.map((w) => [w.inherited ?? w.id, w.id]));
  const groups = app.groups ?? {};
  const nested = new Set(Object.values(groups).flatMap((g) => g.groups ?? []));
  const members = (id: string, seen: Set<string>): string[] => {
    const group = groups[id];
    if (!group || seen.has(id)) return [];
    seen.add(id);
    return [...group.children, ...(group.groups ?? []).flatMap((inner) => members(inner, seen))];
  };
  return Object.keys(groups)
    .filter((id) => !nested.has(id))
    .map((id) => members(id, new Set()).flatMap((widget) => viewId.get(widget) ?? []))
    .filter((ids) => ids.length > 1);
}

/** The prototype as the export writes it. */
export function exportPrototype(app: App, options: ExportOptions = {}): ExportedPrototype {
  const iconPath = (icon: string | null) => {
    const name = iconName(icon);
    return name === null ? undefined : options.icons?.[name];
  };
  const start = startScreen(app);
  const screens = orderedScreens(app).filter((s) => !s.segment);
  screens.sort((a, b) => Number(b.id === start?.id) - Number(a.id === start?.id));
  const routes = uniqueNames(
    screens.map((s) => s.name ?? ''),
    kebab,
    'screen',
  );
  const templates = Object.values(app.templates ?? {});
  // the components of screens and templates: apart, as a screen's module imports those of its templates
  const components = uniqueNames(
    [...screens.map((s) => s.name ?? ''), ...templates.map((t) => t.name ?? t.type ?? '')],
    pascal,
    'Screen',
  );
  const templateClasses = uniqueNames(
    templates.map((t) => t.name ?? t.type ?? ''),
    kebab,
    'template',
  );
  const templateNames = new Map(
    templates.map((t, i) => [
      t.id,
      {
        id: t.id,
        name: t.name ?? t.type ?? t.id,
        component: components[screens.length + i]!,
        className: `t-${templateClasses[i]}`,
      },
    ]),
  );
  const instances = new Map<string, Rule[]>();
  const routeOf = new Map(screens.map((s, i) => [s.id, routes[i]!]));
  const variables = tokenVariables(app);
  const exported = screens.flatMap((screen, i): ExportedScreen[] => {
    const view = screenView(app, screen.id);
    if (!view) return [];
    const screenClass = `screen-${routes[i]}`;
    const font = fontCss(view.style, 1, view.h);
    const screenCss: CssDeclarations = {
      width: view.w,
      height: view.h,
      background: cssBackground(view.style.background) ?? '#fff',
    };
    if (font.color !== undefined) screenCss.color = font.color;
    if (font.fontFamily !== undefined) screenCss.fontFamily = font.fontFamily;
    const rules: Rule[] = [{ selector: `.${screenClass}`, css: screenCss }];
    const children: Element[] = [];
    const images = view.imageUrl ? [view.imageUrl] : [];
    if (view.imageUrl)
      children.push({ tag: 'img', className: 'pl-fill pl-bg', attrs: { src: imagePath(view.imageUrl), alt: '' } });
    const drawnTypes = new Set<string>();
    const levels = headings(view.widgets);
    // error messages: shown while one of the inputs naming them is invalid
    const errorFor = new Map<string, string[]>();
    for (const input of view.widgets)
      for (const label of errorLabelsOf(input.props))
        errorFor.set(label, [...(errorFor.get(label) ?? []), fieldIdOf(classOf(input.id))]);
    const placed = new Map<string, PlacedWidget>();
    const items: LayoutItem[] = [];
    for (const widget of view.widgets) {
      if (isLogicWidget(widget.type) || hasFlag(widget, 'hidden')) continue;
      const sources = lineSources(app, screen.id, widget.id).filter((source) => source !== screen.id);
      const line = lineFor(app, sources, 'click');
      const className = classOf(widget.id);
      const errorOf = errorFor.get(widget.inherited ?? widget.id) ?? [];
      const one = widgetElement(widget, {
        className,
        go: line === undefined ? undefined : routeOf.get(line.to),
        heading: levels.get(widget.id),
        check: Boolean(line?.validation),
        errorFor: errorOf,
        iconPath,
      });
      if (one.drawn) drawnTypes.add(widget.type);
      if (widget.imageUrl) images.push(widget.imageUrl);
      for (const rule of one.rules) withTokens(app, widget, rule.css, variables);
      const template = templateNames.get(app.widgets[widget.inherited ?? widget.id]?.template ?? '');
      const own = one.rules.find((rule) => rule.selector === `.${className}`);
      if (template && own) {
        one.element.template = template.id;
        one.element.className = `${one.element.className} ${template.className}`;
        instances.set(template.id, [...(instances.get(template.id) ?? []), own]);
      }
      placed.set(widget.id, { element: one.element, rules: one.rules, className });
      items.push({ id: widget.id, box: widget.box, ...(errorOf.length ? { pinned: true } : {}) });
    }
    const layout = inferLayout({ x: 0, y: 0, w: view.w, h: view.h }, items, screenGroups(app, view.widgets));
    Object.assign(screenCss, containerCss(layout));
    // a screen laid out as a flex stack still hides while another one is shown (the static site)
    if (layout.kind === 'stack') rules.push({ selector: `.${screenClass}[hidden]`, css: { display: 'none' } });
    children.push(...layoutChildren(layout, placed, screenClass, rules).children);
    const element: Element = {
      tag: 'main',
      className: `pl-screen ${screenClass}`,
      attrs: { 'data-screen': routes[i], 'aria-label': view.name || routes[i] },
      children,
    };
    return [
      {
        id: screen.id,
        name: view.name || routes[i]!,
        route: routes[i]!,
        component: components[i]!,
        w: view.w,
        h: view.h,
        element,
        rules,
        drawnTypes: [...drawnTypes].sort(),
        images,
      },
    ];
  });
  const tokens: Rule = {
    selector: ':root',
    css: Object.fromEntries([...variables.values()].map((v) => [v.name, v.value])),
  };
  return {
    name: app.name ?? 'Prototype',
    screens: exported,
    tokens,
    templates: templateRules(templateNames, instances),
  };
}
