// Frame times in a page while something happens, for the benchmarks that measure smoothness.
import type { Page } from 'playwright-core';

export const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)];
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Frame times while `act` runs, from requestAnimationFrame. */
export async function frames(page: Page, act: () => Promise<void>): Promise<number[]> {
  await page.evaluate(() => {
    const w = window as unknown as { __gaps: number[]; __run: boolean };
    w.__gaps = [];
    w.__run = true;
    let last = performance.now();
    const tick = (now: number) => {
      w.__gaps.push(now - last);
      last = now;
      if (w.__run) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await act();
  return page.evaluate(() => {
    const w = window as unknown as { __gaps: number[]; __run: boolean };
    w.__run = false;
    return w.__gaps.slice(1);
  });
}
