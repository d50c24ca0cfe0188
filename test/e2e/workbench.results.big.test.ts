// A study of many sessions on the Results route, in real Chromium against the real API (issue 38,
// item 2): the task scatter draws its hundreds of dots on a canvas (a bounded number of elements),
// hovering a dot names its session with that session's figures, and the figures come in sections:
// the first view's at once, each task's attempts with its charts, the heat maps when their tab opens.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsFigures } from '@protolab/shared';
import { hasChromium } from './support/browser';
import { workbenchHarness } from './support/workbenchHarness';
import { createTestUser, openPage, type TestUser } from './support/workbenchWorld';

const TIMEOUT = 400_000;
/** Each wait of the test: shorter than the test's, so that a failing one is named. */
const WAIT = 120_000;
const SESSIONS = 450;
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const example = JSON.parse(readFileSync(join(repoRoot, 'fixtures/examples/shop-checkout.json'), 'utf8')) as {
  app: { id: string };
  testSettings: { tasks: unknown[] };
};

/**
 * Session `n` buys the shoes in 6 + 0.7 n seconds, missing the cart's button `n % 7` times on the way:
 * the scatter's dots spread over the chart, hardly two on one spot.
 */
function session(n: number, start: number) {
  const base = { session: `big-${n}`, user: `tester-${n}`, widget: null, x: -1, y: -1, device: { w: 390, h: 844 } };
  const task = 6000 + n * 700;
  const steps: Array<[number, string, string, string | null, Record<string, unknown>?]> = [
    [0, 'SessionStart', 's_product', null],
    [500, 'ScreenLoaded', 's_product', null],
    [1000, 'WidgetClick', 's_product', 'w_prod_add', { x: 0.5, y: 0.92 }],
    [1500, 'ScreenLoaded', 's_cart', null],
    ...Array.from({ length: n % 7 }, (_, i): [number, string, string, null, Record<string, unknown>] => [
      1600 + i * 100,
      'ScreenClick',
      's_cart',
      null,
      { x: 0.1, y: 0.1 },
    ]),
    [1000 + task / 2, 'WidgetClick', 's_cart', 'w_cart_checkout', { x: 0.5, y: 0.89 }],
    [1000 + task / 2 + 200, 'ScreenLoaded', 's_shipping', null],
    [1000 + task - 200, 'WidgetClick', 's_shipping', 'w_ship_pay', { x: 0.5, y: 0.88 }],
    [1000 + task, 'ScreenLoaded', 's_done', null],
  ];
  return steps.map(([at, type, screen, widget, extra], i) => ({
    ...base,
    id: `big-${n}-e${i}`,
    type,
    screen,
    widget,
    time: start + at,
    ...extra,
  }));
}

describe.skipIf(!hasChromium)('workbench: the results of a study with many sessions', () => {
  const world = workbenchHarness();
  let owner: TestUser;
  let appId: string;

  beforeAll(async () => {
    owner = await createTestUser(world.api, 'bigresults');
    const { id: _id, ...doc } = example.app;
    const created = await world.api.post('/rest/apps/', { ...doc, name: 'Many sessions' }, owner.token);
    appId = (created.body as { id: string }).id;
    const settings = await world.api.post(`/rest/test/${appId}.json`, example.testSettings, owner.token);
    expect(settings.status).toBe(200);
    const invitations = await world.api.get(`/rest/invitation/${appId}.json?shape=list`, owner.token);
    const hash = (invitations.body as Array<{ permission: string; hash: string }>).find(
      (i) => i.permission === 'test',
    )!.hash;
    const events = Array.from({ length: SESSIONS }, (_, n) => session(n, Date.UTC(2026, 0, 5) + n * 600_000)).flat();
    for (let i = 0; i < events.length; i += 1000) {
      const posted = await world.api.post(`/rest/invitation/${appId}/${hash}/events.json`, events.slice(i, i + 1000));
      expect(posted.status).toBe(200);
    }
  }, TIMEOUT);

  it(
    'draws the scatter of hundreds of sessions on a canvas, names the session under the pointer, and takes the figures in sections',
    async () => {
      const { page, context } = await openPage(world, { user: owner });
      try {
        const figureRequests: string[] = [];
        page.on('request', (request) => {
          const path = new URL(request.url()).pathname;
          if (path.startsWith('/rest/figures/')) figureRequests.push(path.slice(`/rest/figures/${appId}`.length));
        });
        await page.goto(world.url(`/apps/${appId}/results.html`));
        const scatter = page.locator('figure', {
          has: page.getByRole('heading', { name: 'Duration and interactions per session' }),
        });
        await scatter.scrollIntoViewIfNeeded({ timeout: WAIT });
        const canvas = scatter.locator('canvas');
        await canvas.waitFor({ timeout: WAIT });
        // hundreds of dots, a handful of elements: the axes, their ticks and one canvas
        const elements = await scatter.evaluate((figure) => figure.querySelectorAll('*').length);
        expect(elements).toBeLessThan(120);
        await expect
          .poll(() => scatter.getByRole('button', { name: 'Show table' }).isVisible(), { timeout: WAIT })
          .toBe(true);

        // a drawn pixel of the canvas, in the page's coordinates
        const handle = await canvas.elementHandle();
        const at = await page.waitForFunction(
          (element) => {
            const c = element as HTMLCanvasElement;
            const g = c.getContext('2d');
            if (!g || c.width === 0) return null;
            const { data } = g.getImageData(0, 0, c.width, c.height);
            const box = c.getBoundingClientRect();
            // the middle of the canvas outwards, so the dot found is well inside it
            for (let row = Math.floor(c.height / 2); row < c.height; row += 2)
              for (let col = Math.floor(c.width / 3); col < c.width; col += 2)
                if (data[(row * c.width + col) * 4 + 3]! > 200)
                  return { x: box.left + (col / c.width) * box.width, y: box.top + (row / c.height) * box.height };
            return null;
          },
          handle,
          { timeout: WAIT },
        );
        const point = (await at.jsonValue())!;
        await page.mouse.move(point.x, point.y);
        const tip = scatter.locator('.chart-tooltip');
        await tip.waitFor({ timeout: WAIT });
        const [session, , interactions] = (await tip.textContent())!.split(' · ');
        expect(session).toMatch(/^big-\d+$/);
        // the session's own attempt, as the API's whole figures have it
        const whole = await world.api.get<AnalyticsFigures>(`/rest/figures/${appId}.json`, owner.token);
        const attempt = whole.body.tasks[0]!.results.find((r) => r.session === session)!;
        expect(interactions).toBe(`${attempt.interactions} Interactions`);
        expect(whole.body.tasks[0]!.results.filter((r) => r.duration !== null)).toHaveLength(SESSIONS);

        // the first view's section, asked for once (index.html's early request, taken by the app), then
        // the tasks' attempts with their charts; the heat maps not yet
        expect(figureRequests.filter((path) => path === '/results.json')).toHaveLength(1);
        expect(figureRequests.filter((path) => path !== '/results.json' && path !== '/points.json')).toEqual([]);
        expect(figureRequests).toContain('/points.json');
        await page.locator('.overview-tabs').getByRole('link', { name: 'Heat maps' }).click();
        await page.locator('[data-testid="heatmaps"] canvas').first().waitFor({ timeout: WAIT });
        expect(figureRequests).toContain('/heat.json');
        expect(figureRequests).not.toContain('.json');
      } finally {
        await context.close();
      }
    },
    TIMEOUT,
  );
});
