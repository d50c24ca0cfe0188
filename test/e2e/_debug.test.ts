import { it } from 'vitest';
import { startTestApi } from '../../api/test/support/testApi';
import { readQuantUx } from '../support/quantUxFixtures';
import { launchBrowser } from './support/browser';
import { publishTest } from './support/playerWorld';

it('debug', async () => {
  const api = await startTestApi('sqlite');
  const browser = await launchBrowser();
  for (const f of ['funnelApp.json', 'simSimpleForm.json', 'export_snack.json', 'designToken1.json', 'canvasTestApp.json']) {
    const test = await publishTest(api, readQuantUx(f), { settings: { description: '', tasks: [{ id: 't1', name: 'Sign up', description: 'Create an account', flow: [] }], showTaskInTest: true } as never });
    const page = await browser.newPage({ viewport: { width: 390, height: 760 } });
    page.on('pageerror', (e) => console.log('pageerror', f, e.message));
    await page.goto(`${api.url}/player/#/test.html?h=${test.hash}`);
    await page.getByRole('button', { name: 'Start the test' }).waitFor();
    if (f === 'funnelApp.json') await page.screenshot({ path: `/tmp/welcome.png` });
    await page.getByRole('button', { name: 'Start the test' }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/shot-${f}.png` });
    await page.close();
  }
  await browser.close();
  await api.close();
}, 60000);
