import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { textLayout, type Style } from '@protolab/shared';
import { boxCss, num, str } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { treeOf, visibleNodes, type TreeNode } from './treeNodes';

export const frame = 'bare';

/** The chosen node without an active style of its own. */
const CHOSEN_FALLBACK: Style = { background: 'rgba(59, 49, 196, 0.12)' };

function Chevron({ open, size }: { open: boolean; size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden style={{ flex: 'none' }}>
      <path
        d={open ? 'M6 9l6 6 6-6' : 'M9 6l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth={2.5}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Nested nodes with expanders; every node starts expanded. The chosen node, drawn in the active
 * style, is the value as a one-item list of its label. Each node draws the box style (the tree
 * itself has no fill), indented by its depth.
 */
export default function Tree({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(() => new Set());
  const [focus, setFocus] = useState<number | null>(null);
  const moved = useRef(false);
  const items = useRef(new Map<number, HTMLElement>());
  const roots = treeOf(view.props.data);
  const shown = visibleNodes(roots, collapsed);
  const chosen = Array.isArray(value) && value.length > 0 ? String(value[0]) : null;
  const leavesOnly = view.props.selectOnlyLeaves === true;

  useEffect(() => {
    if (!moved.current || focus === null) return;
    moved.current = false;
    items.current.get(focus)?.focus();
  }, [focus]);

  const active = view.states.active ?? {};
  // the active style of the moment (the tree is pressed) is for the chosen node only
  const resting: Style = { ...style, ...Object.fromEntries(Object.keys(active).map((k) => [k, view.style[k]])) };
  const layout = textLayout(style, view.box.h, false);
  const icon = layout.fontSize * scale;
  const gap = (num(style.iconMarginRight) ?? 4) * scale;
  const nodeCss = (node: TreeNode, isChosen: boolean): CSSProperties => {
    const own: Style = isChosen
      ? { ...resting, ...(Object.keys(active).length > 0 ? active : CHOSEN_FALLBACK) }
      : resting;
    const { top, right, bottom, left } = layout.padding;
    return {
      ...boxCss({ ...own, opacity: undefined }, scale),
      color: str(own.color),
      display: 'flex',
      alignItems: 'center',
      gap,
      boxSizing: 'border-box',
      padding: `${top * scale}px ${right * scale}px ${bottom * scale}px ${left * scale + node.level * (icon + gap)}px`,
      cursor: interactive ? 'pointer' : undefined,
      outlineOffset: -2 * scale,
    };
  };

  const toggle = (id: number) =>
    setCollapsed((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const choose = (node: TreeNode) => {
    if (leavesOnly && node.children.length > 0) toggle(node.id);
    else if (node.label !== chosen) onValue([node.label]);
  };
  const current = shown.find((n) => n.id === focus) ?? shown.find((n) => n.label === chosen) ?? shown[0];
  const go = (node: TreeNode | undefined) => {
    if (!node) return;
    moved.current = true;
    setFocus(node.id);
  };
  const onKey = (e: KeyboardEvent, node: TreeNode) => {
    const at = shown.indexOf(node);
    const open = node.children.length > 0 && !collapsed.has(node.id);
    const keys: Record<string, () => void> = {
      ArrowDown: () => go(shown[at + 1]),
      ArrowUp: () => go(shown[at - 1]),
      Home: () => go(shown[0]),
      End: () => go(shown.at(-1)),
      ArrowRight: () => (open ? go(node.children[0]) : node.children.length > 0 && toggle(node.id)),
      ArrowLeft: () => (open ? toggle(node.id) : go(shown.find((n) => n.id === node.parent))),
      Enter: () => choose(node),
      ' ': () => choose(node),
    };
    const act = keys[e.key];
    if (!act) return;
    e.preventDefault();
    act();
  };

  return (
    <div className="pl-fill" role="tree" style={{ overflow: 'hidden' }}>
      {shown.map((node) => {
        const isChosen = chosen !== null && node.label === chosen;
        const parent = node.children.length > 0;
        const open = parent && !collapsed.has(node.id);
        return (
          <div
            key={node.id}
            ref={(el) => void (el ? items.current.set(node.id, el) : items.current.delete(node.id))}
            role="treeitem"
            aria-level={node.level + 1}
            aria-expanded={parent ? open : undefined}
            aria-selected={isChosen}
            tabIndex={interactive ? (node === current ? 0 : -1) : undefined}
            style={nodeCss(node, isChosen)}
            onClick={
              interactive
                ? (e) => {
                    setFocus(node.id);
                    // the expander only opens and closes; the rest of the row chooses
                    if ((e.target as Element).closest('[data-expander]')) toggle(node.id);
                    else choose(node);
                  }
                : undefined
            }
            onKeyDown={interactive ? (e) => onKey(e, node) : undefined}
          >
            {parent ? (
              <span data-expander style={{ display: 'flex' }}>
                <Chevron open={open} size={icon} />
              </span>
            ) : (
              <span style={{ width: icon, flex: 'none' }} />
            )}
            <span>{node.label}</span>
          </div>
        );
      })}
    </div>
  );
}
