// The YAML screen description: widgets over the palette's values, rows and columns, problems at
// their lines, and a screen written as YAML and read back unchanged.
import { describe, expect, it } from 'vitest';
import { newApp } from '../model/app';
import { screenToYaml, yamlToScreens, YamlScreenError, type YamlProblem } from './yamlScreen';
import { htmlToScreen } from './htmlToScreen';
import { signUp } from './htmlPages/signUp';
import { dashboard } from './htmlPages/dashboard';

const SIZE = { w: 375, h: 667 };

function problems(text: string): YamlProblem[] {
  try {
    yamlToScreens(text, SIZE);
  } catch (error) {
    if (error instanceof YamlScreenError) return error.problems;
    throw error;
  }
  throw new Error('the text was read without a problem');
}

describe('yamlToScreens', () => {
  it('places widgets by our type names over the palette values, in rows and columns', () => {
    const { clip, report } = yamlToScreens(
      [
        'screens:',
        '  - name: Sign up',
        '    style: { background: "#f3f4f6" }',
        '    widgets:',
        '      - type: Label',
        '        x: 16',
        '        y: 24',
        '        w: 343',
        '        props: { label: Create your account }',
        '        style: { fontSize: 28, color: null }',
        '      - column:',
        '          x: 16',
        '          y: 80',
        '          w: 343',
        '          gap: 12',
        '          widgets:',
        '            - type: TextBox',
        '              name: Email',
        '              props: { label: you@example.com }',
        '            - type: Password',
        '            - row:',
        '                h: 40',
        '                gap: 10',
        '                widgets:',
        '                  - { type: Button, props: { label: Cancel } }',
        '                  - { type: Button, w: 100, props: { label: Sign up } }',
      ].join('\n'),
      SIZE,
    );
    expect(report.widgets).toEqual({ Label: 1, TextBox: 1, Password: 1, Button: 2 });
    const [screen] = clip.screens;
    expect(screen).toMatchObject({ name: 'Sign up', w: 375, h: 667, style: { background: '#f3f4f6' } });
    expect(screen.children).toEqual(clip.widgets.map((w) => w.id));
    const [title, email, password, cancel, submit] = clip.widgets;
    expect(title).toMatchObject({
      name: 'Create your account',
      x: 16,
      y: 24,
      w: 343,
      h: 24,
      z: 0,
      style: { fontSize: 28 },
    });
    expect(title.style).not.toHaveProperty('color');
    expect(email).toMatchObject({
      name: 'Email',
      x: 16,
      y: 80,
      w: 343,
      h: 40,
      props: { label: 'you@example.com', placeholder: true },
    });
    expect(email.style).toMatchObject({ background: '#ffffff', borderTopWidth: 1 });
    expect(password).toMatchObject({ type: 'Password', x: 16, y: 132, w: 343, h: 40 });
    expect(cancel).toMatchObject({ x: 16, y: 184, w: 233, h: 40, props: { label: 'Cancel' } });
    expect(submit).toMatchObject({ x: 259, y: 184, w: 100, h: 40, name: 'Sign up' });
  });

  it('names the line of each problem', () => {
    expect(problems('screens:\n  - name: A\n    widgets:\n      - type: Labell\n        x: 1\n')).toEqual([
      { line: 4, path: 'screens.0.widgets.0.type', message: 'not a widget type of ours' },
    ]);
    expect(problems('screens:\n  - name: A\n    widgets:\n      - type: Label\n        x: "ten"\n')[0]).toMatchObject({
      line: 5,
      path: 'screens.0.widgets.0.x',
    });
    expect(problems('screens:\n  - name: A\n    colour: red\n')[0]).toMatchObject({ line: 2 });
    expect(problems('screens:\n  - name: A\n    name: B\n')[0]).toMatchObject({ line: 3, path: '' });
    expect(problems('title: nothing')[0]).toMatchObject({ line: 1 });
  });
});

describe('screenToYaml', () => {
  it('writes a screen that reads back the same (imported HTML pages)', () => {
    for (const page of [signUp, dashboard]) {
      const { clip } = htmlToScreen(page);
      const [screen] = clip.screens;
      const moved = { ...screen, x: 500, y: 300 };
      const widgets = Object.fromEntries(clip.widgets.map((w) => [w.id, { ...w, x: w.x + 500, y: w.y + 300 }]));
      const yaml = screenToYaml(newApp({ screens: { [screen.id]: moved }, widgets }), screen.id);
      const back = yamlToScreens(yaml, { w: 1, h: 1 }).clip;
      expect(back.screens[0]).toMatchObject({ name: screen.name, w: screen.w, h: screen.h, style: screen.style });
      const strip = ({ id: _id, ...rest }: { id: string }) => rest;
      expect(back.widgets.map(strip)).toEqual(clip.widgets.map(strip));
    }
  });

  it('writes only what differs from the palette', () => {
    const { clip } = yamlToScreens('screens:\n  - widgets:\n      - { type: Button, x: 10, y: 20 }\n', SIZE);
    const [screen] = clip.screens;
    const app = newApp({ screens: { [screen.id]: screen }, widgets: { [clip.widgets[0].id]: clip.widgets[0] } });
    expect(screenToYaml(app, screen.id)).toBe(
      'screens:\n  - name: Screen\n    w: 375\n    h: 667\n    widgets:\n      - type: Button\n        name: Button\n        x: 10\n        y: 20\n        w: 120\n        h: 40\n',
    );
  });
});
