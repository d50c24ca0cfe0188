// The screens an API description becomes: a start screen listing the resources, and for each
// resource a list (a Table of its main fields), a detail screen and a form whose inputs are bound
// to variables, so the detail shows what the form took. Links: start → list → detail → form → list
// (the form's Save checks its inputs first). The result is a Clipboard, pasted as one command.
import { CLIPBOARD_KIND, type Clipboard } from '../editor/commands/clipboardCommands';
import { SCREEN_GAP } from '../editor/commands/placement';
import { newApp, type App } from '../model/app';
import { newLine, type Line } from '../model/line';
import { newScreen, type Screen } from '../model/screen';
import type { Widget } from '../model/widget';
import { paletteWidget } from '../widgets/paletteWidget';
import { withErrorLabels } from '../simulator/errorMessages';
import { apiFields, mainFields, type ApiField } from './openApiFields';
import type { ApiOperationKind, ApiResource } from './openApiResources';

/** The generated prototype's own words, in the designer's language. */
export interface ApiScreenTexts {
  start: string;
  list: (name: string) => string;
  detail: (name: string) => string;
  form: (name: string) => string;
  add: string;
  edit: string;
  save: string;
  back: string;
  invalid: string;
}

const MARGIN = 16;
const TITLE_H = 32;
const BUTTON_H = 40;
const ROW_H = 36;
const SAMPLE_ROWS = 3;
const ERROR_COLOR = '#c62828';

/** Widgets of one screen, placed top-down at canvas positions. */
class ScreenBuilder {
  readonly widgets: Widget[] = [];
  y = MARGIN;
  constructor(readonly screen: Screen) {}

  add(
    type: string,
    box: { x: number; w: number; h: number; y?: number },
    name: string,
    props: Record<string, unknown> = {},
    style: Record<string, unknown> = {},
  ): Widget {
    const widget = paletteWidget(
      type,
      { x: this.screen.x + box.x, y: this.screen.y + (box.y ?? this.y) },
      this.widgets.length,
    );
    widget.w = box.w;
    widget.h = box.h;
    widget.name = name;
    widget.props = { ...widget.props, ...props };
    widget.style = { ...widget.style, ...style };
    this.widgets.push(widget);
    this.screen.children.push(widget.id);
    if (box.y === undefined) this.y += box.h;
    return widget;
  }

  title(text: string): void {
    this.add(
      'Label',
      { x: MARGIN, w: this.screen.w - 2 * MARGIN, h: TITLE_H },
      text,
      { label: text },
      { fontSize: 20, fontWeight: 600 },
    );
    this.y += MARGIN;
  }

  /** Grows the screen to hold what is on it (it scrolls in the player). */
  fit(): void {
    this.screen.h = Math.max(this.screen.h, this.y + MARGIN);
  }
}

interface ResourceScreens {
  list?: ScreenBuilder;
  detail?: ScreenBuilder;
  form?: ScreenBuilder;
}

function variableOf(resource: ApiResource, field: ApiField): string {
  return `${resource.key.replace(/\//g, '.')}.${field.name}`;
}

function inputProps(field: ApiField, variable: string): Record<string, unknown> {
  const props: Record<string, unknown> = { label: field.label, databinding: { default: variable } };
  if (field.options) {
    props.options = field.options;
    props.selected = field.input === 'CheckBoxGroup' ? [] : field.input === 'Spinner' ? field.options[0] : '';
  }
  if (field.input === 'Switch') props.checked = false;
  if (field.validation) props.validation = field.validation;
  return props;
}

function inputHeight(field: ApiField, fallback: number): number {
  if (field.options && (field.input === 'RadioGroup' || field.input === 'CheckBoxGroup'))
    return field.options.length * 30 + 2;
  return fallback;
}

function buildForm(b: ScreenBuilder, resource: ApiResource, fields: ApiField[], texts: ApiScreenTexts): void {
  const width = b.screen.w - 2 * MARGIN;
  b.title(texts.form(resource.name));
  for (const field of fields.filter((f) => !f.readOnly)) {
    b.add(
      'Label',
      { x: MARGIN, w: width, h: 20 },
      field.label,
      { label: field.label },
      { fontSize: 13, color: '#555555' },
    );
    b.y += 4;
    const probe = paletteWidget(field.input, { x: 0, y: 0 }, 0);
    const w = field.input === 'Switch' ? probe.w : field.input === 'Spinner' ? 140 : width;
    const input = b.add(
      field.input,
      { x: MARGIN, w, h: inputHeight(field, probe.h) },
      field.label,
      inputProps(field, variableOf(resource, field)),
    );
    if (field.validation) {
      b.y += 2;
      const error = b.add(
        'Label',
        { x: MARGIN, w: width, h: 18 },
        `${field.label}: ${texts.invalid}`,
        { label: texts.invalid },
        { fontSize: 12, color: ERROR_COLOR },
      );
      input.props = withErrorLabels(input.props ?? {}, [error.id]);
    }
    b.y += 12;
  }
}

function buildDetail(b: ScreenBuilder, resource: ApiResource, fields: ApiField[], texts: ApiScreenTexts): void {
  const width = b.screen.w - 2 * MARGIN;
  b.title(texts.detail(resource.name));
  for (const field of fields) {
    b.add(
      'Label',
      { x: MARGIN, w: width, h: 18 },
      field.label,
      { label: field.label },
      { fontSize: 12, color: '#777777' },
    );
    const value = { label: field.sample, databinding: { default: variableOf(resource, field) } };
    b.add('Label', { x: MARGIN, w: width, h: 24 }, `${field.label} value`, value, { fontSize: 16 });
    b.y += 10;
  }
}

