import type { Knex } from 'knex';

// Saved versions of a prototype (issue 39): the document as it was, who saved it and when. A version
// goes with its app; its author's row may go (the name is kept with the version).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('app_versions', (t) => {
    t.string('id', 64).primary();
    t.string('app_id', 64).notNullable().references('apps.id').onDelete('CASCADE');
    t.string('name').notNullable();
    t.string('trigger', 16).notNullable();
    t.string('author_id', 64).notNullable();
    t.string('author_name').notNullable();
    t.integer('screen_count').notNullable();
    t.text('doc').notNullable();
    t.bigInteger('created').notNullable();
    t.index(['app_id', 'created']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('app_versions');
}
