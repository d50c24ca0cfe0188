// One screen as the renderer draws it (screenView: masters, templates and tokens resolved), with
// what the rules ask of it: which widgets are drawn and act, and the colours behind each.
import type { App } from '../model/app';
import type { Box } from '../appDocument/box';
import { screenView, type ScreenView, type WidgetView } from '../appDocument/screenView';
import { textLayout } from '../appDocument/textLayout';
import { hasFlag } from '../model/widgetFlags';
import { isLogicWidget } from '../simulator/logic';
import { widgetSpec } from '../widgets/registry';
import { BLACK, composite, parseColour, WHITE, type Rgba } from './colour';
import { CAPTIONED_FIELDS, isActing } from './widgetKinds';

/** A gradient's stops beyond this many are not all kept (the worst of a few is as telling). */
const MAX_COLOURS = 8;

export interface ScannedWidget {
  view: WidgetView;
  /** the stored record the view draws (a master's widget for an inherited copy) */
  recordId: string;
  /** acts when used: a button, an input, or a widget a line starts from */
  acting: boolean;
}

/** How the text a widget shows is drawn, and where its colour comes from. */
export interface ShownText {
  fontSize: number;
  bold: boolean;
  colour: Rgba | undefined;
  /** the style key the colour is set by (what a fix changes) */
  colourKey: 'color' | 'labelColor';
  /** drawn over what lies behind the widget (a caption) rather than over the widget's own fill */
  overBackdrop: boolean;
}

export interface ScreenScan {
  app: App;
  view: ScreenView;
  /** drawn widgets, bottom first */
  widgets: ScannedWidget[];
  /** colours behind a widget (under its own fill); undefined when an image or an unknown colour lies there */
  backdrop(widget: ScannedWidget): Rgba[] | undefined;
  /** the widget's own fill over its backdrop */
  fill(widget: ScannedWidget): Rgba[] | undefined;
  text(widget: ScannedWidget): ShownText | undefined;
}

/** The colours a stored background gives: one, a gradient's stops, none (transparent); undefined for an image or a value not understood. */
function backgroundColours(value: unknown, opacity: number): Rgba[] | undefined {
  if (value === undefined || value === null || value === '') return [];
  const stops =
    typeof value === 'object' && Array.isArray((value as { colors?: unknown }).colors)
      ? (value as { colors: Array<{ c?: unknown }> }).colors.map((stop) => stop.c)
      : [value];
  const colours: Rgba[] = [];
  for (const stop of stops.slice(0, MAX_COLOURS)) {
    const colour = parseColour(stop);
    if (!colour) return undefined;
    colours.push({ ...colour, a: colour.a * opacity });
  }
  return colours;
}

/** `layer` drawn over each of `under` (opaque), every pairing kept up to MAX_COLOURS. */
function over(layer: Rgba[], under: Rgba[]): Rgba[] {
  if (layer.length === 0) return under;
  if (layer.every((c) => c.a >= 1)) return layer;
  const result: Rgba[] = [];
  for (const top of layer) for (const bottom of under) result.push(composite(top, bottom));
  return result.slice(0, MAX_COLOURS);
}

const contains = (outer: Box, inner: Box) =>
  outer.x <= inner.x &&
  outer.y <= inner.y &&
  outer.x + outer.w >= inner.x + inner.w &&
  outer.y + outer.h >= inner.y + inner.h;

const opacityOf = (view: WidgetView) => {
  const value = Number(view.style.opacity ?? 1);
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 1;
};

const hasImage = (view: WidgetView) => view.imageUrl !== null;

function isBold(weight: unknown): boolean {
  if (weight === 'bold' || weight === 'bolder') return true;
  const number = Number(weight);
  return Number.isFinite(number) && number >= 700;
}

export function scanScreen(app: App, screenId: string): ScreenScan | undefined {
  const view = screenView(app, screenId);
  if (!view) return undefined;
  const linked = new Set(Object.values(app.lines).map((line) => line.from));
  const widgets: ScannedWidget[] = view.widgets
    .filter((w) => !isLogicWidget(w.type) && !hasFlag(w, 'hidden'))
    .map((w) => ({
      view: w,
      recordId: w.inherited ?? w.id,
      acting: isActing(w.type) || linked.has(w.id) || (w.inherited !== undefined && linked.has(w.inherited)),
    }));
  const screenFill = view.imageUrl
    ? undefined
    : backgroundColours(view.style.background ?? '#ffffff', 1)?.map((c) => (c.a < 1 ? composite(c, WHITE) : c));
  const screenColour = parseColour(view.style.color) ?? BLACK;
  const backdrops = new Map<ScannedWidget, Rgba[] | undefined>();
  const fills = new Map<ScannedWidget, Rgba[] | undefined>();

  const ownLayer = (widget: ScannedWidget) =>
    hasImage(widget.view)
      ? undefined
      : backgroundColours(widget.view.style.background ?? widget.view.style.backgroundColor, opacityOf(widget.view));

  const backdrop = (widget: ScannedWidget): Rgba[] | undefined => {
    if (backdrops.has(widget)) return backdrops.get(widget);
    // the widgets below that hold it whole, bottom first, each drawn over the last
    let colours = screenFill?.length ? screenFill : screenFill && [WHITE];
    const index = widgets.indexOf(widget);
    for (let i = 0; i < index && colours; i++) {
      const below = widgets[i];
      if (!contains(below.view.box, widget.view.box)) continue;
      const layer = ownLayer(below);
      colours = layer && over(layer, colours);
    }
    backdrops.set(widget, colours);
    return colours;
  };

  const fill = (widget: ScannedWidget): Rgba[] | undefined => {
    if (fills.has(widget)) return fills.get(widget);
    const under = backdrop(widget);
    const layer = ownLayer(widget);
    const colours = under && layer && over(layer, under);
    fills.set(widget, colours);
    return colours;
  };

  const text = ({ view: w }: ScannedWidget): ShownText | undefined => {
    if (w.text === null || w.text.trim() === '' || w.props.placeholder === true) return undefined;
    const caption = CAPTIONED_FIELDS.has(w.type);
    const size = caption ? Number(w.style.labelFontSize) : NaN;
    const fontSize = Number.isFinite(size)
      ? size
      : textLayout(w.style, w.box.h, widgetSpec(w.type)?.centered ?? false).fontSize;
    const given = caption ? (w.style.labelColor ?? w.style.color) : w.style.color;
    const parsed = given === undefined ? screenColour : parseColour(given);
    return {
      fontSize,
      bold: isBold(w.style.fontWeight),
      colour: parsed && { ...parsed, a: parsed.a * opacityOf(w) },
      colourKey: caption ? 'labelColor' : 'color',
      overBackdrop: caption,
    };
  };

  return { app, view, widgets, backdrop, fill, text };
}
