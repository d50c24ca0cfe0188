import type { Knex } from 'knex';

// A/B studies (issue 39): which variant each tester of a test was put on (kept, so a tester who
// comes back plays the same one), and which variant and saved version each recorded session played.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('study_assignments', (t) => {
    t.string('app_id', 64).notNullable().references('apps.id').onDelete('CASCADE');
    t.string('tester', 128).notNullable();
    t.string('variant', 64).notNullable();
    t.bigInteger('created').notNullable();
    t.primary(['app_id', 'tester']);
    t.index(['app_id', 'variant']);
  });
  await knex.schema.createTable('study_session_variants', (t) => {
    t.string('app_id', 64).notNullable().references('apps.id').onDelete('CASCADE');
    t.string('session', 128).notNullable();
    t.string('variant', 64).notNullable();
    /** the saved version the session played; null for the draft or another prototype */
    t.string('version_id', 64);
    t.primary(['app_id', 'session']);
    t.index(['app_id', 'variant']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('study_session_variants');
  await knex.schema.dropTable('study_assignments');
}
