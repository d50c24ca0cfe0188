// One widget of an exported screen as an element and its style rules, drawn as the player draws it
// (render/WidgetBox.tsx and the type's renderer) with the web's own elements: buttons are `button`,
// links `a`, text inputs `input` with a `label`, drop-downs a `select` over the drawn field, check
// boxes an `input` inside a `label`. Sizes are design px (the export draws at scale 1).
import { boxWrapsText, textApartFromBox } from '../appDocument/textPlacement';
import { boxCss, fontCss, textCss, styleText, type CssDeclarations } from '../appDocument/styleCss';
import type { WidgetView } from '../appDocument/screenView';
import type { Style } from '../model/widget';
import { boundVariable } from '../simulator/dataBinding';
import { validationRuleOf, type ValidationRule } from '../simulator/validation';
import { initialValue, optionsOf } from '../simulator/formState';
import { widgetSpec } from '../widgets/registry';
import { numberOf } from '../widgets/values';
import type { Element, Node, Rule } from './markup';
import { CHARTS, chartWidget } from './widgets/charts';
import { nameOf, placeCss, storeKey } from './widgets/frame';
import { progressFill } from './widgets/progress';
import { sliderWidget } from './widgets/slider';
import { tableWidget } from './widgets/table';
import { timelineWidget } from './widgets/timeline';

export interface WidgetContext {
  /** the class name of the widget's box (its parts add suffixes) */
  className: string;
  /** the route of the screen a click on it goes to */
  go: string | undefined;
  /** the Label is a heading of this level */
  heading: 1 | 2 | undefined;
  /** the click goes only when the screen's inputs pass their rules */
  check: boolean;
  /** the ids of the input fields whose error message this widget is (shown while one is invalid) */
  errorFor: string[];
  /** the SVG path of an icon by its stored name ("mdi mdi-cart"); undefined when not known */
  iconPath(icon: string | null): string | undefined;
}

export interface ExportedWidget {
  element: Element;
  rules: Rule[];
  /** a type the web has no element for: drawn with SVG or CSS of its own (hasOwnDrawing), else as a plain styled box with its text */
  drawn: boolean;
}

const BUTTONS = new Set(['Button', 'ButtonSlow', 'IconButton']);
const TEXT_FIELDS = new Set(['TextBox', 'Password', 'SearchBox', 'TextArea', 'InlineEdit', 'TypeAheadTextBox']);
const CHECKS = new Set(['CheckBox', 'LabeledCheckBox']);
const SELECTS = new Set(['DropDown', 'HoverDropDown', 'MobileDropDown']);
/** the types with a drawing of their own (their files under widgets/) */
const OWN_DRAWINGS: Record<string, (view: WidgetView, context: WidgetContext) => ExportedWidget> = {
  Table: tableWidget,
  Timeline: timelineWidget,
  HSlider: sliderWidget,
};
/** Whether the export draws this type with SVG or CSS of its own, as the player draws it (charts, the timeline, sliders). */
export function hasOwnDrawing(type: string): boolean {
  return type in OWN_DRAWINGS || CHARTS.has(type) || type === 'ProgressBar';
}

/** the types drawn as a styled box with their text, the way the player draws them (no part of their own) */
const PLAIN = new Set(['Box', 'Container', 'Label', 'HotSpot', 'Border', 'WebLink', 'Icon', ...BUTTONS]);

/** The widget's box and text as the player's WidgetBox draws them: [outer, inner wrapper or undefined]. */
function frameCss(view: WidgetView, style: Style = view.style): [CssDeclarations, CssDeclarations | undefined] {
  const textStyle = textApartFromBox(view.type, style) ? { ...style, textDecoration: undefined } : style;
  const text = textCss(textStyle, 1, view.box.h, widgetSpec(view.type)?.centered === true);
  const { opacity, ...look } = boxCss(style, 1);
  const opacityCss: CssDeclarations = opacity === undefined ? {} : { opacity };
  if (boxWrapsText(view.type, style)) {
    const { padding, ...placement } = text;
    return [
      { ...placeCss(view), ...placement, ...opacityCss },
      { ...look, padding },
    ];
  }
  return [{ ...placeCss(view), ...look, ...opacityCss, ...text }, undefined];
}

/** The text of a box: wrapped as the player wraps a Label's box around it. */
function boxChildren(view: WidgetView, wrap: CssDeclarations | undefined, className: string, rules: Rule[]): Node[] {
  // a widget bound to a variable shows its value once it has one, as in the player
  const variable = boundVariable(view.props);
  const shown: Element | undefined = variable
    ? {
        tag: 'span',
        className: 'pl-text',
        bind: { key: variable, kind: 'shown', initial: '', fallback: view.text ?? '' },
      }
    : undefined;
  const text: Node[] = shown
    ? [shown]
    : view.text
      ? [{ tag: 'span', className: 'pl-text', children: [view.text] }]
      : [];
  if (!wrap) return text;
  rules.push({ selector: `.${className}-box`, css: wrap });
  return [{ tag: 'div', className: `pl-text-box ${className}-box`, children: text }];
}

