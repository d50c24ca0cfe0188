import { describe, expect, it } from 'vitest';
import { hasQuantUx, readQuantUx } from '../../../test/support/quantUxFixtures';
import { importQuantUxApp } from '../appDocument/quantUx';
import { newApp } from '../model/app';
import { newGroup } from '../model/group';
import { newLine } from '../model/line';
import { newScreen } from '../model/screen';
import { newWidget } from '../model/widget';
import { animationKeyframes, DEFAULT_TRANSITION_MS, screenLoadedAnimations, screenTransition } from './animation';

describe('screenTransition', () => {
  it('plays the last fired line that names a known kind, with its duration', () => {
    const plain = newLine({ id: 'a', from: 'x', to: 'logic' });
    const slide = { ...newLine({ id: 'b', from: 'logic', to: 's2' }), animation: 'slideLeft', duration: 250 };
    expect(screenTransition([plain, slide])).toEqual({
      keyframes: [{ transform: 'translateX(100%)' }, { transform: 'none' }],
      duration: 250,
      delay: 0,
      easing: 'ease-out',
      fill: 'backwards',
    });
    const fade = { ...newLine({ from: 'x', to: 's2' }), animation: 'fadeIn' };
    expect(screenTransition([fade])?.duration).toBe(DEFAULT_TRANSITION_MS);
  });

  it('gives nothing for no line, no animation, an unknown kind or a bad duration', () => {
    const line = newLine({ from: 'x', to: 's2' });
    expect(screenTransition([])).toBeUndefined();
    expect(screenTransition([line])).toBeUndefined();
    expect(screenTransition([{ ...line, animation: 'transform' }])).toBeUndefined();
    expect(screenTransition([{ ...line, animation: 'toString' }])).toBeUndefined();
    expect(screenTransition([{ ...line, animation: 42 }])).toBeUndefined();
    expect(screenTransition([{ ...line, animation: 'fadeIn', duration: 'soon' }])?.duration).toBe(
      DEFAULT_TRANSITION_MS,
    );
    expect(screenTransition([{ ...line, animation: 'fadeIn', duration: 0 }])).toBeUndefined();
  });

  it('returns fresh keyframes each time', () => {
    animationKeyframes('fadeIn')![0].opacity = 0.5;
    expect(animationKeyframes('fadeIn')![0]).toEqual({ opacity: 0 });
  });
});

describe('screenLoadedAnimations', () => {
  it('reads widget and group animations of a hand-made screen', () => {
    const screen = {
      ...newScreen({ id: 's1', children: ['a', 'b', 'c'] }),
      animation: {
        ScreenLoaded: {
          widgets: {
            a: { duration: 500, delay: 100, type: 'fadeIn', easing: 'linear' },
            b: { duration: 200, delay: 0, type: 'wobble', easing: null },
            c: { duration: 300, delay: 50, type: 'fadeOut', easing: null },
          },
          groups: { g: { duration: 400, delay: 200, type: 'slideUp', easing: null }, missing: { type: 'fadeIn' } },
        },
      },
    };
    const app = newApp({
      screens: { s1: screen },
      widgets: Object.fromEntries(['a', 'b', 'c'].map((id) => [id, newWidget({ id, type: 'Box' })])),
      groups: { g: newGroup({ id: 'g', children: ['b'] }) },
    });
    expect(screenLoadedAnimations(app, 's1')).toEqual([
      {
        widget: 'b',
        keyframes: [{ transform: 'translateY(100%)' }, { transform: 'none' }],
        duration: 400,
        delay: 200,
        easing: 'ease-out',
        fill: 'backwards',
      },
      {
        widget: 'a',
        keyframes: [{ opacity: 0 }, { opacity: 1 }],
        duration: 500,
        delay: 100,
        easing: 'linear',
        fill: 'backwards',
      },
      {
        widget: 'c',
        keyframes: [{ opacity: 1 }, { opacity: 0 }],
        duration: 300,
        delay: 50,
        easing: 'ease-out',
        fill: 'both',
      },
    ]);
  });

  it('gives nothing for a screen without animations, a malformed block or an unknown screen', () => {
    const app = newApp({
      screens: { s1: newScreen({ id: 's1' }), s2: { ...newScreen({ id: 's2' }), animation: 'x' } },
    });
    expect(screenLoadedAnimations(app, 's1')).toEqual([]);
    expect(screenLoadedAnimations(app, 's2')).toEqual([]);
    expect(screenLoadedAnimations(app, 'nope')).toEqual([]);
  });

  it.skipIf(!hasQuantUx)('reads the funnelApp fixture', () => {
    const { app } = importQuantUxApp(readQuantUx('funnelApp.json'));
    const animations = screenLoadedAnimations(app, 's10000_90393');
    expect(animations).toEqual([
      expect.objectContaining({ widget: 'w10005_61597', duration: 1000, delay: 0, easing: 'linear' }),
      expect.objectContaining({
        widget: 'w10004_41311',
        duration: 100,
        delay: 1000,
        keyframes: [{ opacity: 0 }, { opacity: 1 }],
      }),
    ]);
    expect(animations[0].keyframes[0]).toMatchObject({ transform: 'scaleX(0)' });
    for (const screenId of Object.keys(app.screens)) {
      for (const { widget } of screenLoadedAnimations(app, screenId)) expect(app.widgets[widget]).toBeDefined();
    }
  });
});
