import { describe, expect, it } from 'vitest';
import { hasQuantUx, readQuantUx } from '../../../test/support/quantUxFixtures';
import { newApp } from '../model/app';
import { newScreen } from '../model/screen';
import { newWidget } from '../model/widget';
import { importQuantUxApp } from './quantUx';
import { screenView } from './screenView';

describe('screenView', () => {
  const widgets = [
    newWidget({
      id: 'name',
      type: 'TextBox',
      x: 110,
      y: 220,
      w: 200,
      h: 32,
      z: 2,
      props: { label: 'Your name', placeholder: true },
    }),
    newWidget({
      id: 'pick',
      type: 'DropDown',
      x: 110,
      y: 300,
      z: 3,
      props: { options: ['a', 'b'] },
      hover: { background: 'grey' },
    }),
    newWidget({
      id: 'pic',
      type: 'Image',
      x: 100,
      y: 200,
      w: 50,
      h: 50,
      z: 1,
      style: { backgroundImage: { url: 'a1/pic.jpg', w: 10, h: 10 } },
    }),
    newWidget({ id: 'star', type: 'Icon', x: 100, y: 200, z: 4, style: { icon: 'mdi mdi-star' } }),
    newWidget({ id: 'count', type: 'Label', x: 100, y: 200, z: 5, props: { label: 42 } }),
  ];
  const app = newApp({
    screens: {
      s1: newScreen({
        id: 's1',
        name: 'Form',
        x: 100,
        y: 200,
        w: 375,
        h: 667,
        children: widgets.map((w) => w.id),
        style: { background: '#fafafa' },
      }),
    },
    widgets: Object.fromEntries(widgets.map((w) => [w.id, w])),
  });

  it('lays widgets out relative to the screen, bottom first', () => {
    const view = screenView(app, 's1')!;
    expect(view).toMatchObject({
      id: 's1',
      name: 'Form',
      w: 375,
      h: 667,
      style: { background: '#fafafa' },
      imageUrl: null,
    });
    expect(view.widgets.map((w) => [w.id, w.type, w.z])).toEqual([
      ['pic', 'Image', 1],
      ['name', 'TextBox', 2],
      ['pick', 'DropDown', 3],
      ['star', 'Icon', 4],
      ['count', 'Label', 5],
    ]);
    expect(view.widgets[1].box).toEqual({ x: 10, y: 20, w: 200, h: 32 });
  });

  it('carries text, image, icon, props and resolved styles per state', () => {
    const [pic, name, pick, star, count] = screenView(app, 's1')!.widgets;
    expect(name).toMatchObject({ text: 'Your name', props: { placeholder: true }, states: {} });
    expect(pick).toMatchObject({
      text: null,
      props: { options: ['a', 'b'] },
      states: { hover: { background: 'grey' } },
    });
    expect(pick.style.fontSize).toBe(18);
    expect(pic.imageUrl).toBe('a1/pic.jpg');
    expect(star.icon).toBe('mdi mdi-star');
    expect(count.text).toBe('42');
  });

  it('is undefined for an unknown screen', () => {
    expect(screenView(app, 'nope')).toBeUndefined();
  });
});

describe.skipIf(!hasQuantUx)('screenView of quant-ux fixtures', () => {
  it('simSimpleForm: the form holds five text boxes', () => {
    const app = importQuantUxApp(readQuantUx('simSimpleForm.json')).app;
    const view = screenView(app, 's10000_29014')!;
    const inputs = view.widgets.filter((w) => w.type === 'TextBox');
    expect(inputs.map((w) => w.text)).toEqual(['Firstname', 'Lastname', 'Email', 'age', 'Number']);
    expect(inputs[0].box).toEqual({ x: 42, y: 169, w: 293, h: 32 });
  });

  it('export_snack: a child screen draws the master’s header image first, as an inherited copy', () => {
    const app = importQuantUxApp(readQuantUx('export_snack.json')).app;
    const view = screenView(app, 's10005')!;
    expect(view.widgets).toHaveLength(22);
    expect(view.widgets[0]).toMatchObject({
      id: 'w10095@s10005',
      inherited: 'w10095',
      type: 'Image',
      box: { x: 0, y: 0, w: 376, h: 220 },
      imageUrl: expect.stringMatching(/^5b199365e2fb537a15b95ada\/.+\.jpg$/),
    });
  });
});
