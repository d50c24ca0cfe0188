// Each document rule on small prototypes made to pass and to fail at its boundary, and each quick
// fix applied as the editor would (one command) removing its finding.
import { describe, expect, it } from 'vitest';
import { applyEdits } from '../editor/applyEdits';
import { invertEdits } from '../editor/edit';
import { newApp, type App } from '../model/app';
import { newDesignToken } from '../model/designToken';
import { newLine } from '../model/line';
import { newScreen, type Screen } from '../model/screen';
import { newTemplate } from '../model/template';
import { newWidget, type Widget } from '../model/widget';
import { checkAccessibility } from './checkAccessibility';
import type { A11yFinding, A11yRule } from './finding';
import { quickFixCommand } from './quickFix';

/** A heading every screen gets unless a test leaves it out, so other rules are seen alone. */
const heading = () =>
  newWidget({
    id: 'heading',
    name: 'Title',
    type: 'Label',
    x: 0,
    y: 0,
    w: 300,
    h: 40,
    props: { label: 'Title' },
    style: { fontSize: 28, color: '#000' },
  });

/** One screen 's' (white, 375 × 667) holding `widgets`; `more` sets the app's other fields. */
function prototype(widgets: Widget[], more: Partial<App> = {}, screen: Partial<Screen> = {}): App {
  const all = [heading(), ...widgets];
  return newApp({
    type: 'desktop',
    screens: { s: newScreen({ id: 's', children: all.map((w) => w.id), ...screen }) },
    widgets: Object.fromEntries(all.map((w) => [w.id, w])),
    ...more,
  });
}

const label = (id: string, style: Widget['style'], box: Partial<Widget> = {}) =>
  newWidget({ id, type: 'Label', x: 20, y: 100, w: 200, h: 30, props: { label: 'Some text' }, style, ...box });

const findings = (app: App, rule: A11yRule) => checkAccessibility(app).filter((f) => f.rule === rule);

/** The document after the finding's fix, run as one editor command. */
function fixed(app: App, finding: A11yFinding): App {
  expect(finding.fix).toBeDefined();
  const command = quickFixCommand(app, finding.fix!);
  const result = applyEdits(app, command.edits);
  if (!result.ok) throw new Error(result.message);
  // one step back gives the document as it was
  const undone = applyEdits(result.app, invertEdits(command.edits));
  expect(undone.ok && undone.app).toEqual(app);
  return result.app;
}

