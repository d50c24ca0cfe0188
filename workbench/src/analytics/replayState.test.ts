import { describe, expect, it } from 'vitest';
import { replayFrame } from './replayState';

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

describe('replayFrame', () => {
  it('shows the first screen before anything loads', () => {
    expect(replayFrame(events, tracks, 0)).toMatchObject({ screen: 'a', index: 0, ripples: [] });
  });
  it('keeps typed values, the mouse trail and a fresh click ripple', () => {
    const frame = replayFrame(events, tracks, 2100);
    expect(frame.values).toEqual({ w1: 'Anna' });
    expect(frame.ripples).toEqual([{ x: 0.5, y: 0.8, age: 0.125, missed: false }]);
    expect(frame.trail).toEqual([
      { x: 0.1, y: 0.2 },
      { x: 0.5, y: 0.8 },
    ]);
    expect(frame.index).toBe(3);
  });
  it('moves to the next screen and drops the old ripples', () => {
    const frame = replayFrame(events, tracks, 2300);
    expect(frame).toMatchObject({ screen: 'b', ripples: [], trail: [], index: 4 });
  });
});
