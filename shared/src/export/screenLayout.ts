// A screen's inferred layout (layoutInference) as elements and style rules: a stack is a flex
// container with its gap, alignment and padding, its children flow in it (kept in their place by
// margins where the gap and alignment do not place them); a layer places its children absolutely.
import type { CssDeclarations } from '../appDocument/styleCss';
import type { LayoutNode, Placed } from './layoutInference';
import type { Element, Rule } from './markup';

/** A widget as exported: its element, its rules and the class of its box (whose rule places it). */
export interface PlacedWidget {
  element: Element;
  rules: Rule[];
  className: string;
}

type Parent = { kind: 'layer'; x: number; y: number } | { kind: 'stack'; direction: 'row' | 'column'; placed: Placed };

const ALIGN = { start: 'flex-start', center: 'center', end: 'flex-end' } as const;

/** Where a node lies in its parent: absolutely in a layer; in the flow of a stack, with its margins. */
function placement(node: LayoutNode, parent: Parent): CssDeclarations {
  if (parent.kind === 'layer') return { position: 'absolute', left: node.box.x - parent.x, top: node.box.y - parent.y };
  const column = parent.direction === 'column';
  const { before, across } = parent.placed;
  const css: CssDeclarations = { position: 'relative', flex: 'none' };
  if (before !== 0) css[column ? 'marginTop' : 'marginLeft'] = before;
  if (across !== undefined) {
    css.alignSelf = 'flex-start';
    if (across !== 0) css[column ? 'marginLeft' : 'marginTop'] = across;
  }
  return css;
}

/** A container's own declarations (its size, and a stack's flex). */
export function containerCss(node: LayoutNode): CssDeclarations {
  const size: CssDeclarations = { width: node.box.w, height: node.box.h };
  if (node.kind !== 'stack') return size;
  const { top, right, bottom, left } = node.padding;
  return {
    display: 'flex',
    flexDirection: node.direction,
    alignItems: ALIGN[node.align],
    ...(node.gap ? { gap: node.gap } : {}),
    ...(top || right || bottom || left ? { padding: `${top}px ${right}px ${bottom}px ${left}px` } : {}),
    ...size,
  };
}

/**
 * The children of a container `node` (the screen's, or a stack's or layer's) with the rules that
 * place them; a widget's own rule takes its place (its left and top give way in a stack). Containers
 * are named `<prefix>-<kind>-<n>`.
 */
export function layoutChildren(
  node: LayoutNode,
  widgets: ReadonlyMap<string, PlacedWidget>,
  prefix: string,
  rules: Rule[] = [],
): { children: Element[]; rules: Rule[] } {
  let count = 0;
  const place = (child: LayoutNode, parent: Parent): Element => {
    if (child.kind === 'item') {
      const widget = widgets.get(child.id)!;
      const own = widget.rules.find((rule) => rule.selector === `.${widget.className}`);
      if (own) {
        const { left: _left, top: _top, ...rest } = own.css;
        // a widget's box is absolutely placed already (.pl-widget)
        const { position: _position, ...at } = placement(child, parent);
        own.css = { ...rest, ...(parent.kind === 'layer' ? at : placement(child, parent)) };
      }
      rules.push(...widget.rules);
      return widget.element;
    }
    const className = `${prefix}-${child.kind === 'stack' ? child.direction : 'layer'}-${++count}`;
    const rule: Rule = { selector: `.${className}`, css: { ...placement(child, parent), ...containerCss(child) } };
    rules.push(rule);
    return { tag: 'div', className, children: inner(child) };
  };
  const inner = (container: LayoutNode): Element[] => {
    if (container.kind === 'item') return [];
    const origin = { kind: 'layer' as const, x: container.box.x, y: container.box.y };
    if (container.kind === 'layer') return container.children.map((child) => place(child, origin));
    const backdrop = container.backdrop === undefined ? [] : [place(itemOf(container.backdrop, container), origin)];
    const flowing = container.children.map((placed) =>
      place(placed.node, { kind: 'stack', direction: container.direction, placed }),
    );
    return [...backdrop, ...flowing];
  };
  return { children: inner(node), rules };
}

/** The backdrop of a stack as an item filling its box. */
const itemOf = (id: string, stack: LayoutNode): LayoutNode => ({ kind: 'item', id, box: stack.box });