describe('text contrast (1.4.3)', () => {
  it('fails #777 on white (4.48:1) and passes #767676 (4.54:1) for body text', () => {
    const failing = findings(prototype([label('t', { color: '#777777', fontSize: 14 })]), 'text-contrast');
    expect(failing).toMatchObject([{ widgetId: 't', wcag: '1.4.3', severity: 'serious', screenId: 's' }]);
    expect(failing[0].data.ratio).toBeLessThan(4.5);
    expect(failing[0].data.required).toBe(4.5);
    expect(findings(prototype([label('t', { color: '#767676', fontSize: 14 })]), 'text-contrast')).toEqual([]);
  });

  it('asks 3:1 of large text: 24 px, or 18.66 px bold', () => {
    const at = (style: Widget['style']) =>
      findings(prototype([label('t', { color: '#777777', ...style })]), 'text-contrast').length;
    expect(at({ fontSize: 23 })).toBe(1);
    expect(at({ fontSize: 24 })).toBe(0);
    expect(at({ fontSize: 18, fontWeight: 'bold' })).toBe(1);
    expect(at({ fontSize: 18.66, fontWeight: 'bold' })).toBe(0);
    expect(at({ fontSize: 19, fontWeight: 400 })).toBe(1);
  });

  it('reads against the nearest widget behind that holds the text, else the screen', () => {
    const box = newWidget({
      id: 'box',
      type: 'Box',
      x: 10,
      y: 90,
      w: 300,
      h: 60,
      z: 0,
      style: { background: '#222222' },
    });
    const inside = label('in', { color: '#ffffff' }, { z: 1 });
    const outside = label('out', { color: '#ffffff' }, { y: 300, z: 1 });
    expect(findings(prototype([box, inside, outside]), 'text-contrast').map((f) => f.widgetId)).toEqual(['out']);
    // a box that only overlaps the text is not behind all of it
    const partly = label('part', { color: '#ffffff' }, { x: 200, z: 1 });
    expect(findings(prototype([box, partly]), 'text-contrast').map((f) => f.widgetId)).toEqual(['part']);
    // on a dark screen white text passes (and the black heading fails)
    const dark = prototype([outside], {}, { style: { background: '#1a1a1a' } });
    expect(findings(dark, 'text-contrast').map((f) => f.widgetId)).toEqual(['heading']);
  });

  it('composites translucent text and backgrounds', () => {
    // black at half strength over white is mid grey, under 4.5:1
    expect(findings(prototype([label('t', { color: 'rgba(0, 0, 0, 0.5)' })]), 'text-contrast')).toHaveLength(1);
    // a translucent black layer over white makes a grey behind black text
    const veil = newWidget({
      id: 'veil',
      type: 'Box',
      x: 0,
      y: 80,
      w: 375,
      h: 100,
      z: 0,
      style: { background: '#00000099' },
    });
    expect(findings(prototype([veil, label('t', { color: '#000000' }, { z: 1 })]), 'text-contrast')).toHaveLength(1);
    expect(findings(prototype([label('t', { color: '#000000' }, { z: 1 })]), 'text-contrast')).toEqual([]);
  });

  it('resolves design tokens and templates, and its fix takes the token link away', () => {
    const token = newDesignToken({ id: 'grey', type: 'color', value: '#999999' });
    const linked = label('t', { color: '#000000' }, { designtokens: { style: { color: 'grey' } } });
    const app = prototype([linked], { designtokens: { grey: token } });
    const [finding] = findings(app, 'text-contrast');
    expect(finding.widgetId).toBe('t');
    const after = fixed(app, finding);
    expect(findings(after, 'text-contrast')).toEqual([]);
    expect(after.widgets.t.designtokens?.style?.color).toBeUndefined();

    // a colour the template links to a token: the widget cannot undo the link, so no fix is offered
    const linkedTemplate = newTemplate({ id: 'tl', type: 'Label', designtokens: { style: { color: 'grey' } } });
    const instanceOfLinked = label('t', {}, { template: 'tl' });
    delete instanceOfLinked.style!.color;
    const viaTemplate = prototype([instanceOfLinked], {
      designtokens: { grey: token },
      templates: { tl: linkedTemplate },
    });
    const [unfixable] = findings(viaTemplate, 'text-contrast');
    expect(unfixable.widgetId).toBe('t');
    expect(unfixable.fix).toBeUndefined();

    const template = newTemplate({ id: 'pale', type: 'Label', style: { color: '#aaaaaa' } });
    const instance = newWidget({
      id: 'i',
      type: 'Label',
      x: 20,
      y: 100,
      w: 200,
      h: 30,
      template: 'pale',
      props: { label: 'x' },
    });
    delete instance.style!.color;
    expect(findings(prototype([instance], { templates: { pale: template } }), 'text-contrast')).toHaveLength(1);
  });

  it("reports a master's widget on its child screen, and fixes the master's record", () => {
    const pale = newWidget({
      id: 'pale',
      type: 'Label',
      x: 1020,
      y: 100,
      w: 200,
      h: 30,
      props: { label: 'x' },
      style: { color: '#aaaaaa' },
    });
    const app = newApp({
      type: 'desktop',
      screens: {
        master: newScreen({ id: 'master', x: 1000, children: ['pale'], segment: true }),
        child: newScreen({ id: 'child', parents: ['master'], children: ['heading'] }),
      },
      widgets: { pale, heading: heading() },
    });
    const finding = checkAccessibility(app, 'child').find((f) => f.rule === 'text-contrast')!;
    expect(finding).toMatchObject({ widgetId: 'pale@child', fix: { widgetId: 'pale' } });
    expect(checkAccessibility(fixed(app, finding), 'child').filter((f) => f.rule === 'text-contrast')).toEqual([]);
  });

  it('fixes with a colour of the same hue that passes', () => {
    const app = prototype([label('t', { color: '#6f9fdf' })]);
    const [finding] = findings(app, 'text-contrast');
    const colour = finding.fix!.style!.color as string;
    expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
    expect(b > g && g > r).toBe(true);
    expect(findings(fixed(app, finding), 'text-contrast')).toEqual([]);
  });
});

