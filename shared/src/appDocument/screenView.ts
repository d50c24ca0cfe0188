import type { App } from '../model/app';
import type { Style, Widget } from '../model/widget';
import type { Box } from './box';
import { resolveScreenWidgets } from './inheritance';
import { decodeTextEscapes } from './textEscapes';
import { resolveWidgetStyle } from './widgetStyle';

const INTERACTION_STATES = ['hover', 'focus', 'error', 'active'] as const;
export type InteractionState = (typeof INTERACTION_STATES)[number];

export interface WidgetView {
  /** the id events name: the widget's, or "<master>@<screen>" for an inherited copy */
  id: string;
  /** the master widget's id for an inherited copy */
  inherited?: string;
  type: string;
  /** the designer's name for it, when it says more than its type (the player's fallback accessible name) */
  name?: string;
  /** relative to the screen's top-left corner */
  box: Box;
  z: number;
  style: Style;
  /** resolved style changes per interaction state; only states the widget has */
  states: Partial<Record<InteractionState, Style>>;
  text: string | null;
  /** as stored: an uploaded image's path relative to the image store, or an absolute URL */
  imageUrl: string | null;
  /** icon font class, e.g. "mdi mdi-close" */
  icon: string | null;
  props: Record<string, unknown>;
}

export interface ScreenView {
  id: string;
  name: string;
  w: number;
  h: number;
  style: Style;
  imageUrl: string | null;
  /** bottom first */
  widgets: WidgetView[];
}

/**
 * Everything a renderer needs to draw a screen, with inheritance, templates and design tokens
 * applied. The one DOM renderer (render/, @protolab/render) draws this for every view.
 */
export function screenView(app: App, screenId: string): ScreenView | undefined {
  const screen = app.screens[screenId];
  if (!screen) return undefined;
  const style = { ...screen.style };
  return {
    id: screen.id,
    name: screen.name ?? '',
    w: screen.w,
    h: screen.h,
    style,
    imageUrl: imageUrlOf(style),
    widgets: resolveScreenWidgets(app, screenId).map((widget) => cachedWidgetView(app, widget, screen.x, screen.y)),
  };
}

/** A widget's view and what else it was made from: the document's templates and tokens, and the screen's corner. */
interface CachedView {
  templates: App['templates'];
  designtokens: App['designtokens'];
  x: number;
  y: number;
  view: WidgetView;
}

const views = new WeakMap<Widget, CachedView>();

/**
 * The view of a widget record, made once for as long as the record and what it depends on stay the
 * same objects (edits copy what they change): an edit of one widget, or a paste onto a screen,
 * leaves the other widgets' views as they were, so a renderer can skip drawing them again.
 */
function cachedWidgetView(app: App, widget: Widget, x: number, y: number): WidgetView {
  const hit = views.get(widget);
  if (hit && hit.templates === app.templates && hit.designtokens === app.designtokens && hit.x === x && hit.y === y) {
    return hit.view;
  }
  const view = widgetView(app, widget, x, y);
  views.set(widget, { templates: app.templates, designtokens: app.designtokens, x, y, view });
  return view;
}

function widgetView(app: App, widget: Widget, originX: number, originY: number): WidgetView {
  const style = resolveWidgetStyle(app, widget);
  const states: WidgetView['states'] = {};
  for (const state of INTERACTION_STATES) {
    const resolved = resolveWidgetStyle(app, widget, state);
    if (Object.keys(resolved).length) states[state] = resolved;
  }
  const props = { ...widget.props };
  const label = props.label;
  return {
    id: widget.id,
    ...(widget.inherited === undefined ? {} : { inherited: widget.inherited }),
    type: widget.type,
    ...(widget.name && widget.name !== widget.type ? { name: widget.name } : {}),
    box: { x: widget.x - originX, y: widget.y - originY, w: widget.w, h: widget.h },
    z: widget.z ?? 0,
    style,
    states,
    // decoded on read too: a quant-ux client's edit may bring a new escaped label after the import
    text: typeof label === 'string' || typeof label === 'number' ? decodeTextEscapes(String(label)) : null,
    imageUrl: imageUrlOf(style),
    icon: typeof style.icon === 'string' && style.icon ? style.icon : null,
    props,
  };
}

function imageUrlOf(style: Style): string | null {
  const image = style.backgroundImage;
  if (typeof image === 'object' && image !== null && 'url' in image && typeof image.url === 'string') return image.url;
  return null;
}
