import type { Knex } from 'knex';
import type { Config, Engine } from '../config';
import { createKnex, migrationExclusive } from './dialect';
import { migrationSource } from './migrations';
import { describeQueryErrors } from './queryErrors';

export interface Database {
  knex: Knex;
  engine: Engine;
  close(): Promise<void>;
}

/** Opens the database and brings its schema up to date (safe when several instances start at once). */
export async function openDatabase(config: Pick<Config, 'engine' | 'dataDir' | 'databaseUrl'>): Promise<Database> {
  const knex = createKnex(config);
  addresses.set(knex, { engine: config.engine, dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  describeQueryErrors(knex);
  await migrationExclusive(knex, config.engine, () => migrateLatest(knex));
  return {
    knex,
    engine: config.engine,
    async close() {
      await Promise.all((closing.get(knex) ?? []).map((stop) => stop()));
      await knex.destroy();
    },
  };
}

export type DatabaseAddress = Pick<Config, 'engine' | 'dataDir' | 'databaseUrl'>;

const addresses = new WeakMap<Knex, DatabaseAddress>();

/** Where a database opened by openDatabase lies, for a worker thread to open it again. */
export function databaseAddress(knex: Knex): DatabaseAddress {
  const address = addresses.get(knex);
  if (!address) throw new Error('database not opened by openDatabase');
  return address;
}

/** How long an instance waits for another one that is migrating the same database. */
const MIGRATION_WAIT_MS = 120_000;

/**
 * Brings the schema up to date. When several instances start at once on one new database, one
 * migrates and the others wait (PostgreSQL: for the advisory lock of migrationExclusive; otherwise
 * they find knex's migration lock taken, wait for it and check again, then there is nothing left to
 * do), instead of failing to start.
 */
async function migrateLatest(knex: Knex): Promise<void> {
  const until = Date.now() + MIGRATION_WAIT_MS;
  for (;;) {
    try {
      await knex.migrate.latest({ migrationSource });
      return;
    } catch (err) {
      if ((err as Error).name !== 'MigrationLocked' || Date.now() > until) throw err;
      await new Promise((resolve) => setTimeout(resolve, 250 + Math.random() * 250));
    }
  }
}

const closing = new WeakMap<Knex, Array<() => Promise<void>>>();

/** Work in the background on a database (the mail queue's worker) is stopped by `stop` before it closes. */
export function beforeDatabaseCloses(knex: Knex, stop: () => Promise<void>): void {
  closing.set(knex, [...(closing.get(knex) ?? []), stop]);
}