describe('non-text contrast (1.4.11)', () => {
  const field = (border: string, style: Widget['style'] = {}) =>
    newWidget({
      id: 'f',
      name: 'Email',
      type: 'TextBox',
      x: 20,
      y: 100,
      w: 200,
      h: 40,
      props: { label: 'you@example.org', placeholder: true },
      style: {
        background: '#ffffff',
        borderTopWidth: 1,
        borderRightWidth: 1,
        borderBottomWidth: 1,
        borderLeftWidth: 1,
        borderTopColor: border,
        borderRightColor: border,
        borderBottomColor: border,
        borderLeftColor: border,
        ...style,
      },
    });

  it('fails a field whose edge does not stand out 3:1 from what lies around it', () => {
    const app = prototype([field('#c8c8d0')]);
    const [finding] = findings(app, 'non-text-contrast');
    expect(finding).toMatchObject({ widgetId: 'f', wcag: '1.4.11', data: { required: 3 } });
    expect(findings(fixed(app, finding), 'non-text-contrast')).toEqual([]);
    expect(findings(prototype([field('#767676')]), 'non-text-contrast')).toEqual([]);
    // a dark field needs no border to be seen on white
    expect(
      findings(prototype([field('#ffffff', { background: '#333333', color: '#fff' })]), 'non-text-contrast'),
    ).toEqual([]);
  });

  it('fails an icon whose colour is faint against its fill', () => {
    const icon = (color: string) =>
      newWidget({
        id: 'i',
        name: 'Close',
        type: 'Icon',
        x: 20,
        y: 100,
        w: 40,
        h: 40,
        style: { color, icon: 'mdi mdi-close' },
      });
    const app = prototype([icon('#aaaaaa')]);
    expect(findings(app, 'non-text-contrast').map((f) => f.widgetId)).toEqual(['i']);
    expect(findings(fixed(app, findings(app, 'non-text-contrast')[0]), 'non-text-contrast')).toEqual([]);
    expect(findings(prototype([icon('#767676')]), 'non-text-contrast')).toEqual([]);
  });
});

describe('target size (2.5.8)', () => {
  const button = (id: string, x: number, w: number, h: number) =>
    newWidget({
      id,
      type: 'Button',
      x,
      y: 200,
      w,
      h,
      props: { label: 'Go' },
      style: { color: '#fff', background: '#000' },
    });

  it('fails 23 px next to another target and passes 24 px', () => {
    const crowded = (size: number) => prototype([button('a', 20, size, size), button('b', 20 + size, 60, 30)]);
    expect(findings(crowded(23), 'target-size')).toMatchObject([
      { widgetId: 'a', data: { width: 23, height: 23, required: 24 } },
    ]);
    expect(findings(crowded(24), 'target-size')).toEqual([]);
  });

  it('passes a small target with room for a 24 px circle around it', () => {
    expect(findings(prototype([button('a', 20, 20, 20), button('b', 80, 60, 30)]), 'target-size')).toEqual([]);
  });

  it('counts a widget a line starts from as a target, a plain label not', () => {
    const small = label('l', { color: '#000' }, { w: 20, h: 20, x: 20, y: 200 });
    const next = button('b', 41, 60, 30);
    expect(findings(prototype([small, next]), 'target-size')).toEqual([]);
    const linked = prototype([small, next], { lines: { l1: newLine({ id: 'l1', from: 'l', to: 's' }) } });
    expect(findings(linked, 'target-size').map((f) => f.widgetId)).toEqual(['l']);
  });

  it('grows the target about its centre to the minimum', () => {
    const app = prototype([button('a', 20, 16, 20), button('b', 38, 60, 30)]);
    const [finding] = findings(app, 'target-size');
    const after = fixed(app, finding);
    expect(after.widgets.a).toMatchObject({ w: 24, h: 24, x: 16, y: 198 });
    expect(findings(after, 'target-size')).toEqual([]);
  });

  it('advises 44 × 44 on phone prototypes only, as a minor finding', () => {
    const phone = prototype([button('a', 20, 43, 44)], { type: 'smartphone' });
    expect(findings(phone, 'target-size-phone')).toMatchObject([{ widgetId: 'a', severity: 'minor', wcag: '2.5.5' }]);
    expect(findings(fixed(phone, findings(phone, 'target-size-phone')[0]), 'target-size-phone')).toEqual([]);
    expect(findings(prototype([button('a', 20, 44, 44)], { type: 'smartphone' }), 'target-size-phone')).toEqual([]);
    expect(findings(prototype([button('a', 20, 43, 44)]), 'target-size-phone')).toEqual([]);
  });
});

