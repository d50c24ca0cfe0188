// What a load balancer asks an instance (GET /health): it serves while its database answers and
// holds every migration of this version, and stops being sent requests once it drains.
import { readFileSync } from 'node:fs';
import type { Deps } from '../deps';
import { migrationSource } from '../db/migrations';

const VERSION = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

export interface Health {
  status: 'ok' | 'draining' | 'unavailable';
  version: string;
  database?: 'reachable' | 'unreachable';
  migrations?: 'current' | 'pending';
}

export async function instanceHealth(deps: Pick<Deps, 'knex' | 'lifecycle'>): Promise<Health> {
  if (deps.lifecycle.draining) return { status: 'draining', version: VERSION };
  try {
    const [, pending] = (await deps.knex.migrate.list({ migrationSource })) as [unknown[], unknown[]];
    const migrations = pending.length === 0 ? 'current' : 'pending';
    return {
      status: migrations === 'current' ? 'ok' : 'unavailable',
      version: VERSION,
      database: 'reachable',
      migrations,
    };
  } catch {
    return { status: 'unavailable', version: VERSION, database: 'unreachable' };
  }
}
