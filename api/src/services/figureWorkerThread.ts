// The figures' worker thread (figureWorker.ts): opens the database again and computes the jobs it is
// sent, holding the parts it read for the next ones.
import { parentPort, workerData } from 'node:worker_threads';
import { createKnex } from '../db/dialect';
import type { DatabaseAddress } from '../db/database';
import { computeFigures, type FigureJob } from './figureParts';
import { KeptParts } from './keptParts';

/** Sessions' parts held over all studies: a study of a million events has some 10,000 (≈0.2 GB). */
const PARTS_HELD = 20_000;

const { address } = workerData as { address: DatabaseAddress };
const knex = createKnex(address);
const deps = { knex, engine: address.engine };
const kept = new KeptParts(PARTS_HELD);
const port = parentPort!;

port.on('message', (message: 'close' | { id: number; job: FigureJob }) => {
  if (message === 'close') {
    void knex.destroy().finally(() => port.close());
    return;
  }
  const { id, job } = message;
  void (async () => {
    try {
      port.postMessage({ id, done: await computeFigures(deps, kept, job) });
    } catch (error) {
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  })();
});
