// Starts the real API over real HTTP on a fresh database: SQLite in a temp folder, or a new
// PostgreSQL database that is dropped afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Koa from 'koa';
import type { Knex } from 'knex';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { loadConfig, type Config, type Engine } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { serverProtocol } from '../../src/http/appServer';
import type { ImageStore } from '../../src/infrastructure/imageStore';
import type { TokenService } from '../../src/infrastructure/tokens';
import { startInstance } from '../../src/instance';
import type { Realtime } from '../../src/realtime/startRealtime';
import { seedExamples } from '../../src/seed/seedExamples';

export const pgAdminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function probePostgres(): Promise<boolean> {
  const client = new pg.Client({ connectionString: pgAdminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export const pgAvailable = await probePostgres();
if (!pgAvailable) {
  if (process.env.REQUIRE_POSTGRES === '1')
    throw new Error(`PostgreSQL is required but not reachable at ${pgAdminUrl}`);
  console.warn(`[pg] PostgreSQL not reachable at ${pgAdminUrl}: the PostgreSQL half of the API tests is skipped.`);
}

export const engines: Engine[] = ['sqlite', 'pg'];

// Replies of the API under test are read field by field in assertions; `any` as the default body type
// keeps those short (a typed call, get<App>(…), checks its body). Test support only.
/* eslint-disable @typescript-eslint/no-explicit-any */
export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** Sent as is, without JSON encoding (for bad-input tests and multipart). */
  raw?: RequestInit['body'];
}

export interface TestApi {
  url: string;
  engine: Engine;
  knex: Knex;
  tokens: TokenService;
  config: Config;
  /** The Koa app the server runs (its routers are in `app.middleware`). */
  app: Koa;
  /** Every line the API logged, for checking what never reaches a log. */
  logs: string[];
  /** The co-editing socket, served at REALTIME_PATH on `url`. */
  realtime: Realtime;
  /** Where the instance keeps image bytes (disk with SQLite, the database with PostgreSQL). */
  images: ImageStore;
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<Reply<T>>;
  get<T = any>(path: string, token?: string): Promise<Reply<T>>;
  post<T = any>(path: string, body?: unknown, token?: string): Promise<Reply<T>>;
  del<T = any>(path: string, token?: string): Promise<Reply<T>>;
  close(): Promise<void>;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** A new, empty PostgreSQL database; `drop` removes it, connections and all. */
export async function createPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `protolab_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(pgAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: pgAdminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface StartOptions {
  /**
   * A second API instance on the database of a running one (the same SQLite file, the same
   * PostgreSQL database), as several instances share one in production. The first one owns the
   * database: closing this one leaves it in place.
   */
  sameDatabaseAs?: TestApi;
}

export async function startTestApi(
  engine: Engine,
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<TestApi> {
  const shared = options.sameDatabaseAs;
  const dataDir = shared?.config.dataDir ?? mkdtempSync(join(tmpdir(), 'protolab-test-'));
  const pgDb = engine === 'pg' && !shared ? await createPgDatabase() : undefined;
  const databaseUrl = shared?.config.databaseUrl ?? pgDb?.url;
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_EXAMPLES: 'false',
    FIGURES_REFRESH_SECONDS: '0',
    ...env,
  });
  const db = await openDatabase(config);
  const logs: string[] = [];
  if (config.seedExamples) await seedExamples(db.knex, (line) => logs.push(line));
  const { deps, app, server, realtime } = await startInstance(config, db, (line) => void logs.push(line));
  const { tokens } = deps;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `${serverProtocol(config)}://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body = options.raw;
    if (body === undefined && options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(url + path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  return {
    url,
    engine,
    knex: db.knex,
    tokens,
    config,
    app,
    logs,
    realtime,
    images: deps.images,
    request,
    get: (path, token) => request('GET', path, { token }),
    post: (path, body, token) => request('POST', path, { body, token }),
    del: (path, token) => request('DELETE', path, { token }),
    async close() {
      await realtime.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
      await pgDb?.drop();
      if (!shared) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** POSTs `raw` as it is, declared as `contentType`: for the tests of bodies that are not JSON or broken. */
export function postRaw(
  api: TestApi,
  path: string,
  raw: string,
  contentType = 'application/json',
  token?: string,
): Promise<Reply> {
  return api.request('POST', path, { raw, token, headers: { 'content-type': contentType } });
}

/**
 * Runs the same suite against each engine: `describeEngines('apps', (api) => { it(..., () => api().get(...)) })`.
 * The PostgreSQL run is skipped (with a notice) where no server is reachable, and required in CI.
 */
export function describeEngines(
  title: string,
  suite: (api: () => TestApi) => void,
  env: Record<string, string> = {},
): void {
  for (const engine of engines) {
    describe.skipIf(engine === 'pg' && !pgAvailable)(`${title} [${engine}]`, () => {
      let api: TestApi;
      beforeAll(async () => {
        api = await startTestApi(engine, env);
      });
      afterAll(async () => {
        await api?.close();
      });
      suite(() => api);
    });
  }
}
