// A new widget as the palette makes it (its type's palette defaults), and the same widget alone on
// a screen of its size: the prototype the palette's preview of a type draws with the one renderer.
import { copyJson } from '../editor/edit';
import { newApp, type App } from '../model/app';
import { newScreen } from '../model/screen';
import { newWidget, type Widget } from '../model/widget';
import { widgetDefaults } from './palette';

/** A widget of `type` with its palette defaults, its top-left corner at `at` (canvas px). */
export function paletteWidget(type: string, at: { x: number; y: number }, z: number): Widget {
  const defaults = widgetDefaults(type);
  return newWidget({
    type,
    name: type,
    x: Math.round(at.x),
    y: Math.round(at.y),
    w: defaults?.w ?? 100,
    h: defaults?.h ?? 40,
    z,
    props: copyJson(defaults?.props ?? {}),
    style: copyJson(defaults?.style ?? {}),
  });
}

/** A prototype of one see-through screen, just the size of the palette's new widget of `type`, holding it. */
export function paletteSample(type: string): App {
  const widget = paletteWidget(type, { x: 0, y: 0 }, 0);
  widget.id = `palette-${type}`;
  const screen = newScreen({
    id: `palette-screen-${type}`,
    w: widget.w,
    h: widget.h,
    children: [widget.id],
    style: { background: 'transparent' },
  });
  return newApp({ name: type, screens: { [screen.id]: screen }, widgets: { [widget.id]: widget } });
}
