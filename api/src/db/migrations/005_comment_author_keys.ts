import type { Knex } from 'knex';

// A comment made through an invitation link gets a secret of its own (only its sha256 is kept): every
// tester of a link shares the hash, so the secret is what tells its author from the others.
// Comments made before have none and can be changed from the designer side only.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('comments', (t) => {
    t.string('author_key_hash', 64);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('comments', (t) => {
    t.dropColumn('author_key_hash');
  });
}
