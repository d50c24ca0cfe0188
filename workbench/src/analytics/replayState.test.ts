import { describe, expect, it } from 'vitest';
import { newApp, newScreen, newWidget } from '@protolab/shared';
import { drawnPoint, replayFrame } from './replayState';

const base = { session: 's', user: 'u', widget: null, x: -1, y: -1 };
const events = [
  { ...base, id: '1', screen: 'a', type: 'SessionStart', time: 1000 },
  { ...base, id: '2', screen: 'a', type: 'ScreenLoaded', time: 1100 },
  {
    ...base,
    id: '3',
    screen: 'a',
    widget: 'w1',
    type: 'WidgetChange',
    time: 2000,
    state: { type: 'value', value: 'Anna' },
  },
  { ...base, id: '4', screen: 'a', widget: 'w2', type: 'WidgetClick', time: 3000, x: 0.5, y: 0.8 },
  { ...base, id: '5', screen: 'b', type: 'ScreenLoaded', time: 3200 },
];
const tracks = [{ session: 's', screen: 'a', x: [0.1, 0.5], y: [0.2, 0.8], c: [0, 1], t: [2500, 3000] }];

/** Screen a asks a name (w1, bound to "name"); screen b greets with a Label and a field bound to it. */
const bound = { databinding: { default: 'name' } };
const app = newApp({
  screens: {
    a: newScreen({ id: 'a', children: ['w1', 'w2'] }),
    b: newScreen({ id: 'b', children: ['hello', 'again'] }),
  },
  widgets: {
    w1: newWidget({ id: 'w1', type: 'TextBox', props: { ...bound } }),
    w2: newWidget({ id: 'w2', type: 'Button', props: { label: 'Go' } }),
    hello: newWidget({ id: 'hello', type: 'Label', props: { label: 'Hello', ...bound } }),
    again: newWidget({ id: 'again', type: 'TextBox', props: { ...bound } }),
  },
});

describe('replayFrame', () => {
  it('shows the first screen before anything loads', () => {
    expect(replayFrame(app, events, tracks, 0)).toMatchObject({ screen: 'a', index: 0, ripples: [] });
  });
  it('keeps typed values, the mouse trail and a fresh click ripple', () => {
    const frame = replayFrame(app, events, tracks, 2100);
    expect(frame.values).toEqual({ w1: 'Anna' });
    expect(frame.ripples).toEqual([{ x: 0.5, y: 0.8, age: 0.125, missed: false }]);
    expect(frame.trail).toEqual([
      { x: 0.1, y: 0.2 },
      { x: 0.5, y: 0.8 },
    ]);
    expect(frame.index).toBe(3);
  });
  it('moves to the next screen and drops the old ripples', () => {
    const frame = replayFrame(app, events, tracks, 2300);
    expect(frame).toMatchObject({ screen: 'b', ripples: [], trail: [], index: 4 });
  });
  it('knows the variables: the next screen shows the name typed on the first', () => {
    expect(replayFrame(app, events, tracks, 900).variables).toEqual({});
    const frame = replayFrame(app, events, tracks, 2300);
    expect(frame.variables).toEqual({ name: 'Anna' });
    // the bound field of screen b shows it, as it did in the player
    expect(frame.values).toMatchObject({ again: 'Anna' });
  });
});

describe('positions outside the screen, as the existing product records them', () => {
  it('draws a pointer that left the screen at its edge, and no pointer (−1) not at all', () => {
    expect(drawnPoint(-0.02, 1.3)).toEqual({ x: 0, y: 1 });
    expect(drawnPoint(-1, -1)).toBeNull();
    expect(drawnPoint(0.5, -1)).toBeNull();
    expect(drawnPoint(undefined, 0.5)).toBeNull();
    expect(drawnPoint(Number.NaN, 0.5)).toBeNull();
  });

  it('clamps clicks and trail samples off the screen, and leaves out loads without a pointer', () => {
    const off = [
      { ...base, id: '1', screen: 'a', type: 'ScreenLoaded', time: 1000 },
      { ...base, id: '2', screen: 'a', type: 'ScreenClick', time: 1100, x: -0.02, y: 1.3 },
    ];
    const offTrack = [
      { session: 's', screen: 'a', x: [-1, -0.3, 1.5], y: [-1, 0.5, 0.5], c: [0, 0, 0], t: [1000, 1050, 1100] },
    ];
    const frame = replayFrame(app, off, offTrack, 100);
    expect(frame.ripples).toEqual([{ x: 0, y: 1, age: 0, missed: true }]);
    expect(frame.trail).toEqual([
      { x: 0, y: 0.5 },
      { x: 1, y: 0.5 },
    ]);
  });
});
