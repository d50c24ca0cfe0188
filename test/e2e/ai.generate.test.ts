// The AI page generator (issue 36): a designer describes a sign-up page, the local fake provider
// streams it, and it becomes a new screen of our widgets where the page put them, in its colours,
// as one undo step; each failure of the provider shows its message; the key stays in the browser
// (no database row, no API log line holds it); the relay serves only AI_PROVIDERS; guests are asked
// to sign up.
import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { newApp, newScreen, type App, type Widget } from '@protolab/shared';
import { SIGN_UP_PAGE, startFakeAiProvider, type FakeAiMode } from '../support/fakeAiProvider';
import { hasChromium } from './support/browser';
import { editorSuite, openImports } from './support/editorHarness';
import { openPage } from './support/workbenchWorld';

const fake = await startFakeAiProvider();
afterAll(() => fake.close());

const KEY = 'sk-e2e-secret-9d41c7f3a0';

/** The widget type each element of the fake's sign-up page becomes, in the page's order. */
const EXPECTED: Array<[selector: string, type: string]> = [
  ['h1', 'Label'],
  ['input[type=text]', 'TextBox'],
  ['input[type=email]', 'TextBox'],
  ['select', 'DropDown'],
  ['input[type=checkbox]', 'CheckBox'],
  ['button', 'Button'],
];

/** Each element's box and colours as Chromium lays the page out by itself at the screen's width. */
async function pageLayout(browser: Browser) {
  const page = await browser.newPage({ viewport: { width: 375, height: 667 } });
  try {
    await page.setContent(SIGN_UP_PAGE);
    return await Promise.all(
      EXPECTED.map(([selector]) =>
        page.locator(selector).evaluate((element) => {
          const { x, y, width: w, height: h } = element.getBoundingClientRect();
          const { color, backgroundColor } = getComputedStyle(element);
          return { x, y, w, h, color, background: backgroundColor };
        }),
      ),
    );
  } finally {
    await page.close();
  }
}

/** "rgb(30, 58, 138)" as "#1e3a8a". */
const hex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;

