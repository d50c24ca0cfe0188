// A page of a Figma file as a clipboard of our records (issue 31): each top-level frame a screen,
// text a Label, shapes and frames with a look a Box (an Image with an image fill), vectors a Vector,
// frames and groups our groups, components templates and instances their instances, prototype
// links our lines with their transition. What does not map is listed in the report, never dropped.
import { CLIPBOARD_KIND, type Clipboard } from '../editor/commands/clipboardCommands';
import type { Group } from '../model/group';
import type { Line } from '../model/line';
import type { Screen } from '../model/screen';
import type { Template } from '../model/template';
import type { Style, Widget } from '../model/widget';
import { newId } from '../ids';
import { cssColor, linearGradient, shadowOf, visiblePaints } from './figmaPaint';
import { shown, topFrames } from './figmaPages';
import type { FigmaReportCode, FigmaReportEntry } from './figmaReport';
import type { FigmaAction, FigmaFile, FigmaNode, FigmaRectangle, FigmaTransition } from './figmaTypes';

/** Image fills stand in the clipboard as `figma-image/<imageRef>` until they are uploaded. */
export const FIGMA_IMAGE_PREFIX = 'figma-image/';
/** Layers drawn as Figma renders them (a vector without its outline) stand as `figma-render/<nodeId>`. */
export const FIGMA_RENDER_PREFIX = 'figma-render/';

export interface FigmaImport {
  clipboard: Clipboard;
  report: FigmaReportEntry[];
  /** the first screen's size: a new prototype's device */
  screenSize: { w: number; h: number };
  /** the screen the prototype starts on (a new prototype marks it) */
  start?: string;
}

const SHAPES = new Set(['RECTANGLE', 'ELLIPSE']);
const CONTAINERS = new Set(['FRAME', 'GROUP', 'COMPONENT', 'COMPONENT_SET', 'INSTANCE', 'SECTION']);
const VECTORS = new Set(['VECTOR', 'BOOLEAN_OPERATION', 'STAR', 'LINE', 'REGULAR_POLYGON']);
const SKIPPED = new Set(['SLICE']);

function findNode(node: FigmaNode, id: string): FigmaNode | undefined {
  if (node.id === id) return node;
  for (const child of node.children ?? []) {
    const found = findNode(child, id);
    if (found) return found;
  }
  return undefined;
}

/** Our id for a Figma node id ("1:23", "I4:5;6:7") and a kind of record made of it. */
const idOf = (kind: string, nodeId: string) => `${kind}${nodeId.replace(/[^A-Za-z0-9]/g, '_')}`;

const TRANSITIONS: Record<string, Record<string, string>> = {
  MOVE_IN: { LEFT: 'slideLeft', RIGHT: 'slideRight', TOP: 'slideUp', BOTTOM: 'slideDown' },
  PUSH: { LEFT: 'slideLeft', RIGHT: 'slideRight', TOP: 'slideUp', BOTTOM: 'slideDown' },
  SLIDE_IN: { LEFT: 'slideLeft', RIGHT: 'slideRight', TOP: 'slideUp', BOTTOM: 'slideDown' },
};
const H_ALIGN: Record<string, string> = { CENTER: 'center', RIGHT: 'right', JUSTIFIED: 'justify' };
const V_ALIGN: Record<string, string> = { CENTER: 'middle', BOTTOM: 'bottom' };
const SWIPES: Record<string, string> = { LEFT: 'swipeLeft', RIGHT: 'swipeRight', TOP: 'swipeUp', BOTTOM: 'swipeDown' };

class PageMapper {
  readonly report: FigmaReportEntry[] = [];
  readonly widgets: Widget[] = [];
  private readonly byId = new Map<string, Widget>();
  readonly groups: Group[] = [];
  readonly lines: Line[] = [];
  readonly templates = new Map<string, Template>();
  private z = 0;
  /** Figma frame id → our screen id, for the links */
  readonly screenOf = new Map<string, string>();
  private readonly reportedComponents = new Set<string>();

  constructor(
    private readonly file: FigmaFile,
    private readonly makeId: () => string,
  ) {}

  private add(widget: Widget) {
    this.widgets.push(widget);
    this.byId.set(widget.id, widget);
  }

  note(code: FigmaReportCode, node: FigmaNode, detail?: string) {
    this.report.push({ code, layer: node.name || node.id, ...(detail ? { detail } : {}) });
  }