/** An icon as inline SVG, `size` px square, in the text's colour; named when nothing around it names it. */
function iconSvg(view: WidgetView, size: number, path: string | undefined, named: boolean): Element {
  return {
    tag: 'svg',
    className: 'pl-icon',
    attrs: {
      width: size,
      height: size,
      viewbox: '0 0 24 24',
      ...(named ? { role: 'img', 'aria-label': nameOf(view) } : { 'aria-hidden': 'true' }),
    },
    children: path ? [{ tag: 'path', attrs: { d: path, fill: 'currentColor' } }] : [],
  };
}

function plainBox(view: WidgetView, context: WidgetContext): ExportedWidget {
  const [outer, wrap] = frameCss(view);
  const rules: Rule[] = [{ selector: `.${context.className}`, css: outer }];
  let children = boxChildren(view, wrap, context.className, rules);
  const className = `pl-widget ${context.className}`;
  const acting = BUTTONS.has(view.type) || context.go !== undefined;
  const path = context.iconPath(view.icon);
  if (view.type === 'Icon') children = [iconSvg(view, view.box.h, path, !acting)];
  if (view.type === 'ProgressBar') children = [progressFill(view, context.className, rules)];
  if (view.type === 'IconButton') {
    // the icon before the label, as tall as 1.4 lines of text (the player's IconButton)
    const fontSize = Number(view.style.fontSize) || 14;
    rules.push({ selector: `.${context.className}-row`, css: { gap: 6 } });
    children = [
      {
        tag: 'span',
        className: `pl-row ${context.className}-row`,
        children: [iconSvg(view, fontSize * 1.4, path, false), ...children],
      },
    ];
  }
  let element: Element;
  if (BUTTONS.has(view.type)) {
    const named = view.text ? {} : { 'aria-label': nameOf(view) };
    element = { tag: 'button', className, attrs: { type: 'button', ...named }, children, go: context.go };
  } else if (context.go !== undefined) {
    element = { tag: 'a', className, attrs: view.text ? {} : { 'aria-label': nameOf(view) }, children, go: context.go };
  } else if (view.type === 'Label' && view.text) {
    element = { tag: context.heading ? `h${context.heading}` : 'p', className, children };
  } else if (view.imageUrl) {
    element = {
      tag: 'div',
      className,
      children: [
        { tag: 'img', className: 'pl-fill pl-bg', attrs: { src: imagePath(view.imageUrl), alt: nameOf(view) } },
      ],
    };
  } else element = { tag: 'div', className, children };
  return { element, rules, drawn: !PLAIN.has(view.type) && !view.imageUrl };
}

/** Where an image of the prototype is in the export. */
export function imagePath(url: string): string {
  return /^(https?:|data:)/.test(url) ? url : `images/${url.replace(/[^\w.-]+/g, '_')}`;
}

function textField(view: WidgetView, context: WidgetContext): ExportedWidget {
  const [outer] = frameCss(view);
  const id = fieldIdOf(context.className);
  const hint = hintOf(view);
  const value = initialValue(view);
  const multiline = view.type === 'TextArea';
  const input: Element = {
    tag: multiline ? 'textarea' : 'input',
    className: 'pl-input',
    attrs: {
      id,
      ...(multiline
        ? {}
        : { type: view.type === 'Password' ? 'password' : view.type === 'SearchBox' ? 'search' : 'text' }),
      placeholder: hint,
      autocomplete: 'off',
    },
    bind: { key: storeKey(view), kind: 'text', initial: typeof value === 'string' ? value : '' },
  };
  const label: Element = { tag: 'label', className: 'pl-sr', attrs: { for: id }, children: [hint ?? nameOf(view)] };
  return {
    element: { tag: 'div', className: `pl-widget ${context.className}`, children: [label, input] },
    rules: [{ selector: `.${context.className}`, css: outer }],
    drawn: false,
  };
}

function hintOf(view: WidgetView): string | undefined {
  const { placeholder, placeholderLabel } = view.props;
  if (typeof placeholderLabel === 'string' && placeholderLabel) return placeholderLabel;
  if (typeof placeholder === 'string' && placeholder) return placeholder;
  if (placeholder === true) return view.text ?? undefined;
  return undefined;
}

/** A size from the style (a positive number), else `fallback`, never above `max` (as the player's choice marks). */
function sizeOf(style: Style, key: string, fallback: number, max = Infinity): number {
  const value = numberOf(style[key]);
  return Math.min(max, value !== undefined && value > 0 ? value : fallback);
}