function buildList(b: ScreenBuilder, resource: ApiResource, fields: ApiField[], texts: ApiScreenTexts): Widget {
  const width = b.screen.w - 2 * MARGIN;
  b.title(texts.list(resource.name));
  const columns = mainFields(fields, b.screen.w >= 600 ? 5 : 3);
  const shown = columns.length ? columns : [{ label: resource.name, sample: resource.name } as ApiField];
  const data = [
    shown.map((f) => f.label),
    ...Array.from({ length: SAMPLE_ROWS }, (_, row) =>
      shown.map((f) => (f.name === 'id' ? String(row + 1) : f.sample)),
    ),
  ];
  const table = b.add(
    'Table',
    { x: MARGIN, w: width, h: ROW_H * (SAMPLE_ROWS + 1) },
    resource.name,
    {
      data,
      widths: shown.map(() => 100),
    },
    { checkBox: false },
  );
  b.y += MARGIN;
  return table;
}

/** The screens' buttons at their foot, one beside the other, from the right. */
function footButtons(b: ScreenBuilder, labels: string[]): Widget[] {
  const w = 110;
  const y = b.y;
  const buttons = labels.map((label, i) =>
    b.add('Button', { x: b.screen.w - MARGIN - (labels.length - i) * (w + 8) + 8, y, w, h: BUTTON_H }, label, {
      label,
    }),
  );
  b.y += BUTTON_H;
  return buttons;
}

export interface ApiImportChoice {
  /** the operations (ApiOperation.id) the designer picked; a resource without any makes no screens */
  operations: ReadonlySet<string>;
  screenSize: { w: number; h: number };
  texts: ApiScreenTexts;
}

/** The screens, widgets and lines of the picked resources' operations, as a clipboard to paste. */
export function openApiClipboard(resources: readonly ApiResource[], choice: ApiImportChoice): Clipboard {
  const { w, h } = choice.screenSize;
  const { texts } = choice;
  const screens: ScreenBuilder[] = [];
  const lines: Line[] = [];
  const link = (from: Widget | undefined, to: ScreenBuilder | undefined, validation = false) => {
    if (from && to)
      lines.push(newLine({ from: from.id, to: to.screen.id, ...(validation ? { validation: { all: true } } : {}) }));
  };
  const start = new ScreenBuilder(newScreen({ name: texts.start, x: 0, y: 0, w, h }));
  start.title(texts.start);
  screens.push(start);
  let rowY = 0;
  for (const resource of resources) {
    const picked = new Set<ApiOperationKind>(
      resource.operations.filter((op) => choice.operations.has(op.id)).map((op) => op.kind),
    );
    if (picked.size === 0) continue;
    const fields = apiFields(resource.schema);
    const made: ResourceScreens = {};
    let column = 1;
    const screen = (name: string) => {
      const b = new ScreenBuilder(newScreen({ name, x: column++ * (w + SCREEN_GAP), y: rowY, w, h }));
      screens.push(b);
      return b;
    };
    if (picked.has('list')) made.list = screen(texts.list(resource.name));
    if (picked.has('detail')) made.detail = screen(texts.detail(resource.name));
    if (picked.has('create') || picked.has('update')) made.form = screen(texts.form(resource.name));
    const table = made.list && buildList(made.list, resource, fields, texts);
    if (made.detail) buildDetail(made.detail, resource, fields, texts);
    if (made.form) buildForm(made.form, resource, fields, texts);
    const home = made.list ?? made.detail ?? made.form;
    const button = start.add('Button', { x: MARGIN, w: w - 2 * MARGIN, h: BUTTON_H }, resource.name, {
      label: resource.name,
    });
    start.y += 8;
    link(button, home);
    if (made.list) {
      const [back, add] = footButtons(
        made.list,
        made.form && picked.has('create') ? [texts.back, texts.add] : [texts.back],
      );
      link(back, start);
      link(add, made.form);
      link(table, made.detail ?? made.form);
    }
    if (made.detail) {
      const [back, edit] = footButtons(made.detail, made.form ? [texts.back, texts.edit] : [texts.back]);
      link(back, made.list ?? start);
      link(edit, made.form);
    }
    if (made.form) {
      const [back, save] = footButtons(made.form, [texts.back, texts.save]);
      link(back, made.list ?? made.detail ?? start);
      link(save, made.list ?? made.detail ?? start, true);
    }
    for (const b of [made.list, made.detail, made.form]) b?.fit();
    rowY += Math.max(...[made.list, made.detail, made.form].map((b) => b?.screen.h ?? 0)) + SCREEN_GAP;
  }
  start.fit();
  return {
    kind: CLIPBOARD_KIND,
    screens: screens.map((b) => b.screen),
    widgets: screens.flatMap((b) => b.widgets),
    loose: [],
    lines,
    groups: [],
    templates: [],
    designtokens: [],
  };
}

/** A new prototype of an import's screens ("New prototype from API"), its start screen first and starting it. */
export function openApiApp(clip: Clipboard, base: Partial<App>): App {
  const byId = <T extends { id: string }>(records: T[]) => Object.fromEntries(records.map((r) => [r.id, r]));
  const [start, ...others] = clip.screens;
  const screens = start ? [{ ...start, props: { ...start.props, start: true } }, ...others] : [];
  return newApp({ ...base, screens: byId(screens), widgets: byId(clip.widgets), lines: byId(clip.lines) });
}
