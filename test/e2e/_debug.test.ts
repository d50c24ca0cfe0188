import { it } from 'vitest';
import { startTestApi } from '../../api/test/support/testApi';
import { readQuantUx } from '../support/quantUxFixtures';
import { launchBrowser } from './support/browser';
import { publishTest } from './support/playerWorld';

it('debug', async () => {
  const api = await startTestApi('sqlite');
  const browser = await launchBrowser();
  const test = await publishTest(api, readQuantUx('simSimpleForm.json'));
  const page = await browser.newPage();
  page.on('console', (m) => console.log('console', m.text()));
  page.on('framenavigated', (f) => console.log('nav', f.url()));
  page.on('request', (r) => console.log('req', r.method(), r.url()));
  await page.goto(`${api.url}/player/#/test.html?h=${test.hash}&s=true`);
  await page.waitForTimeout(2000);
  await browser.close();
  await api.close();
}, 60000);
