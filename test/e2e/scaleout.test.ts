/// <reference lib="dom" />
// Several machines (issue 32): three API processes, each with its own empty DATA_DIR as on three
// machines, on one PostgreSQL database behind a round-robin balancer without sticky sessions. A
// designer uploads an image and a profile picture, edits a prototype and shares it; a tester on a
// phone plays it with the image, offline reload included; every instance answers the same results;
// the figures, asked of every instance at once, are computed once (counted in study_figure_jobs);
// one instance is stopped with SIGTERM in the middle of uploads and none is lost or doubled. The
// same journey on SQLite with one instance.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newWidget, type App } from '@protolab/shared';
import { imageForm, pngFile } from '../../api/test/support/imageFiles';
import { createPgDatabase, pgAvailable } from '../../api/test/support/testApi';
import { startBalancer, type Balancer } from './support/balancer';
import { hasChromium, launchBrowser } from './support/browser';
import { startInstanceProcess, type InstanceProcess } from './support/instances';
import { ensurePlayerBuilt } from './support/playerBuild';
import { loopPrototype } from './support/prototypes';
import { ensureWorkbenchBuilt } from './support/workbenchBuild';
import { PHONE } from './support/workbenchWorld';

if (!pgAvailable) console.warn('[scaleout] PostgreSQL not reachable: the three-instance journey is skipped.');

const TIMEOUT = 240_000;
const PASSWORD = 'secret-pass-1';

interface Cluster {
  balancer: Balancer;
  instances: InstanceProcess[];
  browser: Browser;
  /** How many times a study's figures were computed, by all instances together (PostgreSQL). */
  computations?: (appId: string) => Promise<number>;
}

interface Designer {
  id: string;
  email: string;
  token: string;
}

