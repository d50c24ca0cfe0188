// The code export's element tree (a screen's markup before it is written as HTML or as JSX) and the
// two writers. An element may be bound to a value of the shared store (an input, a check box, a
// choice, a text that shows it) and may go to a screen (a link or a button).

/** A value of the export's one store: a widget's own value, or a data-binding variable's. */
export interface Binding {
  key: string;
  kind: 'text' | 'checked' | 'choice' | 'shown';
  /** what it starts with (the widget's initial value) */
  initial: string | boolean;
  /** what a `shown` text says while the value is empty (a drop-down's label before a choice) */
  fallback?: string;
}

export interface Element {
  tag: string;
  /** class names; the screen's style sheet styles them */
  className?: string;
  attrs?: Record<string, string | number | boolean | undefined>;
  children?: Node[];
  bind?: Binding;
  /** the screen (its route name) a click goes to */
  go?: string;
  /** the click goes only when the inputs of its screen pass their rules (a line with validation) */
  check?: boolean;
  /** the id of the prototype's template it is an instance of */
  template?: string;
}

export type Node = Element | string;

const VOID = new Set(['input', 'img', 'br', 'meta', 'link', 'col']);

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The element as HTML for the static site: bound values as data-bind, a button's route as data-go. */
export function toHtml(node: Node, indent = ''): string {
  if (typeof node === 'string') return escapeHtml(node);
  const attrs: Record<string, string | number | boolean | undefined> = { class: node.className, ...node.attrs };
  if (node.go !== undefined) {
    if (node.tag === 'a') attrs.href = `#/${node.go}`;
    else attrs['data-go'] = node.go;
    if (node.check) attrs['data-check'] = true;
  }
  let text: string | undefined;
  if (node.bind) {
    attrs['data-bind'] = node.bind.key;
    attrs['data-kind'] = node.bind.kind;
    const initial = node.bind.initial;
    if (node.bind.kind === 'text' && typeof initial === 'string') attrs.value = initial;
    if (node.bind.kind === 'checked') attrs.checked = initial === true;
    if (node.bind.kind === 'shown') {
      attrs['data-fallback'] = node.bind.fallback;
      text = (typeof initial === 'string' && initial) || node.bind.fallback || '';
    }
  }
  const written = Object.entries(attrs)
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`))
    .join('');
  const open = `<${node.tag}${written}>`;
  if (VOID.has(node.tag)) return `${indent}${open}`;
  if (text !== undefined) return `${indent}${open}${escapeHtml(text)}</${node.tag}>`;
  const children = node.children ?? [];
  if (children.every((child) => typeof child === 'string'))
    return `${indent}${open}${children.map((c) => toHtml(c)).join('')}</${node.tag}>`;
  const inner = children.map((child) =>
    typeof child === 'string' ? `${indent}  ${toHtml(child)}` : toHtml(child, `${indent}  `),
  );
  return `${indent}${open}\n${inner.join('\n')}\n${indent}</${node.tag}>`;
}

const JSX_NAMES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  autocomplete: 'autoComplete',
  inputmode: 'inputMode',
  minlength: 'minLength',
  maxlength: 'maxLength',
  viewbox: 'viewBox',
  'stroke-width': 'strokeWidth',
  'stroke-linecap': 'strokeLinecap',
  'stroke-linejoin': 'strokeLinejoin',
  'stroke-dasharray': 'strokeDasharray',
  'stroke-dashoffset': 'strokeDashoffset',
  'text-anchor': 'textAnchor',
  'font-size': 'fontSize',
  'dominant-baseline': 'dominantBaseline',
  'stop-color': 'stopColor',
  // an unbound check box or radio button starts checked and keeps its own state
  checked: 'defaultChecked',
};

/** A part that differs between the uses of a component, in a string of its element: it reads the component's prop `name`. */
export const propHole = (name: string) => `\uE000${name}\uE001`;
const HOLES = /\uE000([A-Za-z_$][\w$]*)\uE001/g;

/** A string as a JavaScript expression: a literal, a prop, or a template literal with the props it holds. */
function jsExpression(value: string): string {
  const parts = value.split(HOLES);
  if (parts.length === 1) return JSON.stringify(value);
  if (parts.length === 3 && parts[0] === '' && parts[2] === '') return parts[1]!;
  const literal = (text: string) => text.replace(/[\\`]|\$\{/g, (c) => `\\${c}`);
  return `\`${parts.map((part, i) => (i % 2 ? `\${${part}}` : literal(part))).join('')}\``;
}