  screen(frame: FigmaNode, origin: { x: number; y: number }): Screen {
    const box = frame.absoluteBoundingBox!;
    const id = this.screenOf.get(frame.id)!;
    const x = box.x - origin.x;
    const y = box.y - origin.y;
    const children: string[] = [];
    const place = { dx: x - box.x, dy: y - box.y };
    for (const child of frame.children ?? []) children.push(...this.node(child, place).widgets);
    const scrolls = frame.overflowDirection?.includes('VERTICAL') ?? false;
    const bottom = scrolls
      ? Math.max(box.y + box.height, ...children.map((id) => this.byId.get(id)!).map((w) => w.y + w.h - place.dy))
      : box.y + box.height;
    const style: Style = { background: '#ffffff' };
    this.fillInto(frame, style, box);
    if (
      visiblePaints(frame.strokes).length ||
      frame.cornerRadius ||
      (frame.effects ?? []).some((e) => e.visible !== false)
    )
      this.note('frameLook', frame);
    this.reactions(frame, id);
    return {
      id,
      name: frame.name ?? frame.id,
      x,
      y,
      w: box.width,
      h: Math.round((bottom - box.y) * 100) / 100,
      children,
      props: { start: false },
      style,
    };
  }

  /** A node and what lies in it: answers its widgets' ids, and its group's id when it makes one. */
  node(node: FigmaNode, place: { dx: number; dy: number }): { widgets: string[]; group?: string } {
    if (!shown(node)) {
      this.note('hidden', node);
      return { widgets: [] };
    }
    const box = node.absoluteBoundingBox;
    if (SKIPPED.has(node.type) || !box) return { widgets: [] };
    if (node.rotation && Math.abs(node.rotation) > 0.01) this.note('rotated', node);
    if (node.type === 'TEXT') return this.leaf(node, this.label(node, box, place));
    if (SHAPES.has(node.type)) return this.leaf(node, this.box(node, box, place));
    if (VECTORS.has(node.type)) return this.leaf(node, this.vector(node, box, place));
    if (CONTAINERS.has(node.type)) return this.container(node, box, place);
    this.note('unsupportedNode', node, node.type);
    return { widgets: [] };
  }

  private leaf(node: FigmaNode, widget: Widget): { widgets: string[] } {
    this.add(widget);
    this.reactions(node, widget.id);
    return { widgets: [widget.id] };
  }

  private base(node: FigmaNode, kind: string, type: string, box: FigmaRectangle, place: { dx: number; dy: number }) {
    const widget: Widget = {
      id: idOf(kind, node.id),
      type,
      name: node.name ?? type,
      x: Math.round((box.x + place.dx) * 100) / 100,
      y: Math.round((box.y + place.dy) * 100) / 100,
      w: box.width,
      h: box.height,
      z: this.z++,
      props: {},
      style: {},
    };
    if (node.opacity !== undefined && node.opacity < 1) widget.style!.opacity = node.opacity;
    return widget;
  }

  private label(node: FigmaNode, box: FigmaRectangle, place: { dx: number; dy: number }): Widget {
    const widget = this.base(node, 'w', 'Label', box, place);
    const text = node.style ?? {};
    const style = widget.style!;
    if (text.fontFamily) style.fontFamily = text.fontFamily;
    if (text.fontSize) style.fontSize = text.fontSize;
    if (text.fontWeight) style.fontWeight = text.fontWeight;
    if (text.italic) style.fontStyle = 'italic';
    if (text.lineHeightPx) style.lineHeight = Math.round(text.lineHeightPx * 100) / 100;
    if (text.letterSpacing) style.letterSpacing = Math.round(text.letterSpacing * 100) / 100;
    if (text.textDecoration === 'UNDERLINE') style.textDecoration = 'underline';
    if (text.textDecoration === 'STRIKETHROUGH') style.textDecoration = 'line-through';
    style.textAlign = H_ALIGN[text.textAlignHorizontal ?? ''] ?? 'left';
    style.verticalAlign = V_ALIGN[text.textAlignVertical ?? ''] ?? 'top';
    const fills = visiblePaints(node.fills);
    const top = fills[fills.length - 1];
    if (top?.type === 'SOLID' && top.color) style.color = cssColor(top.color, top.opacity);
    else if (top) this.note('gradientKind', node, top.type);
    if (fills.length > 1) this.note('extraFills', node);
    if (node.characterStyleOverrides?.some((n) => n !== 0)) this.note('mixedText', node);
    this.effectsInto(node, style, false);
    widget.props = { label: node.characters ?? '' };
    return widget;
  }

