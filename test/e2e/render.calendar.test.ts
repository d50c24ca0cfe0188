/// <reference lib="dom" />
// The month calendar (Date) drawn smaller than its text at the widget's font: the weeks stay apart
// and inside the widget, instead of their numbers overlapping (and wrapping) as they did.
import { describe, expect, it } from 'vitest';
import { newApp, newScreen, newWidget, widgetDefaults } from '@protolab/shared';
import { hasChromium } from './support/browser';
import { playerHarness } from './support/playerHarness';
import { publishTest } from './support/playerWorld';

/** A start screen with Date widgets of the palette's look at these sizes, ids d0, d1, … */
function calendars(sizes: Array<{ w: number; h: number }>) {
  const app = newApp({ name: 'Calendars' });
  const defaults = widgetDefaults('Date')!;
  const widgets = sizes.map(({ w, h }, i) =>
    newWidget({ id: `d${i}`, type: 'Date', x: 10, y: 10 + i * 340, w, h, props: {}, style: { ...defaults.style } }),
  );
  const screen = newScreen({ id: 's1', name: 'Dates', x: 0, y: 0, w: 375, h: 1400, props: { start: true } });
  return {
    ...app,
    screens: { s1: { ...screen, children: widgets.map((w) => w.id) } },
    widgets: Object.fromEntries(widgets.map((w) => [w.id, w])),
  };
}

/** The boxes of a calendar's day numbers (their text, not their cells), by week. */
function dayTextBoxes(widget: HTMLElement) {
  const rows = Array.from(widget.querySelectorAll('[role="row"]')).slice(1);
  return {
    widget: widget.getBoundingClientRect().toJSON() as DOMRect,
    weeks: rows.map((row) =>
      Array.from(row.querySelectorAll('[data-day]')).map((day) => {
        const range = document.createRange();
        range.selectNodeContents(day);
        return range.getBoundingClientRect().toJSON() as DOMRect;
      }),
    ),
  };
}

describe.skipIf(!hasChromium)('a short month calendar', () => {
  const harness = playerHarness();

  it('keeps each week on its own line, inside the widget, at every size', async () => {
    const sizes = [
      { w: 300, h: 120 },
      { w: 160, h: 90 },
      { w: 280, h: 300 },
    ];
    const test = await publishTest(harness.api(), calendars(sizes));
    const page = await harness.browser().newPage({ viewport: { width: 375, height: 1400 } });
    await page.goto(`${harness.api().url}/player/#/test.html?h=${test.hash}&s=true`);
    await page.locator('[data-screen="s1"]').waitFor();
    for (let i = 0; i < sizes.length; i++) {
      const { widget, weeks } = await page.locator(`[data-widget="d${i}"]`).evaluate(dayTextBoxes);
      expect(weeks.flat()).toHaveLength(31);
      for (let w = 0; w < weeks.length; w++) {
        for (const day of weeks[w]) {
          // one line: a two-digit day is as tall as a one-digit one
          expect(day.height, `d${i} week ${w}`).toBeLessThanOrEqual(weeks[0][0]?.height ?? weeks[1][0].height);
          expect(day.bottom, `d${i} week ${w}`).toBeLessThanOrEqual(widget.bottom);
          expect(day.right, `d${i} week ${w}`).toBeLessThanOrEqual(widget.right);
        }
        const next = weeks[w + 1]?.[0];
        if (next && weeks[w].length > 0)
          expect(weeks[w][0].bottom, `d${i} week ${w}`).toBeLessThanOrEqual(next.top + 0.5);
      }
    }
    await page.close();
  });
});
