// Big studies (issue 14): studies of 10,000 / 100,000 / 1,000,000 events (≈100 events and ≈21 mouse
// tracks per session) on the shop-checkout example, bulk-inserted into a SQLite database kept in
// BIGSTUDY_DIR (default /tmp/protolab-bigstudy, reused by the next run), then the workbench's Results
// tab and heat maps opened cold in real Chromium through the real API. Prints one line per size and
// engine: `bigstudy 1M sqlite: results <N> ms, reopened <N> ms, shell <N> ms, heatmap <N> ms, heap <N> MB`
// — results and heatmap opened cold; reopened: the Results route opened again in the same browser
// profile; shell: the same for a study without data (the app's own floor); heap: the tab's
// main-thread JS heap after the page showed. Asserts nothing. BIGSTUDY_SIZES=10k,100k picks sizes.
// Then, per size and engine (SQLite, and PostgreSQL where reachable; BIGSTUDY_ENGINES=sqlite,pg), what
// a researcher meets when testers upload 1,000 more events (ten sessions, through the public upload
// routes) to a study whose figures are kept: `bigstudy 1M sqlite +1000 events: fresh N ms, full N ms,
// stale N ms, prototype p95 during fold N ms, prototype p95 idle N ms` — fresh: from the upload's end
// until the figures with the new sessions are answered; full: the whole study folded afresh (what
// every change cost before); stale: the first request after the upload; the prototype's p95: reads
// of the app (GET /rest/apps/{id}.json, one after another) while the whole study is folded, and idle.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Knex } from 'knex';
import { migrateApp, startScreen, testSettingsSchema, widgetSpec, type App } from '@protolab/shared';
import { prng } from '../../api/src/seed/exampleSessions';
import { readExampleFiles } from '../../api/src/seed/seedExamples';
import { refreshStudyFigures } from '../../api/src/services/studyFigures';
import { createUser } from '../../api/test/support/actors';
import { pgAvailable, startTestApi } from '../../api/test/support/testApi';
import { hasChromium } from '../e2e/support/browser';
import { createTestUser, loggedInContext, startWorkbench, type WorkbenchWorld } from '../e2e/support/workbenchWorld';
import { openPages } from './bigstudyPages';

const SIZES = [
  { name: '10k', sessions: 100 },
  { name: '100k', sessions: 1_000 },
  { name: '1M', sessions: 10_000 },
] as const;
const EVENTS_PER_SESSION = 100;
const DATA_DIR = process.env.BIGSTUDY_DIR ?? '/tmp/protolab-bigstudy';
/** Bump when the generated data changes, so a kept database is filled again. */
const GENERATION = 1;

type Row = Record<string, string | number | null>;

/**
 * One session walking the prototype's lines from its start screen (back to the start at a dead end)
 * until it has ≈100 events: per visit a ScreenLoaded, sometimes a misclick, form input, a scroll, then
 * the click on a link; one mouse track per visit (≈21 per session).
 */
