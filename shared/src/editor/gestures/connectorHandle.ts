// Prototype mode's connector handle: a small circle on the right edge of the one selected widget.
// Pressing it starts a link from that widget, even where the handle sticks out over its screen
// (a press there would otherwise link the screen), so the way to link a widget is shown, not guessed.
import type { Point } from '../hitTest';
import { CONNECTOR_HANDLE_PX, type GestureScene } from './gesture';

/** The widget the handle links from and where the handle is (canvas coordinates), when it shows. */
export function connectorHandle(scene: GestureScene): { id: string; at: Point } | undefined {
  const { doc, selection, linking } = scene;
  const widget = linking && selection.length === 1 ? doc.widgets[selection[0]] : undefined;
  return widget && { id: widget.id, at: { x: widget.x + widget.w, y: widget.y + widget.h / 2 } };
}

/** The widget whose connector handle lies under a point (within its drawn radius, the same at any zoom). */
export function connectorAt(scene: GestureScene, point: Point): string | undefined {
  const handle = connectorHandle(scene);
  const reach = CONNECTOR_HANDLE_PX / scene.scale;
  return handle && Math.hypot(point.x - handle.at.x, point.y - handle.at.y) <= reach ? handle.id : undefined;
}