function checkBox(view: WidgetView, context: WidgetContext): ExportedWidget {
  const style = view.style;
  const labelled = view.type === 'LabeledCheckBox';
  const name = context.className;
  const rules: Rule[] = [];
  const outerCss = labelled
    ? {
        ...placeCss(view),
        ...fontCss(style, 1, view.box.h),
        ...(style.opacity === undefined ? {} : { opacity: numberOf(style.opacity) ?? 1 }),
      }
    : frameCss(view)[0];
  rules.push({ selector: `.${name}`, css: { ...outerCss, alignItems: 'center', cursor: 'pointer' } });
  const box = labelled ? sizeOf(style, 'boxHeight', view.box.h, view.box.h) : Math.min(view.box.w, view.box.h);
  const { opacity: _opacity, ...look } = boxCss(style, 1);
  rules.push({
    selector: `.${name}-mark`,
    css: labelled ? { ...look, width: box, height: box } : { width: '100%', height: '100%' },
  });
  const color = styleText(style.colorButton) ?? styleText(style.color) ?? '#333333';
  const tick: Element = {
    tag: 'svg',
    attrs: { width: '100%', height: '100%', viewbox: '0 0 24 24', 'aria-hidden': 'true' },
    children: [
      {
        tag: 'path',
        attrs: {
          d: 'M4 12.5l5.5 5.5L20 6',
          fill: 'none',
          stroke: color,
          'stroke-width': 2.4,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        },
      },
    ],
  };
  const value = initialValue(view);
  const input: Element = {
    tag: 'input',
    className: 'pl-sr',
    attrs: { id: fieldIdOf(name), type: 'checkbox', ...(labelled && view.text ? {} : { 'aria-label': nameOf(view) }) },
    bind: { key: storeKey(view), kind: 'checked', initial: value === true },
  };
  const children: Node[] = [input, { tag: 'span', className: `pl-mark ${name}-mark`, children: [tick] }];
  if (labelled) {
    rules.push({ selector: `.${name}-label`, css: { marginLeft: sizeOf(style, 'boxMarginRight', 8), minWidth: 0 } });
    children.push({ tag: 'span', className: `${name}-label`, children: [view.text ?? ''] });
  }
  return { element: { tag: 'label', className: `pl-widget ${name}`, children }, rules, drawn: false };
}

const CARET_WIDTH = 40;

function select(view: WidgetView, context: WidgetContext): ExportedWidget {
  const style = view.style;
  const name = context.className;
  const [outer] = frameCss(view);
  const options = optionsOf(view);
  const value = initialValue(view);
  const chosen = typeof value === 'string' ? value : '';
  const id = fieldIdOf(name);
  const caretWidth = Math.min(CARET_WIDTH, view.box.w / 3);
  const rules: Rule[] = [
    { selector: `.${name}`, css: { ...outer, alignItems: 'center' } },
    {
      selector: `.${name}-caret`,
      css: {
        flex: 'none',
        alignSelf: 'stretch',
        width: caretWidth,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        ...(styleText(style.caretBackground) ? { background: styleText(style.caretBackground)! } : {}),
        ...(styleText(style.caretColor) ? { color: styleText(style.caretColor)! } : {}),
      },
    },
  ];
  const caret: Element = {
    tag: 'span',
    className: `${name}-caret`,
    attrs: { 'aria-hidden': 'true' },
    children: [
      {
        tag: 'svg',
        className: 'pl-caret',
        attrs: { width: '0.75em', height: '0.75em', viewbox: '0 0 12 12' },
        children: [{ tag: 'path', attrs: { d: 'M1.5 3.5h9L6 9z', fill: 'currentColor' } }],
      },
    ],
  };
  const key = storeKey(view);
  const field: Element = {
    tag: 'select',
    className: 'pl-select',
    attrs: { id },
    bind: { key, kind: 'choice', initial: chosen },
    children: [
      { tag: 'option', attrs: { value: '', disabled: true, hidden: true }, children: [view.text ?? ''] },
      ...options.map((option): Element => ({ tag: 'option', attrs: { value: option }, children: [option] })),
    ],
  };
  const shown: Element = {
    tag: 'span',
    className: 'pl-one-line',
    attrs: { 'aria-hidden': 'true' },
    bind: { key, kind: 'shown', initial: chosen, fallback: view.text || options[0] || '' },
  };
  const label: Element = { tag: 'label', className: 'pl-sr', attrs: { for: id }, children: [nameOf(view)] };
  return {
    element: { tag: 'div', className: `pl-widget ${name}`, children: [label, shown, caret, field] },
    rules,
    drawn: false,
  };
}

/** The id of a widget's input field (its label's `for`, an error message's `data-error-for`). */
export const fieldIdOf = (className: string) => `${className}-field`;

