// The player speaks the test's language: the designer's choice in the test settings comes before
// the tester's browser; a link's ln= comes before both.
import { describe, it } from 'vitest';
import { hasChromium } from './support/browser';
import { playerHarness } from './support/playerHarness';
import { publishTest } from './support/playerWorld';
import { loopPrototype } from './support/prototypes';

const TIMEOUT = 60_000;

describe.skipIf(!hasChromium)('player language', () => {
  const world = playerHarness();

  const open = async (settings: Record<string, unknown>, locale: string, query = '') => {
    const test = await publishTest(world.api(), loopPrototype(2).doc, { settings: settings as never });
    const context = await world.browser().newContext({ locale });
    const page = await context.newPage();
    await page.goto(`${world.api().url}/player/#/test.html?h=${test.hash}${query}`);
    return { page, close: () => context.close() };
  };

  it(
    "follows the browser when the test sets no language, and the test's language when it does",
    async () => {
      const plain = await open({}, 'es-ES');
      await plain.page.getByRole('button', { name: 'Empezar la prueba' }).waitFor();
      await plain.close();

      const german = await open({ language: 'de' }, 'es-ES');
      await german.page.getByRole('button', { name: 'Test starten' }).waitFor();
      await german.page.waitForFunction(() => document.documentElement.lang === 'de');
      await german.close();
    },
    TIMEOUT,
  );

  it(
    "lets a link's ln= choose over the test's language",
    async () => {
      const linked = await open({ language: 'de' }, 'en-GB', '&ln=pt-br');
      await linked.page.getByRole('button', { name: 'Começar o teste' }).waitFor();
      await linked.close();
    },
    TIMEOUT,
  );
});
