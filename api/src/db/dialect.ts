// Every difference between SQLite and PostgreSQL lives in this file.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import type { Config, Engine } from '../config';

export function knexConfig(config: Pick<Config, 'engine' | 'dataDir' | 'databaseUrl'>): Knex.Config {
  // A failed query's message gets the statement without its values (db/queryErrors.ts removes that too).
  const common = { compileSqlOnError: false };
  if (config.engine === 'pg') {
    // int8 (epoch ms, counts) as numbers, as SQLite returns them; they stay below 2^53.
    pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
    // A request waits at most 10 s for a connection (knex's default is 60 s), then answers 503.
    return {
      ...common,
      client: 'pg',
      connection: config.databaseUrl,
      pool: { min: 0, max: 20 },
      acquireConnectionTimeout: 10_000,
    };
  }
  mkdirSync(config.dataDir, { recursive: true });
  return {
    ...common,
    client: 'better-sqlite3',
    connection: { filename: join(config.dataDir, 'protolab.sqlite') },
    useNullAsDefault: true,
    pool: {
      min: 1,
      max: 1,
      afterCreate(conn: { pragma(sql: string): unknown }, done: (err: Error | null, conn: unknown) => void) {
        // WAL lets readers run beside the writer; foreign keys are off by default in SQLite.
        conn.pragma('journal_mode = WAL');
        conn.pragma('synchronous = NORMAL');
        conn.pragma('foreign_keys = ON');
        conn.pragma('busy_timeout = 5000');
        done(null, conn);
      },
    },
  };
}

export function createKnex(config: Pick<Config, 'engine' | 'dataDir' | 'databaseUrl'>): Knex {
  return knexFactory(knexConfig(config));
}

/** A unique-key violation, as each driver reports it. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** A foreign-key violation, as each driver reports it. */
export function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string } | null;
  return e?.code === '23503' || e?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** Socket errors of a connection to the database that went away or never came. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** PostgreSQL shutting down or refusing connections (57P01..03, 53300), and class 08 (connection exception). */
const PG_UNAVAILABLE = /^(57P0[123]|53300|08...)$/;
/** What pg and knex say when a connection dropped under them, or none could be had in time. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Knex: Timeout acquiring a connection',
];

/**
 * The database is out of reach for now (a dropped or refused connection, a server going down, an
 * exhausted pool, SQLite locked by another process): worth a retry, not the client's fault.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: unknown; name?: unknown; message?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  const code = typeof e.code === 'string' ? e.code : '';
  if (CONNECTION_CODES.has(code) || PG_UNAVAILABLE.test(code)) return true;
  if (code === 'SQLITE_BUSY' || code.startsWith('SQLITE_BUSY_')) return true;
  if (e.name === 'KnexTimeoutError') return true;
  const message = typeof e.message === 'string' ? e.message : '';
  return UNAVAILABLE_MESSAGES.some((m) => message.includes(m));
}

/**
 * How many rows fit in one multi-row INSERT: SQLite caps bound parameters at 32766, PostgreSQL at 65535.
 * Knex writes a SQLite multi-row insert as a compound SELECT, which SQLite caps at 500 terms.
 */
export function maxRowsPerInsert(engine: Engine, columns: number): number {
  const params = engine === 'pg' ? 65535 : 32766;
  const rows = Math.max(1, Math.floor(params / columns));
  return engine === 'pg' ? rows : Math.min(rows, 500);
}

/** JSON is stored as text on both engines so reads come back the same. */
export function toJson(value: unknown): string | null {
  return value === undefined ? null : JSON.stringify(value);
}

export function fromJson<T>(text: string | null | undefined): T | undefined {
  return text == null ? undefined : (JSON.parse(text) as T);
}

/** SQLite has no boolean type and answers 0/1. */
export function toBool(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

/** The largest NOTIFY payload PostgreSQL takes (bytes, less than its 8000). */
export const NOTIFY_MAX_BYTES = 7900;

/** PostgreSQL's LISTEN on a dedicated connection (realtime/bus.ts); SQLite has no counterpart. */
export async function pgListen(client: pg.Client, channel: string): Promise<void> {
  await client.query(`LISTEN ${channel}`);
}

export async function pgNotify(client: pg.Client, channel: string, payload: string): Promise<void> {
  await client.query('select pg_notify($1, $2)', [channel, payload]);
}

/**
 * A row claimed by one worker at a time: on PostgreSQL the SELECT locks the rows it answers and skips
 * those another transaction holds (FOR UPDATE SKIP LOCKED), so instances never wait on each other;
 * SQLite has one writer, and the claim's conditional UPDATE decides.
 */
export function lockedForClaim(query: Knex.QueryBuilder, engine: Engine): Knex.QueryBuilder {
  return engine === 'pg' ? query.forUpdate().skipLocked() : query;
}

/**
 * Fresh planner statistics for the recorded tables after bulk writes: PostgreSQL plans a study's reads
 * from them (without, a big study's pages were bitmap scans and on-disk sorts); SQLite plans without.
 */
export async function analyzeRecords(knex: Knex, engine: Engine): Promise<void> {
  if (engine === 'pg') await knex.raw('ANALYZE events, mouse_tracks');
}

/** The advisory lock's key that one instance holds while it migrates (any constant both agree on). */
const MIGRATION_LOCK_KEY = 7_041_932_115;

/**
 * Runs `migrate` while no other instance migrates the same database. PostgreSQL: a session advisory
 * lock, held by one pooled connection while the migration uses others (knex's own lock lives in a
 * table it must first create, and two instances creating it at once collide in the catalogue).
 * SQLite: one file, one machine; knex's lock suffices.
 */
export async function migrationExclusive(knex: Knex, engine: Engine, migrate: () => Promise<void>): Promise<void> {
  if (engine !== 'pg') return migrate();
  const holder = (await knex.client.acquireConnection()) as pg.Client;
  try {
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate();
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await knex.client.releaseConnection(holder);
  }
}
