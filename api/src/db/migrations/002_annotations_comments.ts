import type { Knex } from 'knex';

// Comments are listed by what they are about (type: "screen", "widget", "session"…) and by reference;
// a session has at most one session annotation (tag annotations have no reference, and NULLs never clash).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('comments', (t) => {
    t.string('type', 64);
    t.index(['app_id', 'type', 'reference']);
  });
  await knex.schema.alterTable('annotations', (t) => {
    t.unique(['app_id', 'kind', 'reference']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('annotations', (t) => {
    t.dropUnique(['app_id', 'kind', 'reference']);
  });
  await knex.schema.alterTable('comments', (t) => {
    t.dropIndex(['app_id', 'type', 'reference']);
    t.dropColumn('type');
  });
}
