import type { Knex } from 'knex';
import type { Config, Engine } from '../config';
import { createKnex } from './dialect';
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
  describeQueryErrors(knex);
  await knex.migrate.latest({ migrationSource });
  return {
    knex,
    engine: config.engine,
    async close() {
      await Promise.all((closing.get(knex) ?? []).map((stop) => stop()));
      await knex.destroy();
    },
  };
}

const closing = new WeakMap<Knex, Array<() => Promise<void>>>();

/** Work in the background on a database (the mail queue's worker) is stopped by `stop` before it closes. */
export function beforeDatabaseCloses(knex: Knex, stop: () => Promise<void>): void {
  closing.set(knex, [...(closing.get(knex) ?? []), stop]);
}
