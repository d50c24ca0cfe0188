import type { Knex } from 'knex';

// Incremental figures and their background work (issues 38 and 32): what each session adds to its
// study's figures, kept so that new data folds only the sessions it touched; the sessions written
// since (a mark bumped by each write); and one job row per study, claimed by one instance at a time,
// that holds a pending refresh (`due`) across restarts and counts the computations.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('study_figure_parts', (t) => {
    t.string('app_id', 64).notNullable().references('apps.id').onDelete('CASCADE');
    t.string('session', 128).notNullable();
    // what the session's events add (null: it has only mouse tracks), and what its tracks add
    t.text('part');
    t.text('mouse');
    t.primary(['app_id', 'session']);
  });
  await knex.schema.createTable('study_figure_dirty', (t) => {
    t.string('app_id', 64).notNullable().references('apps.id').onDelete('CASCADE');
    t.string('session', 128).notNullable();
    t.bigInteger('mark').notNullable();
    t.primary(['app_id', 'session']);
  });
  await knex.schema.createTable('study_figure_jobs', (t) => {
    t.string('app_id', 64).primary().references('apps.id').onDelete('CASCADE');
    // when the whole study's figures are to be computed (null: nothing pending), epoch ms
    t.bigInteger('due');
    t.string('claimed_by', 64);
    t.bigInteger('claimed_until');
    // the inputs (prototype, tasks, annotations) the kept parts were made with; null: make them all
    t.string('parts_key', 64);
    t.bigInteger('computations').notNullable().defaultTo(0);
    t.index(['due']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('study_figure_jobs');
  await knex.schema.dropTable('study_figure_dirty');
  await knex.schema.dropTable('study_figure_parts');
}
