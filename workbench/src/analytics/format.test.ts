import { describe, expect, it } from 'vitest';
import { clock, duration, percent, seconds, tagList } from './format';

describe('analytics formats', () => {
  it('writes rates as percent', () => {
    expect(percent(0.4712)).toBe('47%');
    expect(percent(0.0512)).toBe('5.1%');
    expect(percent(null)).toBe('–');
  });
  it('writes durations in s, min and h', () => {
    expect(duration(4200)).toBe('4.2 s');
    expect(duration(65_000)).toBe('1:05 min');
    expect(duration(3_723_000)).toBe('1:02:03 h');
    expect(seconds(4260)).toBe(4.3);
    expect(clock(67_900)).toBe('1:07');
  });
  it('lists tags joined by "or" (any) or "and" (all)', () => {
    expect(tagList(['Confused', 'Happy'], 'any', 'en')).toBe('Confused or Happy');
    expect(tagList(['Confused', 'Happy'], 'all', 'en')).toBe('Confused and Happy');
    expect(tagList(['Lost'], 'all', 'cn')).toBe('Lost');
  });
});
