// The code export's files for a small prototype: semantic elements, routes from the prototype's
// lines, shared values, design tokens as custom properties, and the pinned versions.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newApp } from '../model/app';
import { newDesignToken } from '../model/designToken';
import { newLine } from '../model/line';
import { newScreen } from '../model/screen';
import { newWidget } from '../model/widget';
import { exportPrototype } from './exportScreens';
import { reactProject } from './reactProject';
import { staticSite } from './staticSite';
import { EXPORT_VERSIONS } from './versions';

function prototype() {
  const brand = newDesignToken({ id: 't1', name: 'Brand blue', type: 'color', value: '#3b31c4' });
  const home = newScreen({ id: 's1', name: 'Sign up', w: 375, h: 667, props: { start: true } });
  const done = newScreen({ id: 's2', name: 'Thank you', x: 500, w: 375, h: 667 });
  const widgets = [
    newWidget({
      id: 'title',
      type: 'Label',
      x: 20,
      y: 20,
      w: 300,
      h: 40,
      props: { label: 'Join us' },
      style: { fontSize: 28 },
    }),
    newWidget({
      id: 'intro',
      type: 'Label',
      x: 20,
      y: 70,
      w: 300,
      h: 20,
      props: { label: 'Weekly news' },
      style: { fontSize: 14 },
    }),
    newWidget({
      id: 'mail',
      type: 'TextBox',
      x: 20,
      y: 100,
      w: 300,
      h: 40,
      props: { placeholder: 'Email', databinding: { default: 'email' } },
    }),
    newWidget({
      id: 'size',
      type: 'DropDown',
      x: 20,
      y: 150,
      w: 300,
      h: 40,
      props: { label: 'Size', options: ['S', 'M'] },
    }),
    newWidget({ id: 'ok', type: 'LabeledCheckBox', x: 20, y: 200, w: 300, h: 24, props: { label: 'I agree' } }),
    {
      ...newWidget({
        id: 'send',
        type: 'Button',
        x: 20,
        y: 240,
        w: 300,
        h: 40,
        props: { label: 'Send' },
        style: { background: '#3b31c4' },
      }),
      designtokens: { style: { background: 't1' } },
      hover: { background: '#2a2290' },
    },
    newWidget({
      id: 'echo',
      type: 'Label',
      x: 20,
      y: 20,
      w: 300,
      h: 20,
      props: { label: 'x', databinding: { default: 'email' } },
    }),
    newWidget({ id: 'chart', type: 'BarChart', x: 20, y: 60, w: 300, h: 200 }),
  ];
  home.children = ['title', 'intro', 'mail', 'size', 'ok', 'send'];
  done.children = ['echo', 'chart'];
  return newApp({
    name: 'Newsletter',
    screens: { s1: home, s2: done },
    widgets: Object.fromEntries(widgets.map((w) => [w.id, w])),
    lines: { l1: newLine({ id: 'l1', from: 'send', to: 's2' }) },
    designtokens: { t1: brand },
  });
}

