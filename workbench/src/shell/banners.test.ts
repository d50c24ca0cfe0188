import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBanners } from './banners';

describe('banners', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows success for 2 s, error and hint for 4 s', () => {
    const banners = createBanners();
    banners.success('saved');
    banners.error('failed');
    banners.hint('psst');
    expect(banners.current().map((b) => b.kind)).toEqual(['success', 'error', 'hint']);
    vi.advanceTimersByTime(1999);
    expect(banners.current()).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(banners.current().map((b) => b.kind)).toEqual(['error', 'hint']);
    vi.advanceTimersByTime(1999);
    expect(banners.current()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(banners.current()).toEqual([]);
  });

  it('a newer message of a kind replaces the older and gets its own full time', () => {
    const banners = createBanners();
    banners.success('one');
    vi.advanceTimersByTime(1500);
    banners.success('two');
    expect(banners.current().map((b) => b.text)).toEqual(['two']);
    vi.advanceTimersByTime(1000);
    expect(banners.current().map((b) => b.text)).toEqual(['two']);
    vi.advanceTimersByTime(1000);
    expect(banners.current()).toEqual([]);
  });

  it('can be closed early and tells its listeners', () => {
    const banners = createBanners();
    const listener = vi.fn();
    banners.subscribe(listener);
    banners.error('x');
    banners.dismiss(banners.current()[0].id);
    expect(banners.current()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
    vi.runAllTimers();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
