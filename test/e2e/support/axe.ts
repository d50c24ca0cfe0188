/// <reference lib="dom" />
// axe-core, the field's standard accessibility engine, run on a page of the browser tests: its
// critical and serious violations, one line each. The engine is added as a script, which a page's
// Content-Security-Policy forbids: open such pages in a context with `bypassCSP`.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, RuleObject } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's critical and serious violations on the page as "where: rule (impact) elements"; `rules` turns rules on or off. */
export async function seriousViolations(page: Page, where: string, rules: RuleObject = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const results = await page.evaluate(
    (options) => (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, options),
    { rules },
  );
  return (results as AxeResults).violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