function session(app: App, n: number, appId: string, random: () => number, events: Row[], tracks: Row[]) {
  const start = startScreen(app)!;
  const lines = Object.values(app.lines);
  const id = `${appId}-s${n}`;
  const user = `tester-${n}`;
  const device = random() < 0.7 ? { w: 390, h: 844 } : { w: 1280, h: 800 };
  let time = Date.UTC(2026, 0, 5, 9) + n * 600_000;
  let k = 0;
  const push = (screen: string, widget: string | null, type: string, x = -1, y = -1, extra: object = {}) => {
    time += 300 + Math.round(random() * 3000);
    const event = { id: `${id}-e${k++}`, session: id, user, screen, widget, type, time, x, y, device, ...extra };
    events.push({ id: event.id, app_id: appId, session: id, screen, widget, type, time, doc: JSON.stringify(event) });
  };
  push(start.id, null, 'SessionStart');
  let screenId = start.id;
  for (let visit = 0; k < EVENTS_PER_SESSION - 1; visit++) {
    const screen = app.screens[screenId]!;
    const visitStart = time;
    push(screenId, null, 'ScreenLoaded');
    const samples: number[][] = [];
    const move = (x: number, y: number, c: number) => {
      for (let i = 0; i < 4; i++) samples.push([x + (random() - 0.5) * 0.05, y + (random() - 0.5) * 0.05, 0]);
      samples.push([x, y, c]);
    };
    if (random() < 0.4) {
      const x = random();
      const y = random();
      move(x, y, 1);
      push(screenId, null, 'ScreenClick', x, y);
    }
    const widgets = screen.children.map((w) => app.widgets[w]).filter((w) => w !== undefined);
    for (const w of widgets) {
      const kind = widgetSpec(w.type)?.value?.kind;
      if (!kind || random() < 0.5 || k >= EVENTS_PER_SESSION - 3) continue;
      const x = Math.min(1, Math.max(0, (w.x - screen.x + w.w / 2) / screen.w));
      const y = Math.min(1, Math.max(0, (w.y - screen.y + w.h / 2) / screen.h));
      move(x, y, 1);
      push(screenId, w.id, 'WidgetClick', x, y);
      push(screenId, w.id, 'WidgetChange', -1, -1, { state: { type: kind, value: kind === 'checked' ? true : 'abc' } });
    }
    if (random() < 0.3) push(screenId, null, 'ScreenScroll', -1, -1, { scrollTop: Math.round(random() * 400) });
    const outgoing = lines.filter((l) => screen.children.includes(l.from));
    const line = outgoing[Math.floor(random() * outgoing.length)];
    if (line && app.widgets[line.from]) {
      const w = app.widgets[line.from]!;
      const x = Math.min(1, Math.max(0, (w.x - screen.x + w.w / 2) / screen.w));
      const y = Math.min(1, Math.max(0, (w.y - screen.y + w.h / 2) / screen.h));
      move(x, y, 1);
      push(screenId, w.id, 'WidgetClick', x, y);
    } else move(random(), random(), 0);
    const track = {
      id: `${id}-m${visit}`,
      session: id,
      user,
      screen: screenId,
      x: samples.map((s) => Math.round(s[0]! * 1000) / 1000),
      y: samples.map((s) => Math.round(s[1]! * 1000) / 1000),
      c: samples.map((s) => s[2]!),
      t: samples.map((_, i) => Math.round(visitStart + ((time - visitStart) * (i + 1)) / (samples.length + 1))),
      sample: 100,
    };
    tracks.push({
      id: track.id,
      app_id: appId,
      session: id,
      screen: screenId,
      time: track.t[0]!,
      doc: JSON.stringify(track),
    });
    screenId = line?.to && app.screens[line.to] ? line.to : start.id;
  }
  push(screenId, null, 'SessionEnd');
}

async function insertRows(trx: Knex.Transaction, table: string, rows: Row[]) {
  // 8 columns × 500 rows stays under SQLite's bound-variable limit.
  for (let i = 0; i < rows.length; i += 500) await trx(table).insert(rows.slice(i, i + 500));
}

/** Makes the study `appId` unless the kept database holds it already (same generation). */
async function ensureStudy(knex: Knex, ownerId: string, appId: string, sessions: number): Promise<void> {
  const marker = `bigstudy-${appId}-g${GENERATION}`;
  const app = await knex('apps').where({ id: appId }).first('name');
  if (app?.name === marker) return;
  const { example } = readExampleFiles().find((e) => e.file === 'shop-checkout.json')!;
  const doc: App = { ...migrateApp(example.app), id: appId, name: marker };
  const t0 = performance.now();
  await knex.transaction(async (trx) => {
    await trx('events').where({ app_id: appId }).delete();
    await trx('mouse_tracks').where({ app_id: appId }).delete();
    await trx('test_settings').where({ app_id: appId }).delete();
    await trx('team').where({ app_id: appId }).delete();
    await trx('apps').where({ id: appId }).delete();
    const now = Date.now();
    await trx('apps').insert({
      id: appId,
      owner_id: ownerId,
      name: marker,
      is_public: false,
      doc: JSON.stringify(doc),
      created: now,
      updated: now,
    });
    const settings = testSettingsSchema.parse({
      ...(example.testSettings as object),
      appID: appId,
      created: now,
      lastUpdate: now,
    });
    await trx('test_settings').insert({ app_id: appId, doc: JSON.stringify(settings), updated: now });
    const random = prng(sessions);
    // A thousand sessions at a time: the rows of 1M events never sit in memory at once.
    for (let from = 0; from < sessions; from += 1000) {
      const events: Row[] = [];
      const tracks: Row[] = [];
      for (let n = from; n < Math.min(sessions, from + 1000); n++) session(doc, n, appId, random, events, tracks);
      await insertRows(trx, 'events', events);
      await insertRows(trx, 'mouse_tracks', tracks);
    }
  });
  const [{ e }] = await knex('events').where({ app_id: appId }).count({ e: '*' });
  const [{ m }] = await knex('mouse_tracks').where({ app_id: appId }).count({ m: '*' });
  console.log(
    `[bench] bigstudy: made ${appId}: ${sessions} sessions, ${e} events, ${m} mouse tracks in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}

v8.setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/**
 * How far the API's live heap (after a full collection, every 100 ms) rose above where it was while
 * `work` ran: what the computation holds, not the garbage it leaves for the collector.
 */
async function apiHeapWhile(work: () => Promise<void>): Promise<number> {
  collectGarbage();
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  const sample = () => {
    collectGarbage();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  };
  const sampler = setInterval(sample, 100);
  await work();
  clearInterval(sampler);
  return (peak - before) / 1024 / 1024;
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

/**
 * The API as it is deployed, a process of its own on the bench's database, for the pages to talk
 * to: an API started in this process shares its event loop with Playwright's driver, whose work on
 * every request of the page delayed the API's answers by up to 0.3 s.
 */
async function apiProcess(env: Record<string, string> = {}): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR,
      SEED_EXAMPLES: 'false',
      LOG_REQUESTS: 'false',
      FIGURES_REFRESH_SECONDS: '0',
      SHUTDOWN_NOTICE_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((done, fail) => {
    child.stdout.on('data', (chunk: Buffer) => String(chunk).includes('is running at') && done());
    child.once('exit', (code) => fail(new Error(`the API process stopped (${code})`)));
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return {
    url: `http://127.0.0.1:${port}`,
    // stopped before its database closes, so it never logs into a closed pipe
    async stop() {
      child.kill();
      await exited;
    },
  };
}