describe.skipIf(!hasChromium)('AI page generator', () => {
  const s = editorSuite(
    'ai',
    newApp({
      name: 'AI generated',
      screenSize: { w: 375, h: 667 },
      screens: { s1: newScreen({ id: 's1', name: 'Home', w: 375, h: 667, props: { start: true } }) },
    }),
    { env: { AI_PROVIDERS: `fake=${fake.url}/v1` } },
  );
  const dialog = () => s.page.getByRole('dialog', { name: 'Generate a screen' });
  const screens = async () => Object.keys((await s.stored()).screens).length;

  /** Opens the dialog (if closed) and fills it for the fake at its address (OpenAI-compatible, HTML by default). */
  async function fillDialog(page: Page, prompt: string, protocol: 'openai' | 'anthropic' = 'openai', kind = 'HTML') {
    if (!(await dialog().isVisible())) {
      await openImports(page);
      await page.getByRole('button', { name: 'Generate screen…' }).click();
    }
    await dialog().getByLabel('Describe the page').fill(prompt);
    await dialog()
      .getByLabel('Output')
      .selectOption({ label: `Screen from ${kind}` });
    await dialog()
      .getByLabel('Provider')
      .selectOption({
        label: protocol === 'openai' ? 'OpenAI-compatible (OpenAI, llama.cpp, Ollama, vLLM)' : 'Anthropic',
      });
    await dialog()
      .getByLabel('Address of the API')
      .fill(protocol === 'openai' ? `${fake.url}/v1` : fake.url);
    await dialog().getByLabel('Model').fill('fake-model');
    await dialog().getByLabel('API key').fill(KEY);
  }

  it('generates the sign-up screen: the page streams, and its widgets land where the page put them', async () => {
    fake.mode = 'ok';
    fake.cors = true;
    await fillDialog(s.page, 'A sign-up page with name, email, a role, the terms and a button');
    // the model field offers SPEC §9's models of the chosen protocol
    const models = dialog()
      .locator('#ai-models option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(await models).toEqual(expect.arrayContaining(['gpt-4-1106-preview', 'gpt-4', 'gpt-3.5-turbo']));
    await dialog().getByRole('button', { name: 'Generate' }).click();
    await dialog()
      .getByText(/^Added the screen/)
      .waitFor();
    await s.saved();
    expect(fake.requests.at(-1)!.key).toBe(KEY);
    // OpenAI-compatible: the prompt template is the system message, at the prototype's screen width
    expect(fake.requests.at(-1)!.body.messages![0]!.content).toMatch(/375px/);

    const doc: App = await s.stored();
    const added = Object.values(doc.screens).find((screen) => screen.id !== 's1')!;
    expect(added).toBeDefined();
    const widgets = added.children.map((id) => doc.widgets[id]!).sort((a, b) => a.y - b.y || a.x - b.x);
    expect(widgets.map((w) => w.type)).toEqual(EXPECTED.map(([, type]) => type));
    const layout = await pageLayout(s.world.browser);
    widgets.forEach((widget: Widget, i) => {
      const want = layout[i]!;
      for (const [side, got, expected] of [
        ['x', widget.x - added.x, want.x],
        ['y', widget.y - added.y, want.y],
        ['w', widget.w, want.w],
        ['h', widget.h, want.h],
      ] as const)
        expect(Math.abs(got - expected), `${widget.type} ${i} ${side}: ${got} vs ${expected}`).toBeLessThanOrEqual(2);
    });
    // in the page's colours: the heading's text, the button's fill and text
    const style = (i: number) => widgets[i]!.style as { color?: string; background?: string };
    expect([style(0).color, style(5).background, style(5).color]).toEqual([
      hex(layout[0]!.color),
      hex(layout[5]!.background),
      hex(layout[5]!.color),
    ]);
    expect(hex(layout[5]!.background)).toBe('#16a34a');
  });

  it('undo removes the generated screen in one step', async () => {
    await dialog().getByRole('button', { name: 'Close' }).click();
    expect(await screens()).toBe(2);
    await s.page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(screens).toBe(1);
  });

  it('generates a screen as YAML from Anthropic, called by the browser itself', async () => {
    fake.mode = 'ok';
    await fillDialog(s.page, 'A sign-up page with name, email, a role, the terms and a button', 'anthropic', 'YAML');
    await dialog().getByRole('button', { name: 'Generate' }).click();
    await dialog()
      .getByText(/^Added the screen/)
      .waitFor();
    const request = fake.requests.at(-1)!;
    expect([request.protocol, request.key]).toEqual(['anthropic', KEY]);
    expect(request.body.system).toMatch(/YAML/);
    await s.saved();
    const doc: App = await s.stored();
    const added = Object.values(doc.screens).find((screen) => screen.id !== 's1')!;
    expect(added.name).toBe('Sign up');
    const widgets = added.children.map((id) => doc.widgets[id]!);
    expect(widgets.map((w) => [w.type, w.x - added.x, w.y - added.y, w.w, w.h])).toEqual([
      ['Label', 24, 32, 327, 40],
      ['TextBox', 24, 100, 327, 40],
      ['TextBox', 24, 160, 327, 40],
      ['DropDown', 24, 220, 327, 40],
      ['CheckBox', 24, 284, 20, 20],
      ['Button', 24, 340, 327, 48],
    ]);
    expect((widgets[5]!.style as { background?: string }).background).toBe('#16a34a');
    await dialog().getByRole('button', { name: 'Close' }).click();
    await s.page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(screens).toBe(1);
  });

  const MESSAGES: Array<[FakeAiMode, RegExp]> = [
    ['invalid-key', /did not accept the API key/],
    ['quota', /quota with the provider is used up/],
    ['server-error', /Something went wrong on the server of the provider/],
    ['no-html', /The answer holds no HTML page/],
    ['garbage', /sent back data we could not read/],
  ];
  it.each(MESSAGES)('mode %s shows its message and adds no screen', async (mode, message) => {
    fake.mode = mode;
    await fillDialog(s.page, 'A sign-up page with name and email');
    await dialog().getByRole('button', { name: 'Generate' }).click();
    await expect.poll(() => dialog().locator('.ai-failure').textContent()).toMatch(message);
    expect(await screens()).toBe(1);
  });

  it('Try again sends the same prompt once more', async () => {
    fake.mode = 'no-html';
    await fillDialog(s.page, 'A sign-up page for a yoga studio');
    await dialog().getByRole('button', { name: 'Generate' }).click();
    await expect.poll(() => dialog().locator('.ai-failure').textContent()).toMatch(/no HTML page/);
    fake.mode = 'ok';
    await dialog().getByRole('button', { name: 'Try again' }).click();
    await dialog()
      .getByText(/^Added the screen/)
      .waitFor();
    expect(fake.requests.at(-1)!.body.messages!.at(-1)!.content).toBe('A sign-up page for a yoga studio');
    expect(await dialog().locator('.ai-history li').allTextContents()).toEqual(['A sign-up page for a yoga studio']);
    await expect.poll(screens).toBe(2);
    await dialog().getByRole('button', { name: 'Close' }).click();
    await s.page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(screens).toBe(1);
  });

  it('shows the page as it streams, and Cancel stops a slow generation', async () => {
    fake.mode = 'slow';
    await fillDialog(s.page, 'A sign-up page with name and email');
    await dialog().getByRole('button', { name: 'Generate' }).click();
    await dialog()
      .getByText(/^Writing the page/)
      .waitFor();
    // the page shows as it streams, in a frame without scripts
    const preview = dialog().locator('iframe.ai-preview');
    expect(await preview.getAttribute('sandbox')).toBe('allow-same-origin');
    const heading = dialog().frameLocator('iframe.ai-preview').getByRole('heading', { name: 'Create your account' });
    await heading.waitFor();
    // in the page's own style, which the workbench's policy would refuse as inline markup
    await expect.poll(() => heading.evaluate((h) => getComputedStyle(h).color)).toBe('rgb(30, 58, 138)');
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await dialog().getByText('Cancelled.').waitFor();
    expect(await screens()).toBe(1);
  });

  it('goes through the relay when the provider refuses the browser (CORS), then Refine keeps the history', async () => {
    fake.mode = 'ok';
    fake.cors = false;
    const before = fake.requests.length;
    await fillDialog(s.page, 'A sign-up page with name, email, a role, the terms and a button');
    await dialog().getByLabel('Provider').selectOption({ label: 'fake (set up on this server)' });
    await dialog().getByRole('button', { name: 'Generate' }).click();
    await dialog()
      .getByText(/^Added the screen/)
      .waitFor();
    expect(fake.requests.length).toBe(before + 1);
    expect(s.world.api.logs.some((line) => line.startsWith('POST /ai/fake.json 200'))).toBe(true);

    await dialog().getByLabel('What should change?').fill('Make the button blue');
    await dialog().getByRole('button', { name: 'Refine' }).click();
    await expect.poll(() => fake.requests.length).toBe(before + 2);
    await dialog()
      .getByText(/^Added the screen/)
      .waitFor();
    const refined = fake.requests.at(-1)!.body.messages!;
    expect(refined.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(refined[3]!.content).toMatch(/Make the button blue/);
    await expect
      .poll(() => dialog().locator('.ai-history li').allTextContents())
      .toEqual(['A sign-up page with name, email, a role, the terms and a button', 'Make the button blue']);
    await expect.poll(screens).toBe(3);
    fake.cors = true;
  });

  it('Forget key removes the key from the browser', async () => {
    await dialog().getByRole('button', { name: 'Forget key' }).click();
    expect(await dialog().getByLabel('API key').inputValue()).toBe('');
    const stored = await s.page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain(KEY);
  });

  it('keeps the key in no database row and no log line of the API', async () => {
    await s.saved();
    const { knex } = s.world.api;
    const tables = (await knex('sqlite_master').where({ type: 'table' }).select('name')).map((r) => r.name as string);
    const rows = await Promise.all(tables.map((table) => knex(table).select()));
    expect(JSON.stringify(rows)).not.toContain(KEY);
    expect(s.world.api.logs.join('\n')).not.toContain(KEY);
  });

  it('the relay refuses a provider not in AI_PROVIDERS', async () => {
    const body = { model: 'm', system: 's', messages: [{ role: 'user', content: 'A page' }], stream: false };
    const res = await s.world.api.request('POST', '/ai/openai.json', {
      body,
      token: s.owner.token,
      headers: { 'x-provider-key': KEY },
    });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('unknown_provider');
  });

  it('New prototype → Generate screen… creates the prototype and opens the generator on its canvas', async () => {
    await s.page.goto(s.world.url('/apps/create-app.html'));
    await s.page.getByLabel('Name').fill('Generated from the start');
    await s.page.getByRole('button', { name: 'Generate screen…' }).click();
    await dialog().waitFor();
    expect(s.page.url()).toMatch(/\/apps\/[^/]+\/create\.html\?generate=1$/);
    await dialog().getByRole('button', { name: 'Close' }).click();
    await s.saved();
  });

  it('asks a guest to sign up', { timeout: 60_000 }, async () => {
    const guest = await openPage(s.world, { errors: s.errors });
    try {
      await guest.page.goto(s.world.url('/apps/create-app.html'));
      await guest.page.getByRole('button', { name: 'Generate screen…' }).click();
      await guest.page.getByText('Please sign up to generate screens with AI.').waitFor();
    } finally {
      await guest.context.close();
    }
    expect(s.errors).toEqual([]);
  });
});
