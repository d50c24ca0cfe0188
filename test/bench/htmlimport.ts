// Import HTML… in the real editor (Chromium, the real API on SQLite): pages of 100, 500 and 2,000
// elements of the importer's kinds (styled boxes, headings, texts, fields, drop downs, check boxes,
// buttons, pictures, icons), from the Import click to the new screen drawn on the canvas. The floor
// is the editor pasting the 500 widgets the 500-element page made (a copy of that screen), in the
// same run: what laying the page out, measuring and mapping it cost beyond adding the widgets.
// Each figure is the median of three rounds (each round undone), the 2,000 one a single run. Prints
// figures; asserts nothing.
import type { Page } from 'playwright-core';
import { newApp, newScreen } from '@protolab/shared';
import { hasChromium } from '../e2e/support/browser';
import { createTestUser, loggedInContext, startWorkbench } from '../e2e/support/workbenchWorld';
import { median } from './frames';
import { openImports } from '../e2e/support/editorHarness';

const SIZES = [100, 500];
/** a screen of more than the server's 1,000 changes a set cannot be saved (its widgets go before it): measured once, last, not undone */
const LARGE = 2000;
const FLOOR = 500;
const ROUNDS = 3;
/** a drawing that takes longer is reported as NaN ms */
const GIVE_UP_MS = 120_000;
const SCREEN = { w: 390, h: 844 };
const ICON = '<svg width="24" height="24" viewBox="0 0 24 24"><path d="M4 12h16" stroke="currentColor"/></svg>';
const PICTURE = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

/** A page of `elements` elements, ten to a card, each becoming one widget. */
function pageOf(elements: number): string {
  const cards = Array.from(
    { length: elements / 10 },
    (_, i) => `<div class="card">
  <h3>Card ${i}</h3><p>Some words about card ${i}</p>
  <input type="text" placeholder="Name ${i}"><input type="password" placeholder="Secret">
  <select><option>One</option><option>Two</option></select>
  <input type="checkbox" aria-label="Pick ${i}"><button>Go ${i}</button>
  <img src="${PICTURE}" alt="Picture ${i}" width="40" height="40">${ICON}
</div>`,
  );
  return `<!doctype html><html><head><title>Page of ${elements}</title><style>
body { margin: 0; font-family: Arial, sans-serif; background: #f1f5f9; }
.card { margin: 8px; padding: 8px; background: #fff; border: 1px solid #e2e8f0; border-radius: 8px; }
h3 { margin: 0; font-size: 16px; } p { margin: 4px 0; color: #64748b; }
input, select { margin: 2px; } button { background: #2563eb; color: #fff; border: 0; padding: 6px 12px; border-radius: 4px; }
</style></head><body>${cards.join('\n')}</body></html>`;
}

const drawnWidgets = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('[data-canvas-screen] [data-widget]').length);

/** Starts the clock on the next click or key press and answers the ms until the canvas holds `expected` widgets, drawn. */
async function timeUntilDrawn(page: Page, act: () => Promise<void>, expected: number): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { __t0: number };
    const start = () => (w.__t0 = performance.now());
    addEventListener('click', start, { once: true, capture: true });
    addEventListener('keydown', start, { once: true, capture: true });
  });
  await act();
  return page.evaluate(
    ({ count, GIVE_UP_MS }) =>
      new Promise<number>((done) => {
        const check = () => {
          if (document.querySelectorAll('[data-canvas-screen] [data-widget]').length >= count) {
            requestAnimationFrame(() => done(performance.now() - (window as unknown as { __t0: number }).__t0));
          } else if (performance.now() - (window as unknown as { __t0: number }).__t0 > GIVE_UP_MS) done(Number.NaN);
          else requestAnimationFrame(check);
        };
        check();
      }),
    { count: expected, GIVE_UP_MS },
  );
}

export async function run(): Promise<void> {
  if (!hasChromium) {
    console.log('[bench] htmlimport: skipped, no Chromium');
    return;
  }
  const world = await startWorkbench({ SEED_EXAMPLES: 'false' });
  try {
    const owner = await createTestUser(world.api, 'htmlimport');
    const doc = newApp({
      name: 'HTML import bench',
      screenSize: SCREEN,
      screens: { s1: newScreen({ id: 's1', name: 'Home', w: SCREEN.w, h: SCREEN.h, props: { start: true } }) },
      widgets: {},
    });
    const appId = (await world.api.post<{ id: string }>('/rest/apps/', doc, owner.token)).body.id;
    const context = await loggedInContext(world, owner, { width: 1600, height: 1000 });
    await context.addInitScript('globalThis.__name = (f) => f;');
    const page = await context.newPage();
    await page.goto(world.url(`/apps/${appId}/create.html`));
    const saved = () => page.locator('[data-testid="save-status"][data-state="saved"]').waitFor({ timeout: 120_000 });
    await saved();
    const undo = () => page.getByRole('button', { name: 'Undo', exact: true }).click();

    /** Imports the markup with the dialog; answers the ms from the Import click until its widgets are drawn. */
    const importPage = async (markup: string, elements: number) => {
      const before = await drawnWidgets(page);
      await openImports(page);
      await page.getByRole('button', { name: 'Import HTML…' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: 'Or paste it here' }).fill(markup);
      const submit = dialog.getByRole('button', { name: 'Import', exact: true });
      const ms = await timeUntilDrawn(page, () => submit.click(), before + elements);
      await dialog.getByRole('button', { name: 'Close' }).click();
      if (elements <= FLOOR) await saved();
      return ms;
    };
    for (const elements of SIZES) {
      const markup = pageOf(elements);
      const times: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        times.push(await importPage(markup, elements));
        await undo();
        await saved();
      }
      console.log(`htmlimport ${elements} elements: ${Math.round(median(times))} ms`);
    }
    // the floor: the screen the 500-element page made (selected after its import), copied and pasted
    await importPage(pageOf(FLOOR), FLOOR);
    await page.getByTestId('canvas-area').focus();
    await page.keyboard.press('Control+c');
    const pastes: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const count = await drawnWidgets(page);
      pastes.push(await timeUntilDrawn(page, () => page.keyboard.press('Control+v'), count + FLOOR));
      await saved();
      await undo();
      await saved();
    }
    console.log(`htmlimport floor ${FLOOR}: ${Math.round(median(pastes))} ms`);
    await undo();
    await saved();
    console.log(`htmlimport ${LARGE} elements: ${Math.round(await importPage(pageOf(LARGE), LARGE))} ms`);
    await context.close();
  } finally {
    await world.close();
  }
}
