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
  return { knex, engine: config.engine, close: () => knex.destroy() };
}
