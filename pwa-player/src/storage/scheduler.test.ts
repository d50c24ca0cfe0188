import { describe, expect, it } from 'vitest';
import { backoffDelay } from './scheduler';

describe('backoffDelay', () => {
  it('doubles from one second up to a minute, half of it random', () => {
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(0, () => 1)).toBe(1000);
    expect(backoffDelay(3, () => 0)).toBe(4000);
    expect(backoffDelay(3, () => 0.5)).toBe(6000);
    expect(backoffDelay(20, () => 1)).toBe(60_000);
    expect(backoffDelay(20, () => 0)).toBe(30_000);
  });
});
