// Code from a prototype (issue 37): how long the static site and the React project take to make,
// for the seeded examples and for the large prototype of the editor benchmark (100 screens, 2,000
// widgets), beside how long the editor takes to open that prototype in the same run (the aim: no
// export of it takes longer). Medians of five runs; the editor's is one cold opening in Chromium.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportPrototype, importQuantUxApp, reactProject, staticSite, type App } from '@protolab/shared';
import { hasChromium } from '../e2e/support/browser';
import { publishTest } from '../e2e/support/playerWorld';
import { galleryPrototype } from '../e2e/support/prototypes';
import { startWorkbench } from '../e2e/support/workbenchWorld';
import { openEditorCold } from './editorOpening';
import { median } from './frames';

const RUNS = 5;
const SCREENS = 100;
const TYPES = 40;
const PER_SCREEN = 20;

/** Median time (ms) of making one kind of export, each run from the document (nothing kept between runs). */
function timed(app: App, make: (app: App) => unknown): number {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    make(app);
    times.push(performance.now() - t0);
  }
  return Math.round(median(times));
}

function figures(app: App): string {
  // a fresh copy per kind: the views the export reads are cached per document object
  const site = timed(structuredClone(app), (a) => staticSite(a, exportPrototype(a)));
  const react = timed(structuredClone(app), (a) => reactProject(a, exportPrototype(a)));
  return `site ${site} ms, react ${react} ms`;
}

/** How long (ms) the editor takes, in a new browser context, until every screen of the prototype is drawn. */
async function editorReady(app: App): Promise<number | undefined> {
  if (!hasChromium) return undefined;
  const world = await startWorkbench({ SEED_EXAMPLES: 'false' });
  try {
    const test = await publishTest(world.api, app);
    const { context, ms } = await openEditorCold(world, test.owner, test.appId, SCREENS);
    await context.close();
    return ms;
  } finally {
    await world.close();
  }
}

export async function run(): Promise<void> {
  const dir = join(import.meta.dirname, '../../fixtures/examples');
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const app = importQuantUxApp(JSON.parse(readFileSync(join(dir, file), 'utf8')).app).app;
    console.log(`export ${file.replace(/\.json$/, '')}: ${figures(app)}`);
  }
  const big = galleryPrototype(SCREENS, TYPES, PER_SCREEN);
  const exported = figures(big);
  const ready = await editorReady(big);
  console.log(`export big: ${exported}, editor ready ${ready === undefined ? 'n/a (no Chromium)' : `${ready} ms`}`);
}