  /** Fills, strokes, corners and shadows of a shape or frame into a style; answers the image fill's ref. */
  private lookInto(node: FigmaNode, style: Style, box: FigmaRectangle): string | undefined {
    const image = this.fillInto(node, style, box);
    const strokes = visiblePaints(node.strokes);
    const stroke = strokes[strokes.length - 1];
    if (stroke && node.strokeAlign && node.strokeAlign !== 'INSIDE') this.note('strokeAlign', node, node.strokeAlign);
    if (stroke && (node.strokeWeight ?? 1) > 0) {
      const color = stroke.type === 'SOLID' && stroke.color ? cssColor(stroke.color, stroke.opacity) : undefined;
      if (!color) this.note('gradientKind', node, stroke.type);
      for (const side of ['Top', 'Right', 'Bottom', 'Left']) {
        style[`border${side}Width`] = node.strokeWeight ?? 1;
        style[`border${side}Style`] = 'solid';
        style[`border${side}Color`] = color ?? '#000000';
      }
    }
    const radii =
      node.type === 'ELLIPSE'
        ? Array(4).fill(Math.min(box.width, box.height) / 2)
        : (node.rectangleCornerRadii ?? Array(4).fill(node.cornerRadius ?? 0));
    if (node.type === 'ELLIPSE' && Math.abs(box.width - box.height) > 0.5) this.note('ellipse', node);
    ['TopLeft', 'TopRight', 'BottomRight', 'BottomLeft'].forEach((corner, i) => {
      if (radii[i]) style[`border${corner}Radius`] = radii[i];
    });
    this.effectsInto(node, style, true);
    return image;
  }

  /** The topmost visible fill as background (colour, linear gradient); an image fill's ref. */
  private fillInto(node: FigmaNode, style: Style, box: FigmaRectangle): string | undefined {
    const fills = visiblePaints(node.fills);
    const top = fills[fills.length - 1];
    if (fills.length > 1) this.note('extraFills', node);
    if (!top) return undefined;
    if (top.type === 'SOLID' && top.color) style.background = cssColor(top.color, top.opacity);
    else if (top.type === 'GRADIENT_LINEAR') {
      const gradient = linearGradient(top, box);
      if (gradient) style.background = gradient;
    } else if (top.type === 'IMAGE' && top.imageRef) {
      style.backgroundImage = { url: `${FIGMA_IMAGE_PREFIX}${top.imageRef}`, w: box.width, h: box.height };
      return top.imageRef;
    } else {
      this.note('gradientKind', node, top.type);
      const first = top.gradientStops?.[0];
      if (first) style.background = cssColor(first.color, top.opacity);
    }
    return undefined;
  }

  private effectsInto(node: FigmaNode, style: Style, box: boolean) {
    const effects = (node.effects ?? []).filter((e) => e.visible !== false);
    const shadows = effects.filter((e) => e.type === 'DROP_SHADOW' || (box && e.type === 'INNER_SHADOW'));
    if (effects.some((e) => e.type.endsWith('BLUR'))) this.note('blur', node);
    if (shadows.length > 1) this.note('extraEffects', node);
    const shadow = shadows[0] && shadowOf(shadows[0]);
    if (shadow) style[box ? 'boxShadow' : 'textShadow'] = shadow;
  }

  private box(node: FigmaNode, box: FigmaRectangle, place: { dx: number; dy: number }, kind = 'w'): Widget {
    const widget = this.base(node, kind, 'Box', box, place);
    if (this.lookInto(node, widget.style!, box)) widget.type = 'Image';
    return widget;
  }