/** A JSON or multipart call with the designer's token; fails the test on anything but 200. */
async function call<T = unknown>(base: string, path: string, token: string, body?: unknown): Promise<T> {
  const init: RequestInit = { headers: { authorization: `Bearer ${token}` } };
  if (body instanceof FormData) Object.assign(init, { method: 'POST', body });
  else if (body !== undefined)
    Object.assign(init, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
  const res = await fetch(`${base}${path}`, init);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function bytesOf(base: string, path: string, token: string): Promise<Buffer> {
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status, `${base}${path}`).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

async function signUp(base: string): Promise<Designer> {
  const email = `designer-${randomBytes(4).toString('hex')}@example.test`;
  const signed = await fetch(`${base}/rest/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, tos: true }),
  });
  expect(signed.status).toBe(200);
  const login = await fetch(`${base}/rest/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const { id, token } = (await login.json()) as { id: string; token: string };
  return { id, email, token };
}

/** An uploaded image drawn within `within` (generous: pages load slowly on a loaded machine). */
const imageShown = (page: Page, within: string) =>
  page.waitForFunction(
    (selector) =>
      Array.from(document.querySelectorAll<HTMLImageElement>(`${selector} img`)).some(
        (img) => /\/rest\/images\//.test(img.currentSrc) && img.complete && img.naturalWidth > 0,
      ),
    within,
    { timeout: 60_000 },
  );

interface Shared {
  designer: Designer;
  appId: string;
  hash: string;
  imageUrl: string;
  image: Buffer;
}

/** The designer's part, through the balancer; then every instance serves what they made. */
async function designerShares(cluster: Cluster): Promise<Shared> {
  const base = cluster.balancer.url;
  const designer = await signUp(base);
  const { token } = designer;
  const app = await call<App>(base, '/rest/apps/', token, {
    name: 'Scale',
    type: 'smartphone',
    screenSize: { w: 375, h: 667 },
  });
  const loop = loopPrototype(2);
  await call(base, `/rest/apps/${app.id}.json`, token, { ...loop.doc, id: app.id, name: 'Scale', type: 'smartphone' });
  const image = pngFile(60, 40, 300_000);
  const upload = await call<{ uploads: Array<{ url: string }> }>(
    base,
    `/rest/images/${app.id}`,
    token,
    imageForm([{ name: 'logo.png', bytes: image }]),
  );
  const imageUrl = upload.uploads[0]!.url;
  const picture = pngFile(12, 12);
  const profile = await call<{ uploads: Array<{ url: string }> }>(
    base,
    `/rest/user/${designer.id}/images`,
    token,
    imageForm([{ name: 'me.png', bytes: picture }]),
  );
  // the edit: an Image widget showing the upload on the first screen, as the editor sends it
  const logo = newWidget({
    id: 'logo0',
    type: 'Image',
    x: 24,
    y: 330,
    w: 120,
    h: 80,
    style: { backgroundImage: { url: imageUrl } },
  });
  await call(base, `/rest/apps/${app.id}/update`, token, {
    changes: [{ type: 'add', parent: 'widgets', id: logo.id, object: logo, screen: 's0' }],
  });
  const invitations = await call<Array<{ permission: string; hash: string }>>(
    base,
    `/rest/invitation/${app.id}.json?shape=list`,
    token,
  );
  const hash = invitations.find((i) => i.permission === 'test')!.hash;

  for (const instance of cluster.instances) {
    const doc = await call<App>(instance.url, `/rest/apps/${app.id}.json`, token);
    expect(doc.screens.s0!.children).toContain('logo0');
    expect((await bytesOf(instance.url, `/rest/images/${imageUrl}`, token)).equals(image)).toBe(true);
    const pictureBytes = await bytesOf(
      instance.url,
      `/rest/images/users/${designer.id}/${profile.uploads[0]!.url}`,
      token,
    );
    expect(pictureBytes.equals(picture)).toBe(true);
  }
  return { designer, appId: app.id, hash, imageUrl, image };
}

/** The designer logs in in a browser: the overview shows the image, whichever instance answers it. */
async function designerSeesTheImage(cluster: Cluster, shared: Shared) {
  const context = await cluster.browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${cluster.balancer.url}/#/`);
  await page.getByLabel('Email').fill(shared.designer.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForFunction(() => location.hash.startsWith('#/apps/my-apps.html'));
  for (let visit = 0; visit < 2; visit++) {
    await page.goto(`${cluster.balancer.url}/#/apps/${shared.appId}.html`);
    await page.reload(); // a fresh load, through another instance
    await imageShown(page, 'body');
  }
  expect(errors).toEqual([]);
  await context.close();
}

/** A tester on a phone plays the shared test with the image, saves it for offline and reloads offline. */
async function testerPlays(cluster: Cluster, shared: Shared) {
  const context = await cluster.browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${cluster.balancer.url}/player/#/test.html?h=${shared.hash}`);
  await page.getByRole('button', { name: 'Start the test' }).click();
  await page.locator('[data-screen="s0"]').waitFor();
  await imageShown(page, '[data-widget="logo0"]');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Save for offline' }).click();
  await page.getByRole('button', { name: 'Ready to use offline' }).waitFor();

  await context.setOffline(true);
  await page.reload();
  await page.locator('[data-screen="s0"]').waitFor();
  await imageShown(page, '[data-widget="logo0"]');
  for (let t = 0; t < 2; t++) await page.locator('[data-widget="card0"]').click();
  await page.locator('[data-widget="next0"]').click();
  await page.locator('[data-screen="s1"]').waitFor();
  await page.locator('[data-widget="card1"]').click();
  await context.setOffline(false);
  await page.getByText('All saved').waitFor({ timeout: 60_000 });
  expect(errors).toEqual([]);
  await context.close();
}

/** The figures `instance` answers once they are not stale (a loaded machine may take longer than FIGURES_WAIT_MS). */
async function freshFigures(instance: InstanceProcess, appId: string, token: string): Promise<unknown> {
  let figures: { stale?: boolean } = {};
  await expect
    .poll(async () => {
      figures = await call<{ stale?: boolean }>(instance.url, `/rest/figures/${appId}.json`, token);
      return figures.stale;
    })
    .toBeUndefined();
  return figures;
}

/**
 * The results as each instance answers them: the same events, the same figures, asked of all at
 * once; the figures computed `computed` times meanwhile, by all instances together.
 */
async function resultsAreEqual(cluster: Cluster, shared: Shared, running: InstanceProcess[], computed: number) {
  const { appId, designer } = shared;
  type Event = { type: string; session: string };
  const eventsVia = async (instance: InstanceProcess) =>
    (await call<Event[]>(instance.url, `/rest/events/${appId}.json`, designer.token)).sort((a, b) =>
      JSON.stringify(a) < JSON.stringify(b) ? -1 : 1,
    );
  const first = await eventsVia(running[0]!);
  expect(first.filter((e) => e.type === 'WidgetClick')).toHaveLength(4);
  expect(first.filter((e) => e.type === 'SessionStart')).toHaveLength(1);
  for (const instance of running.slice(1)) expect(await eventsVia(instance)).toEqual(first);

  const before = await cluster.computations?.(appId);
  const figures = await Promise.all(running.map((instance) => freshFigures(instance, appId, designer.token)));
  for (const answer of figures.slice(1)) expect(answer).toEqual(figures[0]);
  if (before !== undefined) expect(await cluster.computations!(appId)).toBe(before + computed);
}

async function journey(cluster: Cluster): Promise<Shared> {
  const shared = await designerShares(cluster);
  await designerSeesTheImage(cluster, shared);
  await testerPlays(cluster, shared);
  // the tester's session is new: the instances asked at once compute the figures once
  await resultsAreEqual(cluster, shared, cluster.instances, 1);
  return shared;
}

/** Starts `count` instances with `env` behind a balancer, and Chromium; all closed afterwards. */
function clusterHarness(
  count: number,
  env: () => Promise<Record<string, string>>,
  more: Pick<Cluster, 'computations'> & { cleanUp?: () => Promise<void> } = {},
) {
  let cluster: Cluster | undefined;
  beforeAll(async () => {
    await Promise.all([ensureWorkbenchBuilt(), ensurePlayerBuilt()]);
    const settings = await env();
    const instances = await Promise.all(Array.from({ length: count }, () => startInstanceProcess(settings)));
    const balancer = await startBalancer(instances.map((i) => i.url));
    cluster = { instances, balancer, browser: await launchBrowser(), computations: more.computations };
  }, TIMEOUT);
  afterAll(async () => {
    await cluster?.browser.close();
    await cluster?.balancer.close();
    await Promise.all((cluster?.instances ?? []).map((i) => i.stop('SIGKILL')));
    await more.cleanUp?.();
  });
  return () => cluster!;
}

describe.skipIf(!hasChromium || !pgAvailable)('three instances on one PostgreSQL behind a balancer', () => {
  let database: Awaited<ReturnType<typeof createPgDatabase>> | undefined;
  const cluster = clusterHarness(
    3,
    async () => {
      database = await createPgDatabase();
      // every instance the same secret, so that a login made by one is taken by the others; figures
      // only when asked, so that the count of computations is the requests' alone
      return {
        DATABASE_URL: database.url,
        JWT_SECRET: randomBytes(32).toString('hex'),
        FIGURES_REFRESH_SECONDS: '0',
      };
    },
    {
      computations: async (appId) => {
        const client = new pg.Client({ connectionString: database!.url });
        await client.connect();
        try {
          const { rows } = await client.query('select computations from study_figure_jobs where app_id = $1', [appId]);
          return Number(rows[0]?.computations ?? 0);
        } finally {
          await client.end();
        }
      },
      cleanUp: async () => database?.drop(),
    },
  );
  let shared: Shared;

  it(
    'a designer shares a prototype with an image, a tester plays it offline, every instance answers the same',
    async () => {
      shared = await journey(cluster());
      // every instance served requests, and none kept an image on its own disk
      for (const served of cluster().balancer.served) expect(served).toBeGreaterThan(0);
      for (const instance of cluster().instances) expect(existsSync(join(instance.dataDir, 'images'))).toBe(false);
    },
    TIMEOUT,
  );

  it(
    'an instance stopped with SIGTERM in the middle of uploads loses none and doubles none',
    async () => {
      const { balancer, instances } = cluster();
      const { appId, designer } = shared;
      const files = Array.from({ length: 9 }, (_, n) => pngFile(30 + n, 20, 2_000_000 + n));
      const uploads = files.map((bytes, n) =>
        fetch(`${balancer.url}/rest/images/${appId}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${designer.token}` },
          body: imageForm([{ name: `batch-${n}.png`, bytes }]),
        }).then(async (res) => ({
          status: res.status,
          body: (await res.json()) as { uploads: Array<{ url: string }> },
        })),
      );
      const stopping = instances[1]!;
      await expect.poll(() => balancer.inFlight[1], { interval: 5 }).toBeGreaterThan(0);
      const exitCode = stopping.stop('SIGTERM');
      const answers = await Promise.all(uploads);
      expect(answers.map((a) => a.status)).toEqual(files.map(() => 200));
      expect(await exitCode).toBe(0);

      const running = instances.filter((i) => i !== stopping);
      const urls = answers.map((a) => a.body.uploads[0]!.url);
      for (const instance of running) {
        const list = await call<Array<{ url: string; name: string }>>(
          instance.url,
          `/rest/images/${appId}.json`,
          designer.token,
        );
        expect(list.map((i) => i.name).sort()).toEqual(['logo.png', ...files.map((_, n) => `batch-${n}.png`)].sort());
        for (const [n, url] of urls.entries())
          expect((await bytesOf(instance.url, `/rest/images/${url}`, designer.token)).equals(files[n]!)).toBe(true);
      }
      // nothing new recorded: the kept figures, computed by no one
      await resultsAreEqual(cluster(), shared, running, 0);
    },
    TIMEOUT,
  );
});

describe.skipIf(!hasChromium)('one instance on SQLite behind a balancer', () => {
  const cluster = clusterHarness(1, async () => ({ DATABASE_URL: '' }));

  it(
    'a designer shares a prototype with an image, a tester plays it offline, the results are there',
    async () => {
      await journey(cluster());
    },
    TIMEOUT,
  );
});
