// Prototypes made for the browser tests and the benchmark (our own, not fixtures).
import {
  isLogicWidget,
  newApp,
  newLine,
  newScreen,
  newWidget,
  WIDGET_TYPES,
  widgetDefaults,
  type App,
  type Line,
  type Screen,
  type Widget,
} from '@protolab/shared';

/** Where a widget lies: x, y, width, height. */
export type Place = readonly [x: number, y: number, w: number, h: number];

/**
 * A widget of `type` at `place` showing `label`; `more` adds its other fields (its style, other
 * props beside the label, …).
 */
export function labelled(
  type: Widget['type'],
  id: string,
  [x, y, w, h]: Place,
  label: string,
  more: Partial<Widget> = {},
): Widget {
  return newWidget({ id, type, x, y, w, h, ...more, props: { label, ...more.props } });
}

/** Adds an Image widget (48 × 48 at x 300, `y`) showing the picture at `url` to screen `screen` of `doc`. */
export function addPicture(doc: App, screen: string, id: string, y: number, url: string): void {
  const picture = newWidget({ id, type: 'Image', x: 300, y, w: 48, h: 48, style: { backgroundImage: { url } } });
  doc.widgets[picture.id] = picture;
  doc.screens[screen]!.children.push(picture.id);
}

export interface LoopPrototype {
  doc: App;
  screens: string[];
  /** the button on screen i that leads to screen i+1 (the last leads back to the first) */
  next: (i: number) => string;
  /** a label on screen i without a line: a click there is recorded and goes nowhere */
  tap: (i: number) => string;
}

/** `count` screens in a ring, each with a title, a "Next" button, a tappable card and a text box. */
export function loopPrototype(count: number): LoopPrototype {
  const screens: Screen[] = [];
  const widgets: Widget[] = [];
  const lines: Line[] = [];
  for (let i = 0; i < count; i++) {
    const x = i * 500;
    const screen = newScreen({ id: `s${i}`, name: `Screen ${i}`, x, y: 0, w: 375, h: 667, props: { start: i === 0 } });
    // the widgets lie across the screen, 24 from its left side
    const across = (y: number, h: number): Place => [x + 24, y, 327, h];
    const title = labelled('Label', `title${i}`, across(40, 40), `Screen ${i}`, {
      style: { fontSize: 28, color: '#222' },
    });
    const card = labelled('Box', `card${i}`, across(120, 200), 'Tap me', { style: { background: '#e8eefc' } });
    const field = labelled('TextBox', `field${i}`, across(360, 40), 'Your note', {
      props: { placeholder: true },
      style: { background: '#fff', borderTopWidth: 1, borderBottomWidth: 1, borderLeftWidth: 1, borderRightWidth: 1 },
    });
    const next = labelled('Button', `next${i}`, across(560, 48), 'Next', {
      style: { background: '#3b31c4', color: '#fff' },
    });
    screen.children.push(title.id, card.id, field.id, next.id);
    screens.push(screen);
    widgets.push(title, card, field, next);
    lines.push(newLine({ id: `l${i}`, from: next.id, to: `s${(i + 1) % count}` }));
  }
  const byId = <T extends { id: string }>(list: T[]) => Object.fromEntries(list.map((r) => [r.id, r]));
  return {
    doc: newApp({ name: 'Loop', screens: byId(screens), widgets: byId(widgets), lines: byId(lines) }),
    screens: screens.map((s) => s.id),
    next: (i) => `next${i % count}`,
    tap: (i) => `card${i % count}`,
  };
}

/**
 * `screens` screens in a grid, each holding `perScreen` widgets at their palette defaults, the
 * types taken in turn from the first `types` drawn types of the library (so the first screens show
 * them all); each screen's last widget leads to the next screen.
 */
export function galleryPrototype(screens: number, types: number, perScreen: number): App {
  const library = WIDGET_TYPES.filter((type) => !isLogicWidget(type)).slice(0, types);
  const all: Screen[] = [];
  const widgets: Widget[] = [];
  const lines: Line[] = [];
  for (let i = 0; i < screens; i++) {
    const x = (i % 10) * 900;
    const y = Math.floor(i / 10) * 1200;
    const screen = newScreen({ id: `g${i}`, name: `Screen ${i}`, x, y, w: 375, h: 812, props: { start: i === 0 } });
    for (let j = 0; j < perScreen; j++) {
      const type = library[(i * perScreen + j) % library.length];
      const defaults = widgetDefaults(type)!;
      const widget = newWidget({
        id: `g${i}w${j}`,
        type,
        x: x + 8 + (j % 2) * 184,
        y: y + 8 + Math.floor(j / 2) * 80,
        w: Math.min(176, defaults.w),
        h: Math.min(72, defaults.h),
        props: { ...defaults.props },
        style: { ...defaults.style },
      });
      screen.children.push(widget.id);
      widgets.push(widget);
    }
    all.push(screen);
    lines.push(newLine({ id: `gl${i}`, from: `g${i}w${perScreen - 1}`, to: `g${(i + 1) % screens}` }));
  }
  const byId = <T extends { id: string }>(list: T[]) => Object.fromEntries(list.map((r) => [r.id, r]));
  return newApp({ name: 'Gallery', screens: byId(all), widgets: byId(widgets), lines: byId(lines) });
}
