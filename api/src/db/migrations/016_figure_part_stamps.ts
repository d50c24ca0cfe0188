import type { Knex } from 'knex';

// Each kept part of a study's figures names the computation that made it (`stamp`, unique per
// computation), so an instance that holds the parts it read before reads again only those made since
// (figureParts.ts): a refresh after a thousand new events reads ten parts, not the whole study's.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('study_figure_parts', (t) => {
    t.bigInteger('stamp').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('study_figure_parts', (t) => {
    t.dropColumn('stamp');
  });
}
