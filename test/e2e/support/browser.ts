// Real Chromium for the browser tests: Debian's /usr/bin/chromium through playwright-core.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM_PATH);

if (!hasChromium) console.warn(`[e2e] ${CHROMIUM_PATH} not found: the browser tests are skipped.`);

/**
 * Runs in every page and frame before its scripts: a Content-Security-Policy violation is listed in
 * `window.__cspViolations` and thrown as a page error, so every test that fails on page errors
 * fails on one too.
 */
function reportCspViolations() {
  const seen: string[] = [];
  Object.defineProperty(window, '__cspViolations', { value: seen });
  document.addEventListener('securitypolicyviolation', (event) => {
    const where = event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : '';
    const text = `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} in ${location.href}${where}`;
    seen.push(text);
    setTimeout(() => {
      throw new Error(text);
    });
  });
}

/** The violations a page (its main frame) has met so far. */
export const cspViolations = (page: Page): Promise<string[]> =>
  page.evaluate(() => [...((window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])]);

/** Chromium with our flags, and `args` added (a host name mapped, a test certificate trusted…). */
export async function launchBrowser(args: string[] = []): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...args,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // every context, also those browser.newPage() makes, watches for violations
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await context.addInitScript(reportCspViolations);
    return context;
  };
  return browser;
}
