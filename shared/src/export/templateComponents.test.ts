// A template used on screens becomes one React component (named after it) that each instance uses
// with props for what differs, and one CSS class with the look its instances share.
import { describe, expect, it } from 'vitest';
import { newApp } from '../model/app';
import { newLine } from '../model/line';
import { newScreen } from '../model/screen';
import { newTemplate } from '../model/template';
import { newWidget } from '../model/widget';
import { reactProject } from './reactProject';
import { staticSite } from './staticSite';

function prototype() {
  const template = newTemplate({
    id: 'tp',
    type: 'Button',
    name: 'Primary button',
    style: { background: '#3b31c4', color: '#ffffff' },
  });
  const button = (id: string, label: string, y: number, style = {}) => ({
    ...newWidget({ id, type: 'Button', x: 20, y, w: 200, h: 40, props: { label }, style }),
    template: 'tp',
  });
  const widgets = [
    button('save', 'Save', 20),
    button('share', 'Share', 80),
    button('delete', 'Delete', 140, { background: '#c62828' }),
    newWidget({ id: 'note', type: 'Label', x: 20, y: 20, w: 200, h: 20, props: { label: 'Saved' } }),
  ];
  const home = newScreen({ id: 's1', name: 'Home', w: 375, h: 667, props: { start: true } });
  home.children = ['save', 'share', 'delete'];
  const done = newScreen({ id: 's2', name: 'Done', x: 500, w: 375, h: 667 });
  done.children = ['note'];
  return newApp({
    name: 'Templates',
    screens: { s1: home, s2: done },
    widgets: Object.fromEntries(widgets.map((w) => [w.id, w])),
    lines: { l1: newLine({ id: 'l1', from: 'save', to: 's2' }) },
    templates: { tp: template },
  });
}

describe('templates in the code export', () => {
  it('makes a template used three times one React component, used three times with what differs as props', () => {
    const files = reactProject(prototype());
    expect(Object.keys(files).filter((path) => path.startsWith('src/templates/'))).toEqual([
      'src/templates/PrimaryButton.tsx',
      'src/templates/PrimaryButton.css',
    ]);
    const component = files['src/templates/PrimaryButton.tsx']!;
    expect(component).toContain('export function PrimaryButton({ className, to, text }: PrimaryButtonProps)');
    expect(component).toMatch(/<button className=\{`pl-widget t-primary-button \$\{className\}`\} type="button"/);
    expect(component).toContain('onClick={() => to !== undefined && go(to)}');
    const home = files['src/screens/Home.tsx']!;
    expect(home).toContain(`import { PrimaryButton } from '../templates/PrimaryButton';`);
    expect(home.match(/<PrimaryButton /g)).toHaveLength(3);
    expect(home).toContain('<PrimaryButton className="w-save" to="done" text="Save" />');
    expect(home).toContain('<PrimaryButton className="w-delete" text="Delete" />');
    expect(home).not.toContain('<button');
    expect(files['README.md']).toContain(
      '## Templates\n\nWidgets made from one template share its class (the look they have alike) and its component, with props for what differs:\n\n- Primary button: `.t-primary-button` (`src/templates/PrimaryButton.tsx`)',
    );
  });

  it('gives the instances one class with the look they share; each keeps its place and what it changes', () => {
    const files = reactProject(prototype());
    expect(files['src/templates/PrimaryButton.css']).toMatch(/^\.t-primary-button \{[^}]*color: #ffffff;/);
    const home = files['src/screens/Home.css']!;
    expect(home).toMatch(/\.w-delete \{[^}]*background: #c62828;/);
    expect(home).not.toMatch(/\.w-save \{[^}]*color: #ffffff;/);
    const site = staticSite(prototype());
    expect(site['index.html']).toMatch(/<button class="pl-widget w-share t-primary-button" type="button">/);
    expect(site['styles.css']).toMatch(/\.t-primary-button \{[^}]*color: #ffffff;/);
  });

  it('names a template apart from a screen of the same name, and two screens of one name apart', () => {
    const app = prototype();
    app.screens.s1 = { ...app.screens.s1!, name: 'Primary button' };
    app.screens.s2 = { ...app.screens.s2!, name: 'Primary button' };
    const paths = Object.keys(reactProject(app)).filter((path) => /^src\/(screens|templates)\/.*\.tsx$/.test(path));
    expect(paths.sort()).toEqual([
      'src/screens/PrimaryButton.tsx',
      'src/screens/PrimaryButton2.tsx',
      'src/templates/PrimaryButton3.tsx',
    ]);
  });
});