  private vector(node: FigmaNode, box: FigmaRectangle, place: { dx: number; dy: number }): Widget {
    const fills = node.fillGeometry ?? [];
    const strokes = node.strokeGeometry ?? [];
    if (fills.length + strokes.length === 0) {
      this.note('noGeometry', node, node.type);
      const picture = this.base(node, 'w', 'Image', box, place);
      picture.style!.backgroundImage = { url: `${FIGMA_RENDER_PREFIX}${node.id}`, w: box.width, h: box.height };
      return picture;
    }
    const widget = this.base(node, 'w', 'Vector', box, place);
    const paint = (paints: FigmaNode['fills']) => {
      const top = visiblePaints(paints).at(-1);
      return top?.type === 'SOLID' && top.color ? cssColor(top.color, top.opacity) : undefined;
    };
    const fill = paint(node.fills);
    const stroke = paint(node.strokes);
    if (visiblePaints(node.fills).length && !fill)
      this.note('gradientKind', node, visiblePaints(node.fills).at(-1)!.type);
    // the outline of a stroke is a filled shape in Figma's geometry
    const paths = [
      ...(fill ? fills.map((p) => ({ d: p.path, fill })) : []),
      ...(stroke ? strokes.map((p) => ({ d: p.path, fill: stroke })) : []),
    ].map((p, i) => ({ id: `p${i + 1}`, d: p.d, fill: p.fill, stroke: 'none', strokeWidth: 0 }));
    widget.props = { bbox: { w: box.width, h: box.height }, paths };
    return widget;
  }

  private container(node: FigmaNode, box: FigmaRectangle, place: { dx: number; dy: number }) {
    const ids: string[] = [];
    const groupIds: string[] = [];
    const component = node.type === 'COMPONENT' ? node.id : node.type === 'INSTANCE' ? node.componentId : undefined;
    const look: Style = {};
    if (node.type !== 'GROUP') {
      const image = this.lookInto(node, look, box);
      if (Object.keys(look).length || component) {
        const own = this.base(node, 'w', image ? 'Image' : 'Box', box, place);
        Object.assign(own.style!, look);
        if (component) this.instance(node, own, component);
        this.add(own);
        ids.push(own.id);
      }
    }
    const inside: string[] = [];
    for (const child of node.children ?? []) {
      const mapped = this.node(child, place);
      inside.push(...mapped.widgets);
      if (mapped.group) groupIds.push(mapped.group);
      else ids.push(...mapped.widgets);
    }
    if (component && (node.children ?? []).length) this.componentChildren(node, component);
    // a frame's or group's opacity fades what lies in it: each widget takes it along
    if (node.opacity !== undefined && node.opacity < 1) {
      for (const widget of inside.map((id) => this.byId.get(id)!)) {
        const style = widget.style!;
        style.opacity =
          Math.round((typeof style.opacity === 'number' ? style.opacity : 1) * node.opacity * 1000) / 1000;
      }
    }
    const hotspot = this.hotspot(node, box, place, inside.length > 0);
    if (hotspot) ids.push(hotspot);
    const all = [...ids.filter((id) => !inside.includes(id)), ...inside];
    if (ids.length + groupIds.length < 2 || all.length === 0) return { widgets: all };
    const group: Group = { id: idOf('g', node.id), name: node.name ?? node.type, children: ids, groups: groupIds };
    this.groups.push(group);
    return { widgets: all, group: group.id };
  }

  /** A click area over a frame that links somewhere and holds layers (a line leaves a widget, not a group). */
  private hotspot(node: FigmaNode, box: FigmaRectangle, place: { dx: number; dy: number }, holds: boolean) {
    const own = this.byId.get(idOf('w', node.id));
    if (!this.navigations(node).some((n) => this.target(n))) {
      this.reactions(node, own?.id ?? node.id);
      return undefined;
    }
    if (own && !holds) {
      this.reactions(node, own.id);
      return undefined;
    }
    const spot = this.base(node, 'h', 'HotSpot', box, place);
    this.add(spot);
    this.reactions(node, spot.id);
    return spot.id;
  }

  private instance(node: FigmaNode, widget: Widget, componentId: string) {
    let template = this.templates.get(componentId);
    if (!template) {
      const source = findNode(this.file.document, componentId) ?? node;
      const style: Style = {};
      if (source !== node && source.absoluteBoundingBox) this.lookInto(source, style, source.absoluteBoundingBox);
      else Object.assign(style, widget.style);
      const name = this.file.components?.[componentId]?.name ?? source.name ?? componentId;
      template = { id: this.makeId(), type: widget.type, templateType: 'Widget', name, style, props: {} };
      this.templates.set(componentId, template);
    }
    widget.template = template.id;
    const own: Style = {};
    for (const [key, value] of Object.entries(widget.style ?? {})) {
      if (JSON.stringify(template.style?.[key]) !== JSON.stringify(value)) own[key] = value;
    }
    widget.style = own;
  }

  private componentChildren(node: FigmaNode, componentId: string) {
    if (this.reportedComponents.has(componentId)) return;
    this.reportedComponents.add(componentId);
    this.note('componentChildren', node);
  }