describe('the static site export', () => {
  const files = staticSite(prototype());

  it('is one page with a route per screen, the start screen shown first', () => {
    const html = files['index.html']!;
    expect(html).toMatch(/<main class="pl-screen screen-sign-up" data-screen="sign-up" aria-label="Sign up">/);
    expect(html).toMatch(/<main [^>]*data-screen="thank-you"[^>]* hidden>/);
    expect(html.indexOf('sign-up')).toBeLessThan(html.indexOf('thank-you'));
    expect(html).toContain('<script src="app.js"></script>');
  });

  it('uses the elements of the web: a heading, a button going to its screen, labelled inputs and a select', () => {
    const html = files['index.html']!;
    expect(html).toMatch(/<h1 class="pl-widget w-title">/);
    expect(html).toMatch(/<p class="pl-widget w-intro">/);
    expect(html).toMatch(/<button class="pl-widget w-send" type="button" data-go="thank-you">/);
    expect(html).toMatch(/<label class="pl-sr" for="w-mail-field">Email<\/label>/);
    expect(html).toMatch(
      /<input class="pl-input" id="w-mail-field" type="text" placeholder="Email"[^>]*data-bind="email"/,
    );
    expect(html).toMatch(/<select class="pl-select" id="w-size-field" data-bind="size"/);
    expect(html).toMatch(/<label class="pl-widget w-ok">[\s\S]*type="checkbox"[\s\S]*I agree/);
  });

  it('keeps the design tokens as custom properties and the widgets read them', () => {
    const css = files['styles.css']!;
    expect(css).toMatch(/:root \{\n {2}--token-brand-blue: #3b31c4;/);
    expect(css).toMatch(/\.w-send \{[^}]*background: var\(--token-brand-blue, #3b31c4\);/);
    expect(css).toMatch(/\.w-title \{[^}]*font-size: 28px;/);
    // the form is a column: the screen a flex container, its widgets in its flow
    expect(css).toMatch(/\.screen-sign-up \{[^}]*display: flex;\n {2}flex-direction: column;[^}]*gap: 10px;/);
    expect(css).toMatch(/\.w-title \{[^}]*position: relative;/);
    expect(css).not.toMatch(/\.w-title \{[^}]*left: 20px;/);
    // the hover look: only what changes
    expect(css).toMatch(/\.w-send:hover \{\n {2}background: #2a2290;\n\}/);
  });

  it('lists the screens holding widgets the web has no element for in its README', () => {
    expect(files['README.md']).toMatch(/## Drawn with SVG or CSS\n\n[^\n]+\n\n- Thank you: BarChart/);
  });
});

describe('icons in the export', () => {
  it('draws an icon inline from its path, named after it, in the text colour', () => {
    const app = prototype();
    app.widgets.cart = newWidget({
      id: 'cart',
      type: 'Icon',
      x: 300,
      y: 10,
      w: 24,
      h: 24,
      style: { icon: 'mdi mdi-cart-outline' },
    });
    app.screens.s1!.children = [...app.screens.s1!.children, 'cart'];
    const html = staticSite(app, exportPrototype(app, { icons: { 'cart-outline': 'M1 2h3z' } }))['index.html']!;
    expect(html).toMatch(
      /<div class="pl-widget w-cart">\s*<svg class="pl-icon" width="24" height="24" viewbox="0 0 24 24" role="img" aria-label="cart outline">\s*<path d="M1 2h3z" fill="currentColor">/,
    );
  });
});

describe('validation in the export', () => {
  const app = prototype();
  app.widgets.mail = {
    ...app.widgets.mail!,
    props: {
      ...app.widgets.mail!.props,
      validation: { required: true, type: 'email' },
      refs: { errorLabels: ['intro'] },
    },
  };
  app.lines.l1 = { ...app.lines.l1!, validation: true };

  it('gives an input its rule as constraints, its error look, and hides its error message until it fails', () => {
    const site = staticSite(app);
    expect(site['index.html']).toMatch(/id="w-mail-field" type="email"[^>]* required pattern="[^"]+@[^"]+"/);
    expect(site['index.html']).toMatch(/<p class="pl-widget w-intro" data-error-for="w-mail-field" hidden>/);
    expect(site['index.html']).toMatch(
      /<button class="pl-widget w-send" type="button" data-go="thank-you" data-check>/,
    );
    expect(site['styles.css']).toMatch(/\.w-mail\.pl-invalid \{\n {2}border: 2px solid #d32f2f;/);
  });

  it('writes a pattern with backslashes as a JSX expression, and checks before going', () => {
    const signUp = reactProject(app)['src/screens/SignUp.tsx']!;
    expect(signUp).toContain('pattern={"\\\\s*[^\\\\s@]+@');
    expect(signUp).toContain(`onClick={(e) => passes(e.currentTarget) && go("thank-you")}`);
    expect(signUp).toContain(`import { passes } from '../validation';`);
  });
});

describe('the React project export', () => {
  const files = reactProject(prototype());

  it('has a component per screen, named after it, with its own style sheet', () => {
    expect(
      Object.keys(files)
        .filter((path) => path.startsWith('src/screens/'))
        .sort(),
    ).toEqual([
      'src/screens/SignUp.css',
      'src/screens/SignUp.tsx',
      'src/screens/ThankYou.css',
      'src/screens/ThankYou.tsx',
    ]);
    expect(files['src/App.tsx']).toContain(`"thank-you": { title: "Thank you", Screen: ThankYou },`);
  });

  it('holds inputs as controlled state in one store, a bound variable shared between screens', () => {
    const signUp = files['src/screens/SignUp.tsx']!;
    expect(signUp).toContain(`value={text(values["email"])} onChange={(e) => set("email", e.target.value)}`);
    expect(signUp).toContain(`checked={values["ok"] === true} onChange={(e) => set("ok", e.target.checked)}`);
    expect(signUp).toContain(`onClick={() => go("thank-you")}`);
    expect(files['src/screens/ThankYou.tsx']).toContain(`{text(values["email"]) || "x"}`);
    const initial = /let values: Values = (\{[^}]*\});/.exec(files['src/store.ts']!)?.[1];
    expect(JSON.parse(initial!)).toEqual({ email: '', size: '', ok: false });
  });

  it('pins the versions this repository builds with and tells how to run it', () => {
    const pkg = JSON.parse(files['package.json']!) as { dependencies: object; devDependencies: object };
    const installed = (name: string) =>
      (
        JSON.parse(readFileSync(join(import.meta.dirname, '../../../node_modules', name, 'package.json'), 'utf8')) as {
          version: string;
        }
      ).version;
    for (const [name, version] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies }))
      expect(`${name}@${version}`).toBe(`${name}@${installed(name)}`);
    expect(Object.keys(pkg.devDependencies)).toEqual(
      expect.arrayContaining(Object.keys(EXPORT_VERSIONS).filter((n) => !n.startsWith('react'))),
    );
    expect(files['README.md']).toContain('npm install\nnpm run dev');
  });
});
