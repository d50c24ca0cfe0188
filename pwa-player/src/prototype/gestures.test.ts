import { describe, expect, it } from 'vitest';
import { swipeOf } from './gestures';

describe('swipeOf', () => {
  it('tells swipes by their main direction', () => {
    expect(swipeOf(-120, 10, 200)).toBe('swipeLeft');
    expect(swipeOf(120, -10, 200)).toBe('swipeRight');
    expect(swipeOf(5, -90, 200)).toBe('swipeUp');
    expect(swipeOf(0, 90, 200)).toBe('swipeDown');
  });

  it('is not a swipe when short, slow or diagonal', () => {
    expect(swipeOf(20, 0, 100)).toBeUndefined();
    expect(swipeOf(200, 0, 2000)).toBeUndefined();
    expect(swipeOf(100, 90, 200)).toBeUndefined();
  });
});
