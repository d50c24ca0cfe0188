// Co-editing over the realtime socket, on two API instances sharing one PostgreSQL database (one
// SQLite instance when no PostgreSQL is reachable). Latency: a change set POSTed by a designer on
// instance 1 until a designer on instance 2 has applied it to their SharedDoc, 200 in a row after a
// warm-up. Load: 20 headless designers, each a team member of their own, spread over both instances,
// each making 5 change sets a second for 60 s on what they see (updates of any widget with the
// values they saw as `before`, adds and deletes of their own widgets; a beat is skipped while two
// of theirs wait to be sent), and opening their socket again when the server cuts it; once everything is
// answered and pushed, every stored change set must have reached the designers and left its mark
// on the document, and every designer's copy must be the stored document's bytes
// (collabLoad.ts, in a worker thread). Prints figures; asserts nothing.
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { createUser, type Actor } from '../../api/test/support/actors';
import { newAppBody } from '../../api/test/support/appBodies';
import { pgAdminUrl, pgAvailable, startTestApi, type TestApi } from '../../api/test/support/testApi';
import { HeadlessEditor } from './collabClient';
import {
  button,
  EDITORS,
  percentile,
  SCREENS,
  SHARED_WIDGETS,
  update,
  type LoadFigures,
  type LoadInput,
} from './collabLoad';

const WARMUP = 20;
const SAMPLES = 200;

/** A prototype of `owner` with `writers` in its team, SCREENS screens and SHARED_WIDGETS widgets. */
async function prototype(api: TestApi, owner: Actor, writers: Actor[]): Promise<string> {
  const id = (await api.post('/rest/apps', newAppBody('Collab'), owner.token)).body.id as string;
  const now = Date.now();
  await api.knex('team').insert(writers.map((w) => ({ app_id: id, user_id: w.id, role: 'write', created: now })));
  const changes: unknown[] = [];
  for (let s = 0; s < SCREENS; s++) {
    const screen = { name: `Screen ${s}`, x: s * 500, y: 0, w: 375, h: 667, children: [] };
    changes.push({ type: 'add', parent: 'screens', id: `s${s}`, object: screen });
  }
  for (let w = 0; w < SHARED_WIDGETS; w++) {
    const object = button(`w${w}`, 10 + (w % 3) * 110, 20 + Math.floor(w / 12) * 50);
    changes.push({ type: 'add', parent: 'widgets', id: `w${w}`, screen: `s${w % SCREENS}`, object });
  }
  const setup = await api.post(`/rest/apps/${id}/update`, { changes }, owner.token);
  if (setup.status !== 200) throw new Error(`setup: ${setup.status} ${JSON.stringify(setup.body)}`);
  return id;
}

/** Milliseconds from each POST on `first` until the designer on `second` applied it, sorted. */
async function latency(first: TestApi, second: TestApi, a: Actor, b: Actor): Promise<number[]> {
  const app = await prototype(first, a, [b]);
  const onFirst = await HeadlessEditor.join(first.url, a.token, app);
  const onSecond = await HeadlessEditor.join(second.url, b.token, app);
  const times: number[] = [];
  try {
    for (let i = 0; i < WARMUP + SAMPLES; i++) {
      const id = crypto.randomUUID();
      const there = onSecond.applied(id);
      const here = onFirst.applied(id);
      const t0 = performance.now();
      onFirst.submit([update(onFirst.view(), `w${i % SHARED_WIDGETS}`, { x: 10 + (i % 200) })], id);
      const at = await there;
      await here;
      if (i >= WARMUP) times.push(at - t0);
    }
  } finally {
    onFirst.close();
    onSecond.close();
  }
  const refused = [...onFirst.failures, ...(onFirst.conflicts ? [`${onFirst.conflicts} conflicts`] : [])];
  if (refused.length) console.log(`collab latency: refused ${refused.join('; ')}`);
  return times.sort((x, y) => x - y);
}

/** Runs the load in a worker thread (TypeScript through tsx, as this process runs). */
function loadInWorker(input: LoadInput): Promise<LoadFigures> {
  const file = new URL('./collabLoad.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(file)}); })`;
  const worker = new Worker(boot, { eval: true, workerData: { collab: input } });
  return new Promise<LoadFigures>((resolve, reject) => {
    worker.once('message', (m: { figures?: LoadFigures; error?: string }) =>
      m.figures ? resolve(m.figures) : reject(new Error(m.error)),
    );
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`load worker exited ${code}`)));
  }).finally(() => void worker.terminate());
}

export async function run(): Promise<void> {
  const first = await startTestApi(pgAvailable ? 'pg' : 'sqlite');
  let second: TestApi | undefined;
  try {
    if (pgAvailable) second = await startTestApi('pg', {}, { sameDatabaseAs: first });
    else console.log(`collab: PostgreSQL not reachable at ${pgAdminUrl}; ran on one SQLite instance`);
    const apis = second ? [first, second] : [first];
    const [owner, ...writers] = await Promise.all(
      Array.from({ length: EDITORS + 1 }, (_, n) => createUser(first, n ? `editor${n}` : 'owner')),
    );

    const times = await latency(first, second ?? first, owner!, writers[0]!);
    console.log(`collab latency p50: ${Math.round(percentile(times, 50))} ms`);
    console.log(`collab latency p95: ${Math.round(percentile(times, 95))} ms`);

    const app = await prototype(first, owner!, writers);
    const loop = performance.eventLoopUtilization();
    const r = await loadInWorker({ urls: apis.map((api) => api.url), tokens: writers.map((w) => w.token), app });
    const busy = performance.eventLoopUtilization(loop).utilization;
    console.log(
      `collab ${EDITORS} editors: ${Math.round(r.rate)} changes/s, lost ${r.lost}, converged ${r.converged ? 'yes' : 'no'}`,
    );
    console.log(
      `collab ${EDITORS} editors: ${r.sent} change sets sent (${r.skipped} beats skipped while two waited), ${r.acknowledged} stored, ${r.conflicts} conflicts (409) in ${r.seconds.toFixed(1)} s; final revision ${r.revision}, ${r.widgets} widgets; POST answered in p50 ${Math.round(r.answer50)} ms, p95 ${Math.round(r.answer95)} ms; the instances' event loop busy ${Math.round(busy * 100)}%`,
    );
    if (r.missedBySome) console.log(`collab: ${r.missedBySome} stored change sets missing from some designer's stream`);
    if (r.differing.length) console.log(`collab: designers whose copy differs: ${r.differing.join(', ')}`);
    if (r.failures.length) console.log(`collab: other refusals: ${r.failures.slice(0, 5).join(' | ')}`);
    if (r.drops.length)
      console.log(
        `collab: ${r.drops.length} sockets cut by the server and opened again, e.g. ${r.drops.slice(0, 3).join('; ')}`,
      );
    if (!r.drained) console.log('collab: the designers had not sent everything when the time was up');
  } finally {
    await second?.close();
    await first.close();
  }
}