const RED_BORDER: Style = Object.fromEntries(
  ['Top', 'Right', 'Bottom', 'Left'].flatMap((side) => [
    [`border${side}Width`, 2],
    [`border${side}Color`, '#d32f2f'],
    [`border${side}Style`, 'solid'],
  ]),
);

function bound(value: number | string | undefined): number | undefined {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * A validation rule as the browser's own constraints, checked as the player checks it: required,
 * an email with a dot in its domain, a phone number, a whole or decimal number, a pattern found
 * anywhere in the text, and a text's length.
 */
function constraints(rule: ValidationRule, multiline: boolean): Record<string, string | number | boolean> {
  const attrs: Record<string, string | number | boolean> = {};
  if (rule.required) attrs.required = true;
  const numeric = rule.type === 'int' || rule.type === 'number';
  if (rule.type === 'email') Object.assign(attrs, { type: 'email', pattern: '\\s*[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*' });
  else if (rule.type === 'phone')
    Object.assign(attrs, { type: 'tel', pattern: '\\s*\\+?[\\d\\s\\(\\)\\.\\/\\-]{5,}\\s*' });
  else if (rule.type === 'int') Object.assign(attrs, { inputmode: 'numeric', pattern: '\\s*-?\\d+\\s*' });
  else if (rule.type === 'number') Object.assign(attrs, { inputmode: 'decimal', pattern: '\\s*-?\\d+([.,]\\d+)?\\s*' });
  else if (rule.pattern && !multiline) attrs.pattern = `[\\s\\S]*(?:${rule.pattern})[\\s\\S]*`;
  if (!numeric) {
    const min = bound(rule.min);
    const max = bound(rule.max);
    if (min !== undefined) attrs.minlength = min;
    if (max !== undefined) attrs.maxlength = max;
  }
  return attrs;
}

/** The widget as an element with its rules; an input with a rule takes its constraints and its error look. */
export function widgetElement(view: WidgetView, context: WidgetContext): ExportedWidget {
  const own = OWN_DRAWINGS[view.type] ?? (CHARTS.has(view.type) ? chartWidget : undefined);
  const made = own
    ? own(view, context)
    : TEXT_FIELDS.has(view.type)
      ? textField(view, context)
      : CHECKS.has(view.type)
        ? checkBox(view, context)
        : SELECTS.has(view.type)
          ? select(view, context)
          : plainBox(view, context);
  const element = made.element;
  if (view.type !== 'LabeledCheckBox') made.rules.push(...stateRules(view, context.className));
  if (context.go !== undefined && context.check) element.check = true;
  if (context.errorFor.length > 0)
    element.attrs = { ...element.attrs, 'data-error-for': context.errorFor.join(' '), hidden: true };
  const rule = validationRuleOf(view.props);
  const field = findField(element);
  if (rule && field) {
    // a typed text takes every constraint; a check box, a choice or a password must be given (or not)
    const typed = field.tag === 'textarea' || field.attrs?.type === 'text' || field.attrs?.type === 'search';
    const own = typed ? constraints(rule, field.tag === 'textarea') : rule.required ? { required: true } : {};
    field.attrs = { ...field.attrs, ...own };
    const { opacity: _opacity, ...look } = boxCss({ ...view.style, ...(view.states.error ?? RED_BORDER) }, 1);
    made.rules.push({ selector: `.${context.className}.pl-invalid`, css: look });
  }
  return made;
}

/** The player's order of the interaction states (a later one wins) and the selectors that mean them. */
const STATES = [
  ['hover', ':hover'],
  ['focus', ':focus-within'],
  ['active', ':active'],
] as const;

/** The widget's hover, focus and active looks: the declarations that differ from its own. */
function stateRules(view: WidgetView, className: string): Rule[] {
  const [base, baseWrap] = frameCss(view);
  return STATES.flatMap(([state, selector]): Rule[] => {
    const changes = view.states[state];
    if (!changes) return [];
    const [outer, wrap] = frameCss(view, { ...view.style, ...changes });
    const differing = (css: CssDeclarations, from: CssDeclarations | undefined) =>
      Object.fromEntries(Object.entries(css).filter(([key, value]) => from?.[key] !== value));
    const rules: Rule[] = [{ selector: `.${className}${selector}`, css: differing(outer, base) }];
    if (wrap) rules.push({ selector: `.${className}${selector} .${className}-box`, css: differing(wrap, baseWrap) });
    return rules;
  });
}

function findField(node: Element): Element | undefined {
  if (['input', 'select', 'textarea'].includes(node.tag)) return node;
  for (const child of node.children ?? []) {
    if (typeof child === 'string') continue;
    const found = findField(child);
    if (found) return found;
  }
  return undefined;
}
