import { describe, expect, it } from 'vitest';
import { hasQuantUx, readQuantUx } from '../../../test/support/quantUxFixtures';
import { newApp, type App } from '../model/app';
import { newScreen } from '../model/screen';
import { newWidget } from '../model/widget';
import { resolveScreenWidgets } from './inheritance';
import { importQuantUxApp } from './quantUx';

const fixture = (name: string): App => importQuantUxApp(readQuantUx(name)).app;

/** A master screen at (1000, 0) with a header and a button; a child at (0, 0) inheriting it. */
function masterAndChild(childWidgets: ReturnType<typeof newWidget>[] = []): App {
  const header = newWidget({ id: 'header', type: 'Label', x: 1000, y: 0, w: 375, h: 60, z: 1, props: { label: 'Hi' } });
  const button = newWidget({
    id: 'button',
    type: 'Button',
    x: 1020,
    y: 600,
    w: 100,
    h: 40,
    z: 5,
    style: { color: 'red', background: 'blue' },
  });
  const widgets = Object.fromEntries([header, button, ...childWidgets].map((w) => [w.id, w]));
  return newApp({
    screens: {
      master: newScreen({ id: 'master', x: 1000, y: 0, children: ['header', 'button'] }),
      child: newScreen({ id: 'child', x: 0, y: 0, parents: ['master'], children: childWidgets.map((w) => w.id) }),
    },
    widgets,
  });
}

describe('resolveScreenWidgets', () => {
  it('shows copies of the master widgets at the same place on the child, marked inherited', () => {
    const own = newWidget({ id: 'own', type: 'Button', x: 10, y: 100, z: 3 });
    const widgets = resolveScreenWidgets(masterAndChild([own]), 'child');
    expect(widgets.map((w) => [w.id, w.inherited, w.x, w.y])).toEqual([
      ['header@child', 'header', 0, 0],
      ['own', undefined, 10, 100],
      ['button@child', 'button', 20, 600],
    ]);
  });

  it('lets a child widget with parentWidget override the master widget', () => {
    const override = newWidget({
      id: 'mine',
      type: 'Button',
      x: 5,
      y: 5,
      z: 9,
      parentWidget: 'button',
      style: { color: 'green' },
    });
    const widgets = resolveScreenWidgets(masterAndChild([override]), 'child');
    expect(widgets.map((w) => w.id)).toEqual(['header@child', 'mine']);
    expect(widgets[1].style).toMatchObject({ color: 'green', background: 'blue' });
    expect(widgets[1]).toMatchObject({ x: 5, y: 5 });
  });

  it('puts an override at the master widget’s place when it has parentWidgetPos', () => {
    const override = {
      ...newWidget({ id: 'mine', type: 'Button', x: 5, y: 5, parentWidget: 'button' }),
      parentWidgetPos: true,
    };
    const mine = resolveScreenWidgets(masterAndChild([override]), 'child').find((w) => w.id === 'mine');
    expect(mine).toMatchObject({ id: 'mine', x: 20, y: 600, w: 100, h: 40 });
  });

  it('ignores a screen listed as its own parent and unknown parents', () => {
    const app = masterAndChild();
    app.screens.child.parents = ['child', 'nowhere', 'master'];
    expect(resolveScreenWidgets(app, 'child')).toHaveLength(2);
    expect(resolveScreenWidgets(app, 'nowhere')).toEqual([]);
  });
});

describe.skipIf(!hasQuantUx)('resolveScreenWidgets on quant-ux fixtures', () => {
  it('export_snack: "Screen 2" shows its 8 widgets and the 21 of its master', () => {
    const widgets = resolveScreenWidgets(fixture('export_snack.json'), 's10009');
    expect(widgets).toHaveLength(29);
    expect(widgets.filter((w) => w.inherited)).toHaveLength(21);
    expect(widgets.map((w) => w.z)).toEqual([...widgets.map((w) => w.z)].sort((a, b) => (a ?? 0) - (b ?? 0)));
  });

  it('export_snack: the master’s bar chart sits on "Start" where it sits on the master', () => {
    const app = fixture('export_snack.json');
    const copy = resolveScreenWidgets(app, 's10096').find((w) => w.id === 'w10070@s10096');
    // the master is at (2390, 2992) with the chart at (2420, 3312); "Start" is at (1845, 2218)
    expect(copy).toMatchObject({ inherited: 'w10070', type: 'BarChart', x: 1875, y: 2538 });
    expect(resolveScreenWidgets(app, 's10096')).toHaveLength(23);
  });

  it('canvasTestApp: the child screen shows its segment and the master’s box', () => {
    const widgets = resolveScreenWidgets(fixture('canvasTestApp.json'), 's10074');
    expect(widgets.map((w) => w.id)).toEqual(['w10073@s10074', 'w10076']);
    expect(widgets[0]).toMatchObject({ x: 4240, y: 2526 });
  });
});
