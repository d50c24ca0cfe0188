// Every difference between SQLite and PostgreSQL lives in this file.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import type { Config, Engine } from '../config';

export function knexConfig(config: Pick<Config, 'engine' | 'dataDir' | 'databaseUrl'>): Knex.Config {
  if (config.engine === 'pg') {
    // int8 (epoch ms, counts) as numbers, as SQLite returns them; they stay below 2^53.
    pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
    return { client: 'pg', connection: config.databaseUrl, pool: { min: 0, max: 20 } };
  }
  mkdirSync(config.dataDir, { recursive: true });
  return {
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
