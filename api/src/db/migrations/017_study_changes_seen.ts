import type { Knex } from 'knex';

// A study's change count is bumped by a write only when it was read since the last bump (`seen`):
// uploads through several instances no longer each update the study's one row and wait on its lock
// (issue 32; figuresRepo.bumpRecorded).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('study_changes', (t) => {
    t.bigInteger('seen').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('study_changes', (t) => {
    t.dropColumn('seen');
  });
}
