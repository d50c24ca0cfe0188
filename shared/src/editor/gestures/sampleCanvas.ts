// The canvas the gesture tests draw on: two 375 × 667 screens side by side, three widgets on the
// first (a 100 × 40 at 20, 20; b 160 × 40 at 20, 100; c 80 × 40 at 200, 300), a locked one at the
// bottom of the first screen and a link from c to the second screen.
import { newApp, type App } from '../../model/app';
import { newLine } from '../../model/line';
import { newScreen } from '../../model/screen';
import { newWidget } from '../../model/widget';

export function sampleCanvas(): App {
  const home = newScreen({ id: 'home', name: 'Home', x: 0, y: 0, w: 375, h: 667 });
  const next = newScreen({ id: 'next', name: 'Next', x: 500, y: 0, w: 375, h: 667 });
  const a = newWidget({ id: 'a', type: 'Button', x: 20, y: 20, w: 100, h: 40, z: 0 });
  const b = newWidget({ id: 'b', type: 'Label', x: 20, y: 100, w: 160, h: 40, z: 1 });
  const c = newWidget({ id: 'c', type: 'Button', x: 200, y: 300, w: 80, h: 40, z: 2 });
  const pinned = newWidget({ id: 'pinned', type: 'Box', x: 20, y: 600, w: 50, h: 50, z: 3, props: { locked: true } });
  home.children = ['a', 'b', 'c', 'pinned'];
  const link = newLine({ id: 'link', from: 'c', to: 'next' });
  return newApp({ id: 'app', screens: { home, next }, widgets: { a, b, c, pinned }, lines: { link } });
}
