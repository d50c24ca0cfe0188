// What a load balancer sees of an instance: GET /health while it serves, misses a migration or
// drains, and a SIGTERM that lets the request in flight finish before the process exits.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrationSource } from '../src/db/migrations';
import { describeEngines, type TestApi } from './support/testApi';

const VERSION = (JSON.parse(readFileSync(join(import.meta.dirname, '../package.json'), 'utf8')) as { version: string })
  .version;

describeEngines('health', (api: () => TestApi) => {
  it('answers 200 with the version while the database answers and holds every migration', async () => {
    const res = await api().get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', version: VERSION, database: 'reachable', migrations: 'current' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 while a migration of this version is missing from the database', async () => {
    await api().knex.migrate.down({ migrationSource });
    try {
      const res = await api().get('/health');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: 'unavailable', database: 'reachable', migrations: 'pending' });
    } finally {
      await api().knex.migrate.latest({ migrationSource });
    }
    expect((await api().get('/health')).status).toBe(200);
  });
});

/** A port nothing listens on. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe('SIGTERM', () => {
  it('says draining at once, finishes the request in flight, then exits', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'protolab-drain-'));
    const port = await freePort();
    // node itself (not npx), so that the signal reaches the server
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
      cwd: join(import.meta.dirname, '../..'),
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_EXAMPLES: 'false',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SHUTDOWN_NOTICE_SECONDS: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('Protolab is running') && resolve());
        child.on('exit', () => reject(new Error('the server did not start')));
      });
      const base = `http://127.0.0.1:${port}`;
      expect((await fetch(`${base}/health`)).status).toBe(200);

      // a sign-up whose body is still on its way when the signal comes
      const email = `drain-${Date.now()}@example.com`;
      const body = JSON.stringify({ email, password: 'secret-pass-1', tos: true });
      const answer = new Promise<number>((resolve, reject) => {
        const req = request(
          `${base}/rest/user`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.write(body.slice(0, 10));
        child.kill('SIGTERM');
        // the rest once the instance says it drains
        const finish = async () => {
          while ((await fetch(`${base}/health`).then((r) => r.status)) !== 503) {
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          req.end(body.slice(10));
        };
        finish().catch(reject);
      });
      expect(await answer).toBe(200);
      expect(await exited).toBe(0);

      // what it stored is there, once
      const db = await openDatabase(loadConfig({ DATA_DIR: dataDir, SEED_EXAMPLES: 'false' }));
      try {
        expect(await db.knex('users').where({ email }).select('id')).toHaveLength(1);
      } finally {
        await db.close();
      }
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