  private navigations(node: FigmaNode): { trigger: string; action: FigmaAction }[] {
    const found: { trigger: string; action: FigmaAction }[] = [];
    for (const reaction of node.reactions ?? []) {
      const trigger = reaction.trigger?.type ?? 'ON_CLICK';
      for (const action of [...(reaction.actions ?? []), ...(reaction.action ? [reaction.action] : [])]) {
        found.push({ trigger, action });
      }
    }
    if (node.transitionNodeID && found.length === 0) {
      found.push({
        trigger: 'ON_CLICK',
        action: { type: 'NODE', destinationId: node.transitionNodeID, navigation: 'NAVIGATE' },
      });
    }
    return found;
  }

  /** Our screen a click or drag navigates to; undefined for any other interaction. */
  private target({ trigger, action }: { trigger: string; action: FigmaAction }): string | undefined {
    const navigates = action.type === 'NODE' && (action.navigation ?? 'NAVIGATE') === 'NAVIGATE';
    if (!navigates || (trigger !== 'ON_CLICK' && trigger !== 'ON_DRAG')) return undefined;
    return action.destinationId ? this.screenOf.get(action.destinationId) : undefined;
  }

  private readonly reactionsDone = new Set<string>();

  /** The node's prototype links as lines from `from`; the other interactions into the report. */
  reactions(node: FigmaNode, from: string) {
    if (this.reactionsDone.has(node.id)) return;
    this.reactionsDone.add(node.id);
    for (const navigation of this.navigations(node)) {
      const { trigger, action } = navigation;
      const to = this.target(navigation);
      if (!to) {
        this.note('interaction', node, `${trigger} ${action.navigation ?? action.type}`);
        continue;
      }
      const line: Line = { id: idOf('l', `${node.id}_${this.lines.length}`), from, to, points: [] };
      line.event = trigger === 'ON_DRAG' ? (SWIPES[action.transition?.direction ?? 'LEFT'] ?? 'swipeLeft') : 'click';
      Object.assign(line, this.transition(node, action.transition));
      this.lines.push(line);
    }
  }

  private transition(node: FigmaNode, transition: FigmaTransition | null | undefined) {
    if (!transition) return {};
    const duration = Math.round((transition.duration ?? 0.3) * 1000);
    if (transition.type === 'DISSOLVE') return { animation: 'fadeIn', duration };
    const kind = TRANSITIONS[transition.type]?.[transition.direction ?? 'LEFT'];
    if (kind) return { animation: kind, duration };
    this.note('transition', node, transition.type);
    return { animation: 'fadeIn', duration };
  }
}

/**
 * The page `pageId` of a file as a clipboard (the screens placed as the frames lie on the page,
 * the top-left one at 0, 0) and the report of what could not be imported as it is.
 */
export function mapFigmaPage(file: FigmaFile, pageId: string, makeId: () => string = newId): FigmaImport {
  const page = (file.document.children ?? []).find((p) => p.id === pageId && p.type === 'CANVAS');
  if (!page) throw new Error(`no page ${pageId}`);
  const mapper = new PageMapper(file, makeId);
  const frames = topFrames(page);
  for (const frame of frames) mapper.screenOf.set(frame.id, idOf('s', frame.id));
  for (const node of page.children ?? []) {
    if (!frames.includes(node)) mapper.note(shown(node) ? 'outsideFrame' : 'hidden', node, node.type);
  }
  const origin = {
    x: Math.min(...frames.map((f) => f.absoluteBoundingBox!.x)),
    y: Math.min(...frames.map((f) => f.absoluteBoundingBox!.y)),
  };
  const screens = frames.map((frame) => mapper.screen(frame, origin));
  const startNode = page.flowStartingPoints?.[0]?.nodeId ?? page.prototypeStartNodeID ?? frames[0]?.id;
  const start = startNode ? mapper.screenOf.get(startNode) : undefined;
  const first = frames[0]?.absoluteBoundingBox;
  return {
    clipboard: {
      kind: CLIPBOARD_KIND,
      screens,
      widgets: mapper.widgets,
      loose: [],
      lines: mapper.lines,
      groups: mapper.groups,
      templates: [...mapper.templates.values()],
      designtokens: [],
    },
    report: mapper.report,
    screenSize: { w: first?.width ?? 375, h: first?.height ?? 667 },
    ...(start ? { start } : {}),
  };
}
