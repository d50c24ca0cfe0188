// A big study's figures are folded and merged in a worker thread, one per opened database, so the
// API's event loop goes on answering while it is computed (on SQLite the worker reads through a
// connection of its own: better-sqlite3 answers synchronously and would hold the loop for each read).
// The worker keeps the parts it read (keptParts.ts) from one computation to the next. A small study
// is computed on the API's thread: a worker takes a second or more to start.
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { Knex } from 'knex';
import type { Deps } from '../deps';
import { beforeDatabaseCloses, databaseAddress } from '../db/database';
import { studySize } from '../repos/figurePartsRepo';
import { computeFigures, type FigureDone, type FigureJob } from './figureParts';
import { KeptParts } from './keptParts';

/** Studies of this many sessions or more are computed in the worker (≈50,000 events). */
const WORKER_SESSIONS = 500;

/** The parts of the small studies computed on this thread. */
const keptHere = new KeptParts(WORKER_SESSIONS * 10);

/** Computes the job in the database's figures worker when the study is big, else here. */
export async function studyFiguresOf(deps: Pick<Deps, 'knex' | 'engine'>, job: FigureJob): Promise<FigureDone> {
  if ((await studySize(deps.knex, job.appId)) < WORKER_SESSIONS) return computeFigures(deps, keptHere, job);
  return computeInWorker(deps.knex, job);
}

type Reply = { id: number } & ({ done: FigureDone } | { error: string });

const threads = new WeakMap<Knex, (job: FigureJob) => Promise<FigureDone>>();

/** Runs the job in the database's figures worker, started at its first job. */
function computeInWorker(knex: Knex, job: FigureJob): Promise<FigureDone> {
  let run = threads.get(knex);
  if (!run) {
    run = startWorker(knex);
    threads.set(knex, run);
  }
  return run(job);
}

function startWorker(knex: Knex): (job: FigureJob) => Promise<FigureDone> {
  // TypeScript through tsx, as the API itself runs
  const entry = new URL('./figureWorkerThread.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  const worker = new Worker(boot, { eval: true, workerData: { address: databaseAddress(knex) } });
  const waiting = new Map<number, { resolve: (done: FigureDone) => void; reject: (error: Error) => void }>();
  let next = 0;
  // holds the process open only while it computes
  worker.unref();
  worker.on('message', (reply: Reply) => {
    const job = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (!waiting.size) worker.unref();
    if ('done' in reply) job?.resolve(reply.done);
    else job?.reject(new Error(reply.error));
  });
  const failAll = (error: Error) => {
    if (threads.get(knex) === run) threads.delete(knex);
    for (const job of waiting.values()) job.reject(error);
    waiting.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the figures worker stopped (${code})`)));
  const run = (job: FigureJob) =>
    new Promise<FigureDone>((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, job });
    });
  beforeDatabaseCloses(knex, async () => {
    if (threads.get(knex) === run) threads.delete(knex);
    const exited = once(worker, 'exit');
    // the worker closes its own connections, then ends
    worker.postMessage('close');
    await exited;
  });
  return run;
}
