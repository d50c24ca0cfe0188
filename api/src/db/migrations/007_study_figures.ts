import type { Knex } from 'knex';

// Big studies (issue 14): the figures of a study are computed by the API and kept here until new data
// arrives (`version` names the data and inputs they were computed from), one row per app and filter,
// so every API instance on the database answers them without computing them again.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('study_figures', (t) => {
    t.string('app_id', 64).notNullable().references('apps.id').onDelete('CASCADE');
    t.string('filter_key', 64).notNullable();
    t.string('version', 64).notNullable();
    t.text('body').notNullable();
    t.bigInteger('created').notNullable();
    t.primary(['app_id', 'filter_key']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('study_figures');
}
