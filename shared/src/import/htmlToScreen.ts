// A measured HTML page (htmlSnapshot.ts) turned into one screen of our widgets, at the measured
// places, in the page's colours, fonts, borders, corners, shadows and paddings. Form controls map
// by type, text to Labels, pictures to Images, SVG to icons, tables to Tables, styled containers to
// Boxes. What has no widget of its own becomes a Box or a Label and is listed in the report.
import type { Style, Widget } from '../model/widget';
import type { Screen } from '../model/screen';
import { newId } from '../ids';
import { copyJson } from '../editor/edit';
import { widgetDefaults } from '../widgets/palette';
import { CLIPBOARD_KIND, type Clipboard } from '../editor/commands/clipboardCommands';
import type { HtmlNode, HtmlSnapshot } from './htmlSnapshot';
import { backgroundPicture, boxStyle, hasBoxLook, isShown, textStyle } from './htmlStyle';
import { color } from './cssValues';

/** An element without a widget of its own, and what stands in for it. */
export interface UnmappedElement {
  tag: string;
  name: string;
  as: string;
}

export interface HtmlImportReport {
  /** how many widgets of each type the screen holds */
  widgets: Record<string, number>;
  unmapped: UnmappedElement[];
}

export interface ImportedScreen<Report> {
  clip: Clipboard;
  report: Report;
}

/** Elements that only lay out or mark up what they hold: unstyled, they make no widget. */
const LAYOUT_TAGS = new Set(
  (
    'html body div section main header footer nav article aside form fieldset legend ul ol li dl dt dd span p ' +
    'h1 h2 h3 h4 h5 h6 blockquote small strong b i em u s a label figure figcaption caption picture center ' +
    'address details summary time mark code pre abbr cite q sub sup br wbr #text thead tbody tfoot tr td th ' +
    'hgroup search menu output data var kbd samp del ins'
  ).split(' '),
);

const TEXT_FIELDS = new Set([
  'text',
  'email',
  'search',
  'tel',
  'url',
  'number',
  'date',
  'time',
  'datetime-local',
  'month',
  'week',
]);
const BUTTON_INPUTS = new Set(['submit', 'button', 'reset']);
const NAME_LENGTH = 40;

function shortName(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > NAME_LENGTH ? `${clean.slice(0, NAME_LENGTH - 1)}…` : clean;
}

/** The text an element shows: its own, or that of its text runs. */
function textOf(node: HtmlNode): string {
  if (node.text) return node.text;
  return (node.children ?? []).map(textOf).filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
}

/** `label[for]` texts by the id they name. */
function labelsById(root: HtmlNode): Map<string, string> {
  const labels = new Map<string, string>();
  const visit = (node: HtmlNode) => {
    const target = node.attrs?.for;
    if (node.tag === 'label' && target) labels.set(target, textOf(node));
    node.children?.forEach(visit);
  };
  visit(root);
  return labels;
}

class ScreenBuilder {
  readonly widgets: Widget[] = [];
  readonly report: HtmlImportReport = { widgets: {}, unmapped: [] };

  constructor(private readonly labels: Map<string, string>) {}

  add(type: string, node: HtmlNode, name: string, props: Record<string, unknown>, style: Style): Widget {
    const defaults = widgetDefaults(type);
    const widget: Widget = {
      id: newId(),
      type,
      name: shortName(name) || type,
      x: Math.round(node.box.x),
      y: Math.round(node.box.y),
      w: Math.max(1, Math.round(node.box.w)),
      h: Math.max(1, Math.round(node.box.h)),
      z: this.widgets.length,
      props: { ...copyJson(defaults?.props ?? {}), ...props },
      style: { ...copyJson(defaults?.style ?? {}), ...style },
    };
    this.widgets.push(widget);
    this.report.widgets[type] = (this.report.widgets[type] ?? 0) + 1;
    return widget;
  }

  /** The name of a form control: its aria label, its label, its hint, its name or id. */
  fieldName(node: HtmlNode, label: string | undefined): string {
    const a = node.attrs ?? {};
    return (
      a['aria-label'] ||
      (a.id && this.labels.get(a.id)) ||
      label ||
      a.placeholder ||
      a.title ||
      a.name ||
      a.id ||
      node.tag
    );
  }

  visit(node: HtmlNode, label: string | undefined): void {
    if (!isShown(node)) return;
    if (this.control(node, label)) return;
    const text = node.text?.trim();
    const known = LAYOUT_TAGS.has(node.tag);
    const picture = backgroundPicture(node);
    if (picture && !text) {
      this.add(
        'Image',
        node,
        node.attrs?.['aria-label'] || node.attrs?.id || 'Image',
        {},
        {
          ...boxStyle(node),
          backgroundImage: { url: picture },
        },
      );
    } else if (text) {
      this.add('Label', node, text, { label: text }, { ...boxStyle(node), ...textStyle(node) });
      if (!known) this.report.unmapped.push({ tag: node.tag, name: shortName(text), as: 'Label' });
    } else if ((hasBoxLook(node) || !known) && node.box.w > 0 && node.box.h > 0) {
      const name = node.attrs?.['aria-label'] || node.attrs?.id || node.attrs?.role || node.tag;
      this.add('Box', node, name, {}, boxStyle(node));
      if (!known) this.report.unmapped.push({ tag: node.tag, name: shortName(name), as: 'Box' });
    }
    // a label names the controls inside it; one without `for` names the control after it too
    let inner = node.tag === 'label' ? textOf(node) : label;
    for (const child of node.children ?? []) {
      this.visit(child, inner);
      if (child.tag === 'label' && !child.attrs?.for && child.text) inner = child.text;
      else if (child.tag !== '#text') inner = node.tag === 'label' ? textOf(node) : label;
    }
  }

