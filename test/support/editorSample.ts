// The document the editor's headless tests start from: two screens with three widgets, a line
// between them, a template and a design token.
import { newApp, type App } from '../../shared/src/model/app';
import { newLine } from '../../shared/src/model/line';
import { newScreen } from '../../shared/src/model/screen';
import { newWidget } from '../../shared/src/model/widget';

export function sampleApp(): App {
  const home = newScreen({ id: 'home', name: 'Home', x: 0, y: 0, props: { start: true } });
  const next = newScreen({ id: 'next', name: 'Next', x: 500, y: 0 });
  const button = newWidget({
    id: 'button',
    type: 'Button',
    x: 20,
    y: 20,
    z: 0,
    props: { label: 'Go' },
    template: 'tpl',
  });
  const label = newWidget({ id: 'label', type: 'Label', x: 20, y: 100, w: 160, z: 1, props: { label: 'Hello' } });
  const box = newWidget({
    id: 'box',
    type: 'Box',
    x: 520,
    y: 40,
    z: 0,
    designtokens: { style: { background: 'tok' } },
  });
  home.children = ['button', 'label'];
  next.children = ['box'];
  return newApp({
    id: 'app',
    screens: { home, next },
    widgets: { button, label, box },
    lines: { l1: newLine({ id: 'l1', from: 'button', to: 'next' }) },
    templates: { tpl: { id: 'tpl', type: 'Button', templateType: 'Widget', style: { background: '#f00' } } },
    designtokens: { tok: { id: 'tok', type: 'color', name: 'Brand', value: '#123456' } },
  });
}
