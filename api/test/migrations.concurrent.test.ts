// Several instances started at once on one new PostgreSQL database (a deployment's first start, or
// a rolling restart after an upgrade): every one starts, and each migration is applied once.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { migrationSource } from '../src/db/migrations';
import { createPgDatabase, pgAvailable } from './support/testApi';

describe.skipIf(!pgAvailable)('instances starting at once on PostgreSQL', () => {
  it('all open the new database, and each migration is applied once', async () => {
    const shared = await createPgDatabase();
    const opened: Database[] = [];
    try {
      const config = loadConfig({ DATABASE_URL: shared.url, SEED_EXAMPLES: 'false' });
      const starts = await Promise.allSettled(
        Array.from({ length: 6 }, () => openDatabase(config).then((db) => void opened.push(db))),
      );
      expect(
        starts.filter((s) => s.status === 'rejected').map((s) => String((s as PromiseRejectedResult).reason)),
      ).toEqual([]);
      const applied = await opened[0]!.knex('knex_migrations').select('name');
      const names = (await migrationSource.getMigrations([])).map((m) => migrationSource.getMigrationName(m));
      expect(applied.map((row: { name: string }) => row.name).sort()).toEqual([...names].sort());
    } finally {
      await Promise.all(opened.map((db) => db.close()));
      await shared.drop();
    }
  });
});