/** A study of the same prototype without data, with `ownerId` on its team. */
async function ensureEmptyStudy(knex: Knex, ownerId: string): Promise<string> {
  const appId = 'bigstudy-empty';
  await ensureStudy(knex, ownerId, appId, 0);
  await knex('team')
    .insert({ app_id: appId, user_id: ownerId, role: 'owner', created: Date.now() })
    .onConflict(['app_id', 'user_id'])
    .ignore();
  return appId;
}

export async function run(): Promise<void> {
  if (!hasChromium) {
    console.log('[bench] bigstudy: skipped, no Chromium');
    return;
  }
  mkdirSync(DATA_DIR, { recursive: true });
  const wanted = process.env.BIGSTUDY_SIZES?.split(',');
  const world = await startWorkbench({ SEED_EXAMPLES: 'false', DATA_DIR, LOG_REQUESTS: 'false' });
  const served = await apiProcess();
  try {
    const owner = await createTestUser(world.api, 'bigstudy');
    for (const size of SIZES) {
      if (wanted && !wanted.includes(size.name)) continue;
      const appId = `bigstudy-${size.name.toLowerCase()}`;
      await ensureStudy(world.api.knex, owner.id, appId, size.sessions);
      await world.api
        .knex('team')
        .insert({ app_id: appId, user_id: owner.id, role: 'owner', created: Date.now() })
        .onConflict(['app_id', 'user_id'])
        .ignore();
      // The figures as the API computes them once a study's uploads pause (here, once the rows are in):
      // what the designer then opens is kept.
      // forgotten with the sessions' parts: every session is folded again
      const forget = async () => {
        await world.api.knex('study_figures').where({ app_id: appId }).delete();
        await world.api.knex('study_figure_jobs').where({ app_id: appId }).update({ parts_key: null });
      };
      const deps = { knex: world.api.knex, engine: world.api.engine, log: () => undefined };
      await forget();
      const t0 = performance.now();
      const heap = await apiHeapWhile(() => refreshStudyFigures(deps, appId));
      await forget();
      const t1 = performance.now();
      await refreshStudyFigures(deps, appId);
      console.log(
        `[bench] bigstudy ${size.name}: the API computed the figures in ${(performance.now() - t1).toFixed(0)} ms; ` +
          `its live heap grew by at most ${heap.toFixed(0)} MB meanwhile (measured in a slower run ${(t1 - t0).toFixed(0)} ms long)`,
      );
      // the login is made here (same database, same signing secret); the pages talk to the API process
      const context = () => loggedInContext(world, owner);
      const page = (path: string) => `${served.url}/#${path}`;
      const emptyId = await ensureEmptyStudy(world.api.knex, owner.id);
      await openPages(context, page, appId, emptyId, `bigstudy ${size.name} sqlite`);
      if (engines.includes('sqlite')) await afterUpload('sqlite', world.api.knex, owner.token, appId, size, served.url);
    }
    if (engines.includes('pg')) await onPostgres(wanted, world);
  } finally {
    await served.stop();
    await world.close();
  }
}

const engines = process.env.BIGSTUDY_ENGINES?.split(',') ?? ['sqlite', 'pg'];

