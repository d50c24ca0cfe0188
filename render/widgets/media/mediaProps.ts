// Readers and small helpers the media renderers share (a .ts file: not loaded as a widget type).
// The props are read as the specs in shared/src/widgets/media read them.
import type { CSSProperties } from 'react';
import { textOf, type Style, type WidgetView } from '@protolab/shared';
import { fontCss } from '../../styleCss';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface NavigationItem {
  label: string;
  icon: string | null;
}

/** `props.navigation` (`{label, icon, to, selected}`), or `props.options` when it has none. */
export function navigationItems(props: Record<string, unknown>): NavigationItem[] {
  if (Array.isArray(props.navigation)) {
    return props.navigation.filter(isRecord).map((item) => ({
      label: textOf(item.label),
      icon: typeof item.icon === 'string' && item.icon !== '' ? item.icon : null,
    }));
  }
  return Array.isArray(props.options) ? props.options.map((o) => ({ label: textOf(o), icon: null })) : [];
}

/** An absolute http(s) address, or undefined (no javascript:, data: or relative addresses). */
export function webAddress(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value.trim())) return undefined;
  try {
    return new URL(value.trim()).href;
  } catch {
    return undefined;
  }
}

/**
 * The style without the hover, focus and active changes of the moment: for types that show those
 * states on one of their parts (the item under the mouse, the chosen one) instead of on the whole box.
 */
export function restingStyle(view: WidgetView, style: Style): Style {
  const resting: Style = { ...style };
  for (const state of ['hover', 'focus', 'active'] as const) {
    for (const key of Object.keys(view.states[state] ?? {})) {
      if (key in view.style) resting[key] = view.style[key];
      else delete resting[key];
    }
  }
  return resting;
}

/** The resolved font size in CSS px, for parts sized relative to the text. */
export function fontPx(style: Style, scale: number, boxHeight: number): number {
  return parseFloat(String(fontCss(style, scale, boxHeight).fontSize)) || 14 * scale;
}

/** `n` wrapped into 0…count-1. */
export function wrapIndex(n: number, count: number): number {
  return count > 0 ? ((Math.trunc(n) % count) + count) % count : 0;
}

/** A button that looks like nothing of its own: its content and the inline style draw it. */
export const PLAIN_BUTTON: CSSProperties = {
  appearance: 'none',
  margin: 0,
  padding: 0,
  borderWidth: 0,
  background: 'transparent',
  color: 'inherit',
  fontFamily: 'inherit',
  fontSize: 'inherit',
  fontWeight: 'inherit',
  lineHeight: 'inherit',
  letterSpacing: 'inherit',
  cursor: 'pointer',
};