  /** Form controls, buttons, pictures, icons, tables and rules; false for anything else. */
  control(node: HtmlNode, label: string | undefined): boolean {
    const a = node.attrs ?? {};
    const style = { ...boxStyle(node), ...textStyle(node) };
    switch (node.tag) {
      case 'input':
        return this.input(node, label, style);
      case 'textarea':
        this.add('TextArea', node, this.fieldName(node, label), fieldProps(node), style);
        return true;
      case 'select': {
        const options = node.options ?? [];
        const selected = options[node.selectedIndex ?? 0] ?? '';
        const props = { label: selected || a.placeholder || '', options, selected };
        this.add('DropDown', node, this.fieldName(node, label), props, style);
        return true;
      }
      case 'button': {
        const text = textOf(node);
        this.add('Button', node, text || a['aria-label'] || a.title || 'Button', { label: text }, style);
        return true;
      }
      case 'a': {
        const text = textOf(node);
        if (!hasBoxLook(node) || !text) return false;
        this.add('Button', node, text, { label: text }, style);
        return true;
      }
      case 'img': {
        const name = a.alt || a.title || a.src?.split('/').pop() || 'Image';
        this.add('Image', node, name, {}, { ...boxStyle(node), ...(a.src ? { backgroundImage: { url: a.src } } : {}) });
        return true;
      }
      case 'svg': {
        const name = a['aria-label'] || a.title || a.id || 'Icon';
        const stroke = color(node.style?.color);
        this.add('SVGIcon', node, name, { svg: node.svg ?? '' }, stroke ? { color: stroke } : {});
        return true;
      }
      case 'table':
        return this.table(node, style);
      case 'hr': {
        const line = boxStyle(node);
        this.add(
          'Box',
          node,
          'Divider',
          {},
          { ...line, background: line.background ?? line.borderTopColor ?? '#cccccc' },
        );
        return true;
      }
      default:
        return false;
    }
  }

  input(node: HtmlNode, label: string | undefined, style: Style): boolean {
    const a = node.attrs ?? {};
    const type = (a.type ?? 'text').toLowerCase();
    const name = this.fieldName(node, label);
    const checked = a.checked !== undefined;
    if (type === 'hidden') return true;
    if (type === 'password') this.add('Password', node, name, fieldProps(node), style);
    else if (type === 'checkbox' && a.role === 'switch') this.add('Switch', node, name, { checked }, style);
    else if (type === 'checkbox') this.add('CheckBox', node, name, { checked }, style);
    else if (type === 'radio')
      this.add('RadioBox', node, name, { checked, ...(a.name ? { formGroup: a.name } : {}) }, style);
    else if (type === 'range') {
      const min = Number(a.min ?? 0);
      const max = Number(a.max ?? 100);
      const value = Number(a.value ?? (min + max) / 2);
      this.add('HSlider', node, name, { min, max, value }, {});
    } else if (BUTTON_INPUTS.has(type)) {
      const text = a.value || (type === 'reset' ? 'Reset' : 'Submit');
      this.add('Button', node, text, { label: text }, style);
    } else if (TEXT_FIELDS.has(type)) this.add('TextBox', node, name, fieldProps(node), style);
    else {
      this.add('TextBox', node, name, fieldProps(node), style);
      this.report.unmapped.push({ tag: `input type=${type}`, name: shortName(name), as: 'TextBox' });
    }
    return true;
  }

  table(node: HtmlNode, style: Style): boolean {
    const rows = node.rows ?? [];
    const columns = Math.max(1, ...rows.map((r) => r.length));
    const data = rows.map((row) => Array.from({ length: columns }, (_, i) => row[i] ?? ''));
    const props = { data, widths: Array.from({ length: columns }, () => 100), borderStyle: 'HLines' };
    const name = node.attrs?.['aria-label'] || node.attrs?.id || rows[0]?.join(', ') || 'Table';
    this.add('Table', node, name, props, { ...style, checkBox: false });
    return true;
  }
}

/** A text field's props: its value, or its hint shown as such. */
function fieldProps(node: HtmlNode): Record<string, unknown> {
  const a = node.attrs ?? {};
  const value = a.value ?? node.text ?? '';
  if (value) return { label: value, placeholder: false };
  return { label: a.placeholder ?? '', placeholder: true };
}

/** A measured page as one screen (at 0, 0; widgets at their page places) and what could not be mapped. */
export function htmlToScreen(snapshot: HtmlSnapshot, name = 'Page'): ImportedScreen<HtmlImportReport> {
  const builder = new ScreenBuilder(labelsById(snapshot.root));
  const rootStyle = boxStyle(snapshot.root);
  for (const child of snapshot.root.children ?? []) builder.visit(child, undefined);
  const screen: Screen = {
    id: newId(),
    name: shortName(snapshot.title || name) || name,
    x: 0,
    y: 0,
    w: Math.round(snapshot.w),
    h: Math.round(snapshot.h),
    children: builder.widgets.map((w) => w.id),
    props: { start: false },
    style: { background: rootStyle.background ?? color(snapshot.background) ?? '#ffffff' },
  };
  const clip: Clipboard = {
    kind: CLIPBOARD_KIND,
    screens: [screen],
    widgets: builder.widgets,
    loose: [],
    lines: [],
    groups: [],
    templates: [],
    designtokens: [],
  };
  return { clip, report: builder.report };
}