function jsxText(text: string): string {
  // braces and angle brackets are JSX syntax: such text goes in as a string expression
  return /[{}<>&\uE000]/.test(text) || text !== text.trim() || text.includes('\n') ? `{${jsExpression(text)}}` : text;
}

/** The element as JSX for the React project: bound values read `values` and write with `set`, routes call `go`. */
export function toJsx(node: Node, indent = ''): string {
  if (typeof node === 'string') return jsxText(node);
  const attrs: string[] = [];
  const add = (name: string, value: string | number | boolean | undefined) => {
    if (value === undefined || value === false) return;
    const jsxName = JSX_NAMES[name] ?? name;
    if (value === true) attrs.push(jsxName);
    else if (typeof value === 'number') attrs.push(`${jsxName}={${value}}`);
    // a JSX attribute string takes no escapes: a value with a backslash or a quote goes in as an expression
    else if (/[\\"\uE000]/.test(value)) attrs.push(`${jsxName}={${jsExpression(value)}}`);
    else attrs.push(`${jsxName}="${value}"`);
  };
  add('class', node.className);
  for (const [name, value] of Object.entries(node.attrs ?? {})) add(name, value);
  if (node.go !== undefined) {
    const route = jsExpression(node.go);
    // a component's route is a prop its uses may leave out
    const going = /^\uE000[^\uE000]*\uE001$/.test(node.go) ? `${route} !== undefined && go(${route})` : `go(${route})`;
    if (node.tag === 'a') {
      add('href', `#/${node.go}`);
      if (node.check) attrs.push('onClick={(e) => passes(e.currentTarget) || e.preventDefault()}');
    } else if (node.check) attrs.push(`onClick={(e) => passes(e.currentTarget) && ${going}}`);
    else attrs.push(`onClick={() => ${going}}`);
  }
  let shown: string | undefined;
  const bind = node.bind;
  if (bind) {
    const key = jsExpression(bind.key);
    if (bind.kind === 'checked')
      attrs.push(`checked={values[${key}] === true}`, `onChange={(e) => set(${key}, e.target.checked)}`);
    else if (bind.kind === 'shown')
      shown = `{text(values[${key}])${bind.fallback ? ` || ${jsExpression(bind.fallback)}` : ''}}`;
    else attrs.push(`value={text(values[${key}])}`, `onChange={(e) => set(${key}, e.target.value)}`);
  }
  const open = `<${node.tag}${attrs.length ? ' ' + attrs.join(' ') : ''}`;
  if (shown !== undefined) return `${indent}${open}>${shown}</${node.tag}>`;
  const children = node.children ?? [];
  if (children.length === 0) return `${indent}${open} />`;
  if (children.every((child) => typeof child === 'string'))
    return `${indent}${open}>${children.map((c) => toJsx(c)).join('')}</${node.tag}>`;
  const inner = children.map((child) =>
    typeof child === 'string' ? `${indent}  ${toJsx(child)}` : toJsx(child, `${indent}  `),
  );
  return `${indent}${open}>\n${inner.join('\n')}\n${indent}</${node.tag}>`;
}

/** A style sheet rule: a selector and its declarations (camel-cased names, as styleCss gives them). */
export interface Rule {
  selector: string;
  css: Record<string, string | number>;
}

const UNITLESS = new Set(['opacity', 'lineHeight', 'fontWeight', 'zIndex', 'flexGrow', 'flexShrink', 'order']);

/** A CSS value as written: plain numbers are px, except for unitless properties. */
function cssValue(name: string, value: string | number): string {
  return typeof value === 'number' && !UNITLESS.has(name) && value !== 0 ? `${value}px` : String(value);
}

/** Rules as CSS text. */
export function toCss(rules: readonly Rule[]): string {
  return rules
    .filter((rule) => Object.keys(rule.css).length > 0)
    .map((rule) => {
      const body = Object.entries(rule.css)
        .map(([name, value]) => `  ${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${cssValue(name, value)};`)
        .join('\n');
      return `${rule.selector} {\n${body}\n}`;
    })
    .join('\n');
}
