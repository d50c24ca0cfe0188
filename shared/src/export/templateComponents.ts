// One React component per template: its instances' elements laid over each other, what they have
// alike written in the component, what differs (a text, a class, a route, a bound value) a prop each
// instance passes. Instances built otherwise (a heading where the others are paragraphs) stay inline.
import type { ExportedTemplate } from './templateClasses';
import { propHole, type Element, type Node } from './markup';

type Value = string | number | boolean | undefined;

export interface TemplateComponent {
  template: ExportedTemplate;
  /** the component's element, holes where instances differ */
  shape: Element;
  /** each prop, its TypeScript type, and whether an instance may leave it out */
  props: Array<{ name: string; type: string; optional: boolean }>;
}

/** How an element is built, apart from its strings and its route: instances alike in this share a component. */
function build(node: Node): string {
  if (typeof node === 'string') return 's';
  const attrs = Object.entries(node.attrs ?? {}).map(([key, value]) => `${key}:${typeof value}`);
  const bind = node.bind ? `${node.bind.kind}${node.bind.fallback === undefined ? '' : '+'}` : '';
  return `<${node.tag} ${attrs.join(' ')} ${node.check ? 'check' : ''} ${bind}>${(node.children ?? [])
    .map(build)
    .join('')}</>`;
}

const camel = (name: string) =>
  ({ for: 'htmlFor', class: 'className' })[name] ?? name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** The instances' elements as one shape, and the props each instance passes. */
function generalize(elements: readonly Element[]): { shape: Element; props: Array<Record<string, Value>> } {
  const props = elements.map((): Record<string, Value> => ({}));
  const names: Array<[string, Value[]]> = [];
  // a differing value becomes a prop; values alike in every instance to another prop's read that prop
  const hole = (base: string, values: Value[]): string => {
    const same = names.find(([, known]) => known.every((v, i) => v === values[i]));
    if (same) return propHole(same[0]);
    let name = base;
    for (let n = 2; names.some(([taken]) => taken === name); n++) name = `${base}${n}`;
    names.push([name, values]);
    values.forEach((value, i) => (props[i]![name] = value));
    return propHole(name);
  };
  const one = <T extends Value>(base: string, values: T[]): T | string =>
    values.every((v) => v === values[0]) ? values[0]! : hole(base, values);
  const classes = (values: Array<string | undefined>): string | undefined => {
    const lists = values.map((v) => (v ?? '').split(' ').filter(Boolean));
    const common = lists[0]!.filter((c) => lists.every((list) => list.includes(c)));
    const own = lists.map((list) => list.filter((c) => !common.includes(c)).join(' '));
    if (own.every((o) => o === '')) return values[0];
    return [...common, hole('className', own)].join(' ');
  };
  const shapeOf = (nodes: readonly Node[]): Node => {
    if (typeof nodes[0] === 'string') return one('text', nodes as string[]);
    const els = nodes as Element[];
    const first = els[0]!;
    const shape: Element = { tag: first.tag };
    const className = classes(els.map((e) => e.className));
    if (className !== undefined) shape.className = className;
    if (first.attrs)
      shape.attrs = Object.fromEntries(
        Object.keys(first.attrs).map((key) => [
          key,
          one(
            camel(key),
            els.map((e) => e.attrs?.[key]),
          ),
        ]),
      );
    // a route some instances have and others not: a prop they may leave out
    if (els.some((e) => e.go !== undefined))
      shape.go = one(
        'to',
        els.map((e) => e.go),
      );
    if (first.check) shape.check = true;
    if (first.bind) {
      const fallback =
        first.bind.fallback === undefined
          ? {}
          : {
              fallback: one(
                'fallback',
                els.map((e) => e.bind!.fallback!),
              ),
            };
      shape.bind = {
        ...first.bind,
        key: one(
          'valueKey',
          els.map((e) => e.bind!.key),
        ),
        ...fallback,
      };
    }
    if (first.children) shape.children = first.children.map((_, i) => shapeOf(els.map((e) => e.children![i]!)));
    return shape;
  };
  const shape = shapeOf(elements) as Element;
  return { shape, props };
}

/** A prop's type from its values; a use leaves out one that is false or undefined (JSX writes neither). */
function propOf(name: string, values: Value[]) {
  const types = [...new Set(values.filter((v) => v !== undefined).map((v) => typeof v))].sort();
  return { name, type: types.join(' | ') || 'undefined', optional: values.some((v) => v === undefined || v === false) };
}

/**
 * The components of the templates and the screens' elements using them: for each template, the
 * instances built alike the most of them are (the first ones on ties) become uses of its component.
 */
export function templateComponents(
  templates: readonly ExportedTemplate[],
  screens: readonly Element[],
): { components: TemplateComponent[]; screens: Element[] } {
  const byTemplate = new Map(templates.map((t) => [t.id, t]));
  const found = new Map<string, Element[]>();
  const collect = (node: Node) => {
    if (typeof node === 'string') return;
    if (node.template !== undefined && byTemplate.has(node.template))
      found.set(node.template, [...(found.get(node.template) ?? []), node]);
    else node.children?.forEach(collect);
  };
  screens.forEach(collect);
  const uses = new Map<Element, Element>();
  const components = [...found].map(([id, instances]): TemplateComponent => {
    const template = byTemplate.get(id)!;
    const builds = new Map<string, Element[]>();
    for (const instance of instances) builds.set(build(instance), [...(builds.get(build(instance)) ?? []), instance]);
    const alike = [...builds.values()].reduce((a, b) => (b.length > a.length ? b : a));
    const { shape, props } = generalize(alike);
    alike.forEach((instance, i) => uses.set(instance, { tag: template.component, attrs: props[i] }));
    const names = Object.keys(props[0] ?? {});
    return {
      template,
      shape,
      props: names.map((name) =>
        propOf(
          name,
          props.map((p) => p[name]),
        ),
      ),
    };
  });
  const replace = (node: Node): Node => {
    if (typeof node === 'string') return node;
    const use = uses.get(node);
    if (use) return use;
    return node.children ? { ...node, children: node.children.map(replace) } : node;
  };
  return { components, screens: screens.map((screen) => replace(screen) as Element) };
}