describe('names and text alternatives', () => {
  const textBox = (more: Partial<Widget> = {}) =>
    newWidget({
      id: 'f',
      type: 'TextBox',
      x: 20,
      y: 200,
      w: 200,
      h: 40,
      props: { label: 'Type here', placeholder: true },
      ...more,
    });

  it('fails an input with no label nearby and no name the designer gave (4.1.2 / 3.3.2)', () => {
    expect(findings(prototype([textBox()]), 'input-name')).toMatchObject([{ widgetId: 'f', severity: 'serious' }]);
    expect(findings(prototype([textBox({ name: 'TextBox 2' })]), 'input-name')).toHaveLength(1);
    expect(findings(prototype([textBox({ name: 'Email' })]), 'input-name')).toEqual([]);
  });

  it('names a field after the label right above it, within 24 px', () => {
    const caption = (gap: number) =>
      label('c', { color: '#000' }, { x: 20, y: 200 - 20 - gap, h: 20, props: { label: 'Email' } });
    const app = prototype([caption(24), textBox()]);
    const [finding] = findings(app, 'input-name');
    expect(finding).toMatchObject({ severity: 'moderate', fix: { widgetId: 'f', name: 'Email' } });
    expect(findings(fixed(app, finding), 'input-name')).toEqual([]);
    expect(findings(prototype([caption(25), textBox()]), 'input-name')[0].fix).toBeUndefined();
  });

  it('fails pictures and icon-only buttons without a name the designer gave (1.1.1)', () => {
    const image = (name?: string) =>
      newWidget({ id: 'img', type: 'Image', x: 20, y: 100, w: 100, h: 100, ...(name ? { name } : {}) });
    expect(findings(prototype([image()]), 'text-alternative')).toMatchObject([{ widgetId: 'img', wcag: '1.1.1' }]);
    expect(findings(prototype([image('Image 3')]), 'text-alternative')).toHaveLength(1);
    expect(findings(prototype([image('Our shop at night')]), 'text-alternative')).toEqual([]);
    const iconButton = newWidget({
      id: 'ib',
      type: 'IconButton',
      x: 20,
      y: 300,
      w: 48,
      h: 48,
      props: { label: '' },
      style: { icon: 'mdi mdi-plus' },
    });
    expect(findings(prototype([iconButton]), 'text-alternative')).toMatchObject([
      { widgetId: 'ib', severity: 'serious' },
    ]);
    expect(findings(prototype([{ ...iconButton, props: { label: 'Add' } }]), 'text-alternative')).toEqual([]);
  });
});

describe('text size, links and headings', () => {
  it('fails text of 11 px and passes 12 px; the fix sets 12', () => {
    const app = prototype([label('t', { color: '#000', fontSize: 11 })]);
    const [finding] = findings(app, 'text-size');
    expect(finding).toMatchObject({ widgetId: 't', severity: 'minor', data: { fontSize: 11, required: 12 } });
    expect(findings(fixed(app, finding), 'text-size')).toEqual([]);
    expect(findings(prototype([label('t', { color: '#000', fontSize: 12 })]), 'text-size')).toEqual([]);
  });

  it('fails a link told apart by colour alone (1.4.1); underlined, or underlined on focus, passes', () => {
    const link = (style: Widget['style'], focus?: Widget['focus']) =>
      newWidget({
        id: 'a',
        type: 'WebLink',
        x: 20,
        y: 100,
        w: 140,
        h: 24,
        props: { label: 'Terms', url: 'https://example.org' },
        style: { color: '#1a5fd0', ...style },
        ...(focus ? { focus } : {}),
      });
    const app = prototype([link({})]);
    const [finding] = findings(app, 'link-distinct');
    expect(finding).toMatchObject({ widgetId: 'a', wcag: '1.4.1' });
    expect(findings(fixed(app, finding), 'link-distinct')).toEqual([]);
    expect(findings(prototype([link({ textDecoration: 'underline' })]), 'link-distinct')).toEqual([]);
    expect(findings(prototype([link({}, { textDecoration: 'underline' })]), 'link-distinct')).toEqual([]);
  });

  it('fails a screen without a Label clearly larger than its body text (2.4.6)', () => {
    const body = [
      label('b1', { color: '#000', fontSize: 14 }),
      label('b2', { color: '#000', fontSize: 14 }, { y: 150 }),
    ];
    const titled = (fontSize: number) => {
      const app = prototype(body);
      app.widgets.heading = { ...app.widgets.heading, style: { ...app.widgets.heading.style, fontSize } };
      return findings(app, 'screen-heading');
    };
    expect(titled(14)).toMatchObject([{ screenId: 's', data: { bodyText: 14 } }]);
    // 1.2 × 14 = 16.8, under the 18 px floor
    expect(titled(17)).toHaveLength(1);
    expect(titled(18)).toEqual([]);
  });
});

describe('checkAccessibility', () => {
  it('checks one screen when named, and finds nothing on a clean prototype', () => {
    const clean = prototype([label('t', { color: '#000' })]);
    expect(checkAccessibility(clean)).toEqual([]);
    const two = prototype([label('t', { color: '#aaa' })]);
    two.screens.other = newScreen({ id: 'other', children: [] });
    expect(checkAccessibility(two, 'other')).toEqual([]);
    expect(checkAccessibility(two, 's').map((f) => f.rule)).toEqual(['text-contrast']);
  });
});