/** The same studies on a PostgreSQL database of their own (made afresh, dropped after), through an API process on it. */
async function onPostgres(wanted: string[] | undefined, world: WorkbenchWorld) {
  if (!pgAvailable) {
    console.log('[bench] bigstudy: PostgreSQL not reachable, its lines are skipped');
    return;
  }
  const api = await startTestApi('pg');
  try {
    const owner = await createUser(api, 'bigstudy');
    const served = await apiProcess({ DATABASE_URL: api.config.databaseUrl! });
    try {
      for (const size of SIZES) {
        if (wanted && !wanted.includes(size.name)) continue;
        const appId = `bigstudy-${size.name.toLowerCase()}`;
        await ensureStudy(api.knex, owner.id, appId, size.sessions);
        await api.knex('team').insert({ app_id: appId, user_id: owner.id, role: 'owner', created: Date.now() });
        await afterUpload('pg', api.knex, owner.token, appId, size, served.url);
        // the pages in the sqlite world's browser, logged in on this database
        const pgWorld: WorkbenchWorld = { ...world, api, url: (p) => `${served.url}/#${p}` };
        const emptyId = await ensureEmptyStudy(api.knex, owner.id);
        await openPages(() => loggedInContext(pgWorld, owner), pgWorld.url, appId, emptyId, `bigstudy ${size.name} pg`);
      }
    } finally {
      await served.stop();
    }
  } finally {
    await api.close();
  }
}

const p95 = (times: number[]) =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(times.length * 0.95))] ?? 0;

/** Reads the prototype one request after another until `until` settles: each request's time. */
async function prototypeReads(url: string, token: string, appId: string, until: Promise<unknown>) {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const t0 = performance.now();
    const res = await fetch(`${url}/rest/apps/${appId}.json`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    times.push(performance.now() - t0);
  }
  return times;
}

/** The figures as a page asks for them: the time, and whether the answer was the stale one. */
async function askFigures(url: string, token: string, appId: string) {
  const t0 = performance.now();
  const res = await fetch(`${url}/rest/figures/${appId}.json`, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br' },
  });
  const body = (await res.json()) as { stale?: boolean; sessions: unknown[] };
  if (res.status !== 200) throw new Error(`figures answered ${res.status}`);
  return { ms: performance.now() - t0, stale: body.stale === true, sessions: body.sessions.length };
}

async function afterUpload(
  engine: string,
  knex: Knex,
  token: string,
  appId: string,
  size: (typeof SIZES)[number],
  url: string,
) {
  const hash = `bench${appId.replaceAll('-', '')}`;
  await knex('invitations')
    .insert({ hash, app_id: appId, permission: 'test', created: Date.now() })
    .onConflict('hash')
    .ignore();
  // the whole study folded afresh (its kept figures and sessions' parts forgotten), while the prototype is read
  await knex('study_figures').where({ app_id: appId }).delete();
  await knex('study_figure_jobs').where({ app_id: appId }).update({ parts_key: null });
  const folding = askFigures(url, token, appId);
  const [full, during] = await Promise.all([folding, prototypeReads(url, token, appId, folding)]);
  const idle = await prototypeReads(url, token, appId, new Promise((done) => setTimeout(done, 5000)));

  // ten testers upload 100 events each (and their tracks), as the player sends them
  const { example } = readExampleFiles().find((e) => e.file === 'shop-checkout.json')!;
  const doc: App = { ...migrateApp(example.app), id: appId };
  const events: Row[] = [];
  const tracks: Row[] = [];
  const random = prng(Date.now() % 100_000);
  // sessions numbered after the study's, new on every run (a kept database holds the last run's)
  const first = size.sessions + 10 * (Date.now() % 1_000_000);
  for (let n = 0; n < 10; n++) session(doc, first + n, appId, random, events, tracks);
  const post = async (kind: string, rows: Row[], batch: number) => {
    for (let i = 0; i < rows.length; i += batch) {
      const res = await fetch(`${url}/rest/invitation/${appId}/${hash}/${kind}.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `[${rows
          .slice(i, i + batch)
          .map((row) => row.doc)
          .join(',')}]`,
      });
      if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
    }
  };
  const t0 = performance.now();
  await post('events', events, 1000);
  await post('mouse', tracks, 500);
  const uploaded = performance.now();
  const stale = await askFigures(url, token, appId);
  let fresh = stale;
  while (fresh.stale) {
    await new Promise((done) => setTimeout(done, 100));
    fresh = await askFigures(url, token, appId);
  }
  const freshMs = performance.now() - uploaded;
  console.log(
    `[bench] bigstudy ${size.name} ${engine}: uploaded ${events.length} events and ${tracks.length} tracks through the public routes in ${(uploaded - t0).toFixed(0)} ms; ` +
      `${during.length} prototype reads during the fold, ${idle.length} idle; the first request after the upload was ${stale.stale ? 'stale' : 'fresh'}; ${fresh.sessions} sessions`,
  );
  console.log(
    `bigstudy ${size.name} ${engine} +${events.length} events: fresh ${freshMs.toFixed(0)} ms, full ${full.ms.toFixed(0)} ms, stale ${stale.ms.toFixed(0)} ms, ` +
      `prototype p95 during fold ${p95(during).toFixed(0)} ms, prototype p95 idle ${p95(idle).toFixed(0)} ms`,
  );
}
