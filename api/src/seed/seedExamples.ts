import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Knex } from 'knex';
import { invitationHashSchema, migrateApp, testSettingsSchema } from '@protolab/shared';
import { insertAppIfMissing } from '../repos/appsRepo';
import { insertInvitationSet, type InvitationPermission } from '../repos/invitationsRepo';
import { insertMemberIfMissing } from '../repos/teamRepo';
import { insertTestSettingsIfMissing } from '../repos/testSettingsRepo';
import { seedExampleSessions } from './exampleSessions';

/** Our own example prototypes (fixtures/examples/*.json: { app, testSettings, invitations }). */
export const EXAMPLES_DIR = resolve(import.meta.dirname, '../../../fixtures/examples');

/** Owns the examples. It has no password, so nobody can log in as it. */
export const EXAMPLES_USER = {
  id: 'protolab-examples',
  email: 'examples@protolab.invalid',
  name: 'Protolab',
  lastname: 'Examples',
  role: 'system',
} as const;

export interface ExampleFile {
  app: unknown;
  testSettings?: unknown;
  invitations: Record<InvitationPermission, string>;
}

export function readExampleFiles(dir = EXAMPLES_DIR): Array<{ file: string; example: ExampleFile }> {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ file: name, example: JSON.parse(readFileSync(join(dir, name), 'utf8')) as ExampleFile }));
}

/**
 * Seeds the example prototypes as public apps. Every row has a fixed key and is inserted with
 * "insert, or ignore when it exists", so two starts, or two instances starting at once, seed once;
 * an interrupted seed is completed by the next start. What is there already is never changed.
 */
export async function seedExamples(knex: Knex, log: (line: string) => void, dir = EXAMPLES_DIR): Promise<void> {
  const now = Date.now();
  await knex('users')
    .insert({ ...EXAMPLES_USER, password_hash: null, plan: 'Free', tos: true, created: now })
    .onConflict('id')
    .ignore();
  const owner = await knex('users').where({ id: EXAMPLES_USER.id }).first('id');
  if (!owner) {
    log(`examples: the examples user could not be made (is ${EXAMPLES_USER.email} taken?); nothing seeded`);
    return;
  }
  const examples = readExampleFiles(dir);
  for (const { file, example } of examples) {
    // A broken fixture is a bug of ours: fail the start loudly rather than serve half an example.
    const app = migrateApp(example.app);
    const settings = testSettingsSchema.parse({
      ...(example.testSettings as object),
      appID: app.id,
      created: now,
      lastUpdate: now,
    });
    const hashes = Object.fromEntries(
      (['test', 'read', 'write'] as const).map((p) => [p, invitationHashSchema.parse(example.invitations?.[p])]),
    ) as Record<InvitationPermission, string>;
    await insertAppIfMissing(knex, {
      id: app.id,
      ownerId: EXAMPLES_USER.id,
      name: app.name,
      isPublic: true,
      doc: JSON.stringify(app),
      created: now,
      updated: now,
    });
    const row = await knex('apps').where({ id: app.id }).first('owner_id');
    if (row?.owner_id !== EXAMPLES_USER.id) {
      // Someone else's app holds this id: never attach public hashes or a team row to it.
      log(`examples: ${app.id} is taken by another app; skipped`);
      continue;
    }
    await insertMemberIfMissing(knex, app.id, EXAMPLES_USER.id, 'owner');
    const existing = await knex('invitations').where({ app_id: app.id }).first('hash');
    if (!existing) await insertInvitationSet(knex, app.id, { hashes });
    await insertTestSettingsIfMissing(knex, app.id, settings);
    await seedExampleSessions(knex, app, settings.tasks);
    log(`examples: ${app.id} ready (${file})`);
  }
}
