import { describe, expect, it } from 'vitest';
import { readPlayerMessage, recorderPlayerUrl, type PlayerEvent } from './playerMessage';
import { begin, done, idleRecorder, pause, receive, record, toggleImportant } from './taskRecorder';

const event = (screen: string, widget: string | null, type: string): PlayerEvent => ({ screen, widget, type, time: 1 });

describe('task recorder', () => {
  it('begin → record → pause → record again → done keeps what happened while recording', () => {
    let state = begin();
    expect(state).toEqual({ phase: 'recording', steps: [] });
    state = receive(state, event('s_product', null, 'ScreenLoaded'));
    state = receive(state, event('s_product', 'w_add', 'WidgetClick'));
    state = pause(state);
    expect(state.phase).toBe('paused');
    state = receive(state, event('s_cart', null, 'ScreenLoaded'));
    state = receive(state, event('s_cart', 'w_continue', 'WidgetClick'));
    state = record(state);
    expect(state.phase).toBe('recording');
    state = receive(state, event('s_product', 'w_add', 'WidgetClick'));
    state = receive(state, event('s_cart', null, 'ScreenLoaded'));
    state = done(state);
    expect(state.phase).toBe('done');
    // the click after the pause repeats the last recorded step: kept once
    expect(state.steps).toEqual([
      { screen: 's_product', widget: null, type: 'ScreenLoaded' },
      { screen: 's_product', widget: 'w_add', type: 'WidgetClick' },
      { screen: 's_cart', widget: null, type: 'ScreenLoaded' },
    ]);
  });

  it('collapses consecutive duplicates, keeps repeats with something between', () => {
    let state = begin();
    for (const e of [
      event('s1', 'w1', 'WidgetClick'),
      event('s1', 'w1', 'WidgetClick'),
      event('s1', 'w1', 'WidgetChange'),
      event('s1', 'w1', 'WidgetClick'),
    ])
      state = receive(state, e);
    expect(state.steps.map((s) => s.type)).toEqual(['WidgetClick', 'WidgetChange', 'WidgetClick']);
  });

  it('records nothing before begin and after done', () => {
    expect(receive(idleRecorder, event('s1', null, 'ScreenLoaded'))).toBe(idleRecorder);
    const finished = done(receive(begin(), event('s1', null, 'ScreenLoaded')));
    expect(receive(finished, event('s2', null, 'ScreenLoaded')).steps).toHaveLength(1);
  });

  it('ignores transitions that do not apply', () => {
    expect(pause(idleRecorder)).toBe(idleRecorder);
    expect(record(begin()).phase).toBe('recording');
    expect(done(idleRecorder)).toBe(idleRecorder);
    expect(pause(done(begin())).phase).toBe('done');
  });

  it('marks important steps only once done, and unmarks them', () => {
    let state = receive(receive(begin(), event('s1', null, 'ScreenLoaded')), event('s1', 'w1', 'WidgetClick'));
    expect(toggleImportant(state, 1)).toBe(state);
    state = toggleImportant(done(state), 1);
    expect(state.steps[1]).toEqual({ screen: 's1', widget: 'w1', type: 'WidgetClick', important: true });
    state = toggleImportant(state, 1);
    expect(state.steps[1]).toEqual({ screen: 's1', widget: 'w1', type: 'WidgetClick' });
    expect(toggleImportant(state, 9)).toBe(state);
  });
});

describe('player messages', () => {
  it("reads the player's event messages and nothing else", () => {
    const message = {
      source: 'protolab-player',
      type: 'event',
      event: { screen: 's1', widget: 'w1', type: 'WidgetClick', time: 5 },
    };
    expect(readPlayerMessage(message)).toEqual({ screen: 's1', widget: 'w1', type: 'WidgetClick', time: 5 });
    expect(readPlayerMessage({ ...message, event: { screen: 's1', type: 'ScreenLoaded', time: 6 } })).toEqual({
      screen: 's1',
      widget: null,
      type: 'ScreenLoaded',
      time: 6,
    });
    expect(readPlayerMessage({ ...message, source: 'other' })).toBeUndefined();
    expect(readPlayerMessage({ ...message, type: 'ready' })).toBeUndefined();
    expect(readPlayerMessage({ ...message, event: { widget: 'w1', type: 'WidgetClick' } })).toBeUndefined();
    expect(readPlayerMessage('protolab-player')).toBeUndefined();
    expect(readPlayerMessage(null)).toBeUndefined();
  });

  it('opens the player playing at once, without recording, reporting to the parent', () => {
    expect(recorderPlayerUrl('abc_123')).toBe('/player/#/simulate.html?h=abc_123&log=false&s=true&rec=true');
  });
});
