// Import HTML… and Import YAML… in the real editor (Chromium, the real API on SQLite): a sign-up
// page and a dashboard become a new screen holding exactly the expected widget types at the places
// Chromium lays the same page out at (±2 px), in its colours; undo removes the screen; a YAML
// description with a mistake is refused with the line of the mistake.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newApp, newScreen, type App, type Widget } from '@protolab/shared';
import { hasChromium } from './support/browser';
import { editorSuite, openImports } from './support/editorHarness';

const SIZE = { w: 390, h: 844 };

const SIGN_UP = `<!doctype html><html><head><title>Sign up</title><style>
  body { margin: 0; font-family: Arial, sans-serif; background: #f3f4f6; }
  form { margin: 24px 16px; padding: 20px; background: #ffffff; border-radius: 12px; box-shadow: 0 4px 12px rgba(0,0,0,0.1); }
  h1 { margin: 0 0 16px; font-size: 26px; color: #111827; }
  label { display: block; font-size: 14px; margin: 12px 0 4px; color: #374151; }
  input[type=email], input[type=password], select { box-sizing: border-box; width: 100%; height: 44px; border: 1px solid #d1d5db; border-radius: 6px; padding: 0 12px; font-size: 15px; background: #fff; }
  .terms { display: flex; align-items: center; gap: 8px; margin: 16px 0; font-size: 14px; }
  button { width: 100%; height: 48px; border: 0; border-radius: 8px; background: #2563eb; color: #ffffff; font-size: 16px; font-weight: 600; }
</style><script>document.title = 'ran';</script></head><body>
<form>
  <h1 id="title">Create your account</h1>
  <label for="email" id="email-label">Email</label>
  <input type="email" id="email" placeholder="you@example.com">
  <label for="pw" id="pw-label">Password</label>
  <input type="password" id="pw">
  <label for="country" id="country-label">Country</label>
  <select id="country"><option>Germany</option><option selected>Spain</option></select>
  <label class="terms" id="terms-row"><input type="checkbox" id="terms"><span id="terms-text">I accept the terms</span></label>
  <button type="submit" id="go">Sign up</button>
</form>
</body></html>`;

const DASHBOARD = `<!doctype html><html><head><title>Sales</title><style>
  body { margin: 0; font-family: Arial, sans-serif; background: #f1f5f9; color: #0f172a; }
  header { height: 56px; background: #0f172a; display: flex; align-items: center; padding: 0 16px; }
  header h1 { margin: 0; color: #ffffff; font-size: 20px; }
  .cards { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; padding: 16px; }
  .card { background: #ffffff; border-radius: 10px; padding: 12px; border: 1px solid #e2e8f0; }
  .card p { margin: 0; font-size: 13px; color: #64748b; }
  .card strong { display: block; font-size: 24px; }
  table { margin: 0 16px; width: calc(100% - 32px); background: #ffffff; border-collapse: collapse; }
  td, th { padding: 8px; text-align: left; }
</style></head><body>
<header><h1 id="heading">Sales</h1><svg id="bell" aria-label="Alerts" width="24" height="24" viewBox="0 0 24 24" style="margin-left:auto;color:#ffffff"><circle cx="12" cy="12" r="8" stroke="currentColor" fill="none"/></svg></header>
<div class="cards">
  <div class="card" id="c1"><p>Revenue</p><strong>$48,210</strong></div>
  <div class="card" id="c2"><p>Orders</p><strong>1,204</strong></div>
</div>
<table id="orders"><tr><th>Order</th><th>Total</th></tr><tr><td>#1001</td><td>$120</td></tr></table>
</body></html>`;

function emptyApp(): App {
  return newApp({
    name: 'Page import',
    screenSize: SIZE,
    screens: { s1: newScreen({ id: 's1', name: 'Home', x: 0, y: 0, w: SIZE.w, h: SIZE.h, props: { start: true } }) },
    widgets: {},
  });
}

