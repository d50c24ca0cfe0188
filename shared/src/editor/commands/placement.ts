// Where things are and where new ones go: a widget's screen, the top of a screen's stack, a free place for a screen.
import type { App } from '../../model/app';

/** The screen a widget lies on. */
export function screenOf(doc: App, widgetId: string): string | undefined {
  for (const screen of Object.values(doc.screens)) if (screen.children.includes(widgetId)) return screen.id;
  return undefined;
}

/** The screen of every widget on one, at once: `screenOf` for a whole document. */
export function widgetScreens(doc: Pick<App, 'screens'>): Map<string, string> {
  const screens = new Map<string, string>();
  for (const screen of Object.values(doc.screens))
    for (const child of screen.children) if (!screens.has(child)) screens.set(child, screen.id);
  return screens;
}

/** One above the topmost widget of the screen. */
export function topZ(doc: App, screenId: string): number {
  const zs = (doc.screens[screenId]?.children ?? []).map((id) => doc.widgets[id]?.z ?? 0);
  return zs.length ? Math.max(...zs) + 1 : 0;
}

/** Room between screens placed side by side (canvas px). */
export const SCREEN_GAP = 80;

/** Where a new screen goes when none is given: right of the rightmost one, level with the top. */
export function nextScreenPlace(doc: App): { x: number; y: number } {
  const screens = Object.values(doc.screens);
  if (screens.length === 0) return { x: 0, y: 0 };
  return {
    x: Math.max(...screens.map((s) => s.x + s.w)) + SCREEN_GAP,
    y: Math.min(...screens.map((s) => s.y)),
  };
}

/**
 * Where a widget's position counts from for the designer: its screen's top-left corner, as design
 * tools show it (the canvas's origin for a widget on no screen, such as a LogicOr between screens).
 * The document keeps canvas positions.
 */
export function positionOrigin(doc: App, widgetId: string): { x: number; y: number } {
  const screen = doc.screens[screenOf(doc, widgetId) ?? ''];
  return screen ? { x: screen.x, y: screen.y } : { x: 0, y: 0 };
}
