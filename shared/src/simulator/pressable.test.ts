import { describe, expect, it } from 'vitest';
import { newApp } from '../model/app';
import { newGroup } from '../model/group';
import { newLine } from '../model/line';
import { newScreen } from '../model/screen';
import { newWidget, type Widget } from '../model/widget';
import { isPressable } from './pressable';

describe('isPressable: what the player draws as a button', () => {
  const home = newScreen({ id: 'home', x: 0, y: 0, props: { start: true } });
  const next = newScreen({ id: 'next', x: 500, y: 0 });
  const widgets: Widget[] = [
    newWidget({ id: 'button', type: 'Button' }),
    newWidget({ id: 'linked', type: 'Label' }),
    newWidget({ id: 'plain', type: 'Label' }),
    newWidget({ id: 'grouped', type: 'Image' }),
    newWidget({ id: 'hovered', type: 'Box' }),
    newWidget({ id: 'field', type: 'TextBox' }),
    newWidget({ id: 'web', type: 'WebLink' }),
  ];
  home.children.push(...widgets.map((w) => w.id));
  const app = newApp({
    screens: { home, next },
    widgets: Object.fromEntries(widgets.map((w) => [w.id, w])),
    groups: { g: newGroup({ id: 'g', children: ['grouped'] }) },
    lines: Object.fromEntries(
      [
        newLine({ id: 'l1', from: 'linked', to: 'next' }),
        newLine({ id: 'l2', from: 'g', to: 'next', event: 'click' }),
        newLine({ id: 'l3', from: 'hovered', to: 'next', event: 'hover' }),
        newLine({ id: 'l4', from: 'field', to: 'next' }),
        newLine({ id: 'l5', from: 'web', to: 'next' }),
        newLine({ id: 'l6', from: 'home', to: 'next' }),
      ].map((l) => [l.id, l]),
    ),
  });
  const pressable = (id: string) => isPressable(app, 'home', { id, type: app.widgets[id]!.type });

  it('is a button type, or a plain box a click line leaves (itself or its group)', () => {
    expect(pressable('button')).toBe(true);
    expect(pressable('linked')).toBe(true);
    expect(pressable('grouped')).toBe(true);
  });

  it('is not a box without a click line (the screen’s own does not count), an input or a box with its own link', () => {
    expect(pressable('plain')).toBe(false);
    expect(pressable('hovered')).toBe(false);
    expect(pressable('field')).toBe(false);
    expect(pressable('web')).toBe(false);
  });

  it('counts the master’s line for an inherited copy', () => {
    expect(isPressable(app, 'next', { id: 'linked@next', type: 'Label' })).toBe(true);
  });
});
