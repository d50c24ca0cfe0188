// Event ingestion: events/s through the real HTTP API (tester route, batches of 100, 20 concurrent
// clients) beside the raw Knex batched insert rate into the same events table on the same kind of
// database, with request latency. Prints figures; asserts nothing.
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { createAppFor, createInvitation, createUser } from '../../api/test/support/actors';
import { pgAvailable, startTestApi, type TestApi } from '../../api/test/support/testApi';
import type { Engine } from '../../api/src/config';
import { startInstanceProcess } from '../e2e/support/instances';

const BATCH = 100;
const CLIENTS = 20;
const MAX_EVENTS = 200_000;
const MAX_SECONDS = 15;

export interface IngestFigures {
  engine: Engine;
  httpRate: number;
  rawRate: number;
  p50: number;
  p99: number;
  requests: number;
  failed: number;
}

let clock = Date.now();
function eventBatch(session: string): Array<Record<string, unknown> & { id: string; time: number }> {
  return Array.from({ length: BATCH }, (_, i) => ({
    id: randomUUID(),
    session,
    user: { id: 'U1', name: 'tester' },
    screen: `s${i % 7}`,
    widget: i % 3 === 0 ? null : `w${i % 11}`,
    type: i % 3 === 0 ? 'ScreenClick' : 'WidgetClick',
    time: clock++,
    x: (i % 100) / 100,
    y: ((i * 7) % 100) / 100,
    scrollTop: 0,
  }));
}

/** Runs `work` on CLIENTS workers until `total` items are done or the time is up. */
async function pool(total: number, work: (n: number) => Promise<void>): Promise<{ done: number; seconds: number }> {
  const start = performance.now();
  const deadline = start + MAX_SECONDS * 1000;
  let next = 0;
  let done = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < total && performance.now() < deadline) {
        const n = next++;
        await work(n);
        done++;
      }
    }),
  );
  return { done, seconds: (performance.now() - start) / 1000 };
}

function post(agent: Agent, url: URL, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Testers posting to `bases` in turn (one instance, or several as behind a round-robin balancer);
 * each base first gets `warmUp` batches, not counted (a new process compiles its hot paths then).
 */
async function httpRate(api: TestApi, bases: string[] = [api.url], warmUp = 0) {
  const owner = await createUser(api, 'bench');
  const appId = await createAppFor(api, owner);
  const hash = await createInvitation(api, appId, 'test');
  const urls = bases.map((base) => new URL(`${base}/rest/invitation/${appId}/${hash}/events.json`));
  const batches = Math.ceil(MAX_EVENTS / BATCH);
  // Bodies are made before the clock starts: the client's own work is not the server's.
  const bodies = Array.from({ length: batches }, (_, n) => JSON.stringify(eventBatch(`S${n % 500}`)));
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  for (const url of urls)
    await Promise.all(Array.from({ length: warmUp }, (_, n) => post(agent, url, JSON.stringify(eventBatch(`W${n}`)))));
  const latencies: number[] = [];
  let failed = 0;
  const { done, seconds } = await pool(batches, async (n) => {
    const t0 = performance.now();
    const status = await post(agent, urls[n % urls.length]!, bodies[n]!);
    latencies.push(performance.now() - t0);
    if (status !== 200) failed++;
  });
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rate: (done * BATCH) / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    requests: done,
    failed,
  };
}

async function rawRate(api: TestApi) {
  const owner = await createUser(api, 'bench');
  const appId = await createAppFor(api, owner);
  const batches = Math.ceil(MAX_EVENTS / BATCH);
  const rows = Array.from({ length: batches }, (_, n) =>
    eventBatch(`S${n % 500}`).map((e) => ({
      id: e.id,
      app_id: appId,
      session: e.session,
      screen: e.screen,
      widget: e.widget,
      type: e.type,
      time: e.time,
      doc: JSON.stringify(e),
    })),
  );
  const { done, seconds } = await pool(batches, async (n) => {
    await api.knex('events').insert(rows[n]!);
  });
  return (done * BATCH) / seconds;
}

export async function benchIngest(engine: Engine): Promise<IngestFigures> {
  // Each side gets a fresh database of the same kind, so neither writes into a table the other filled.
  const rawApi = await startTestApi(engine);
  let rawEvents: number;
  try {
    rawEvents = await rawRate(rawApi);
  } finally {
    await rawApi.close();
  }
  const api = await startTestApi(engine);
  try {
    const http = await httpRate(api);
    return {
      engine,
      httpRate: http.rate,
      rawRate: rawEvents,
      p50: http.p50,
      p99: http.p99,
      requests: http.requests,
      failed: http.failed,
    };
  } finally {
    await api.close();
  }
}

/**
 * Events/s through `count` API processes (as deployed: each its own process, its own empty
 * DATA_DIR) on one new PostgreSQL database, the testers' batches spread over them in turn.
 */
async function instancesRate(count: number): Promise<number> {
  const setup = await startTestApi('pg');
  const instances = await Promise.all(
    Array.from({ length: count }, () => startInstanceProcess({ DATABASE_URL: setup.config.databaseUrl! })),
  );
  try {
    return (
      await httpRate(
        setup,
        instances.map((i) => i.url),
      )
    ).rate;
  } finally {
    await Promise.all(instances.map((i) => i.stop('SIGINT')));
    await setup.close();
  }
}

export async function run(): Promise<void> {
  const engines: Engine[] = pgAvailable ? ['sqlite', 'pg'] : ['sqlite'];
  console.log(
    `\nEvent ingestion: batches of ${BATCH}, ${CLIENTS} concurrent clients, up to ${MAX_EVENTS} events or ${MAX_SECONDS} s per side`,
  );
  if (!pgAvailable) console.log('(PostgreSQL not reachable: SQLite only)');
  const rows: IngestFigures[] = [];
  for (const engine of engines) rows.push(await benchIngest(engine));
  const fmt = (n: number, d = 0) => n.toFixed(d);
  console.table(
    rows.map((r) => ({
      engine: r.engine,
      'HTTP events/s': fmt(r.httpRate),
      'raw Knex events/s': fmt(r.rawRate),
      'HTTP / raw': `${fmt((100 * r.httpRate) / r.rawRate)}%`,
      'p50 ms': fmt(r.p50, 1),
      'p99 ms': fmt(r.p99, 1),
      requests: r.requests,
      'non-200': r.failed,
    })),
  );
  if (!pgAvailable) return;
  // Several instances on one database (issue 32), each in a process of its own; the one-instance
  // line above runs in the bench's own process, so a process of one is measured here too. Measured
  // one, two, two, one, so that a load on the machine that comes or goes weighs on both alike.
  const rates = { 1: [] as number[], 2: [] as number[] };
  for (const count of [1, 2, 2, 1] as const) rates[count].push(await instancesRate(count));
  const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
  const [one, two] = [mean(rates[1]), mean(rates[2])];
  const runs = (list: number[]) => list.map((r) => fmt(r)).join(', ');
  console.log(`ingest 1 instance pg (own process): ${fmt(one)} events/s (runs ${runs(rates[1])})`);
  console.log(
    `ingest 2 instances pg: ${fmt(two)} events/s (runs ${runs(rates[2])}; ${fmt(two / one, 2)} × one instance)`,
  );
}