/** Where Chromium lays out each element of `ids` in the page at the screen's width. */
async function placesIn(
  page: Page,
  html: string,
  ids: string[],
): Promise<Record<string, { x: number; y: number; w: number; h: number }>> {
  const reference = await page.context().newPage();
  await reference.setViewportSize({ width: SIZE.w, height: SIZE.h });
  await reference.setContent(html.replace(/<script>[^<]*<\/script>/, ''));
  const places = await reference.evaluate((list) => {
    const result: Record<string, { x: number; y: number; w: number; h: number }> = {};
    for (const id of list) {
      const r = document.getElementById(id)!.getBoundingClientRect();
      result[id] = { x: r.left, y: r.top, w: r.width, h: r.height };
    }
    return result;
  }, ids);
  await reference.close();
  return places;
}

describe.skipIf(!hasChromium)('editor: import HTML and YAML pages', () => {
  const s = editorSuite('page-import', emptyApp(), { env: { SEED_EXAMPLES: 'false' } });

  /** Imports `text` as `kind` with the dialog and waits for its report; answers the new screen's widgets. */
  async function importText(kind: 'HTML' | 'YAML', text: string) {
    await openImports(s.page);
    await s.page.getByRole('button', { name: `Import ${kind}…` }).click();
    const dialog = s.page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Or paste it here' }).fill(text);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  }

  async function importedScreen() {
    await s.page.getByTestId('page-import-report').waitFor();
    const report = await s.page.getByTestId('page-import-report').innerText();
    await s.page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await s.saved();
    const doc = await s.stored();
    const screen = Object.values(doc.screens).find((sc) => sc.id !== 's1')!;
    const widgets = screen.children.map((id) => doc.widgets[id]);
    const named = (name: string, type?: string): Widget => {
      const found = widgets.find((w) => w.name === name && (!type || w.type === type));
      if (!found)
        throw new Error(
          `no ${type ?? 'widget'} named ${name}: ${widgets.map((w) => `${w.type} ${w.name}`).join(', ')}`,
        );
      return found;
    };
    /** the widget is where the page has the element (±2 px) */
    const at = (widget: Widget, place: { x: number; y: number; w: number; h: number }) => {
      expect(Math.abs(widget.x - screen.x - place.x), `${widget.name} x`).toBeLessThanOrEqual(2);
      expect(Math.abs(widget.y - screen.y - place.y), `${widget.name} y`).toBeLessThanOrEqual(2);
      expect(Math.abs(widget.w - place.w), `${widget.name} w`).toBeLessThanOrEqual(2);
      expect(Math.abs(widget.h - place.h), `${widget.name} h`).toBeLessThanOrEqual(2);
    };
    return { doc, screen, widgets, named, at, report };
  }

  async function undoRemoves(screenId: string) {
    await s.page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => s.page.locator(`[data-canvas-screen="${screenId}"]`).count()).toBe(0);
    await s.saved();
    expect(Object.keys((await s.stored()).screens)).toEqual(['s1']);
  }

  it('turns a sign-up page into a screen of its fields, in its places and colours, and undo removes it', async () => {
    await importText('HTML', SIGN_UP);
    const { screen, widgets, named, at, report } = await importedScreen();
    expect(report).toContain('A new screen was added with 11 widgets.');
    expect(report).toContain('Every element of the page has a widget of its own.');
    expect(screen).toMatchObject({ name: 'Sign up', w: SIZE.w, style: { background: '#f3f4f6' } });
    expect(widgets.map((w) => w.type)).toEqual([
      'Box',
      'Label',
      'Label',
      'TextBox',
      'Label',
      'Password',
      'Label',
      'DropDown',
      'CheckBox',
      'Label',
      'Button',
    ]);
    const places = await placesIn(s.page, SIGN_UP, [
      'title',
      'email-label',
      'email',
      'pw',
      'country',
      'terms',
      'terms-text',
      'go',
    ]);
    at(named('Create your account'), places.title);
    at(named('Email', 'Label'), places['email-label']);
    at(named('Email', 'TextBox'), places.email);
    at(named('Password', 'Password'), places.pw);
    at(named('Country', 'DropDown'), places.country);
    at(named('I accept the terms', 'CheckBox'), places.terms);
    at(named('I accept the terms', 'Label'), places['terms-text']);
    at(named('Sign up'), places.go);
    expect(named('Create your account').style).toMatchObject({ color: '#111827', fontSize: 26, fontWeight: '700' });
    expect(named('Email', 'TextBox')).toMatchObject({ props: { label: 'you@example.com', placeholder: true } });
    expect(named('Email', 'TextBox').style).toMatchObject({
      background: '#ffffff',
      borderTopColor: '#d1d5db',
      borderTopLeftRadius: 6,
      paddingLeft: 12,
    });
    expect(named('Country', 'DropDown').props).toMatchObject({ options: ['Germany', 'Spain'], selected: 'Spain' });
    expect(named('Sign up').style).toMatchObject({
      background: '#2563eb',
      color: '#ffffff',
      borderTopLeftRadius: 8,
      fontWeight: '600',
    });
    expect(widgets[0].style).toMatchObject({
      background: '#ffffff',
      borderTopLeftRadius: 12,
      boxShadow: { v: 4, b: 12, c: 'rgba(0,0,0,0.1)' },
    });
    // drawn on the canvas, in the page's colour
    const button = s.page.locator(`[data-canvas-screen="${screen.id}"] [data-widget="${named('Sign up').id}"]`);
    await expect.poll(() => button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(37, 99, 235)');
    await expect.poll(() => s.page.locator(`[data-canvas-screen="${screen.id}"] [data-widget]`).count()).toBe(11);
    await undoRemoves(screen.id);
    expect(s.errors).toEqual([]);
  });

  it('turns a dashboard into a header, cards, an icon and a table, and undo removes it', async () => {
    await importText('HTML', DASHBOARD);
    const { widgets, named, at, screen } = await importedScreen();
    const types = widgets.map((w) => w.type);
    expect(types).toEqual(['Box', 'Label', 'SVGIcon', 'Box', 'Label', 'Label', 'Box', 'Label', 'Label', 'Table']);
    const places = await placesIn(s.page, DASHBOARD, ['heading', 'bell', 'c1', 'c2', 'orders']);
    at(named('Sales'), places.heading);
    at(named('Alerts'), places.bell);
    at(named('c1'), places.c1);
    at(named('c2'), places.c2);
    at(named('orders'), places.orders);
    expect(widgets[0].style).toMatchObject({ background: '#0f172a' });
    expect(named('Sales').style).toMatchObject({ color: '#ffffff', fontSize: 20 });
    expect(named('c1').style).toMatchObject({
      background: '#ffffff',
      borderTopColor: '#e2e8f0',
      borderTopLeftRadius: 10,
      paddingTop: 12,
    });
    expect(named('$48,210').style).toMatchObject({ fontSize: 24, color: '#0f172a' });
    expect(named('orders').props).toMatchObject({
      data: [
        ['Order', 'Total'],
        ['#1001', '$120'],
      ],
    });
    expect(named('Alerts').props?.svg).toContain('circle');
    await undoRemoves(screen.id);
    expect(s.errors).toEqual([]);
  });

  it('refuses a YAML description with a mistake, naming its line, and imports it once corrected', async () => {
    const yaml = (type: string) =>
      `screens:\n  - name: From YAML\n    widgets:\n      - type: ${type}\n        x: 20\n        y: 30\n        props: { label: Hello }\n`;
    await importText('YAML', yaml('Labell'));
    const dialog = s.page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe('Line 4: not a widget type of ours');
    await dialog.getByRole('textbox', { name: 'Or paste it here' }).fill(yaml('Label'));
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const { widgets, screen } = await importedScreen();
    expect(screen.name).toBe('From YAML');
    expect(widgets).toMatchObject([{ type: 'Label', name: 'Hello', x: screen.x + 20, y: screen.y + 30 }]);
    await undoRemoves(screen.id);
  });
});
