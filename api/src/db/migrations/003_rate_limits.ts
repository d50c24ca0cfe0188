import type { Knex } from 'knex';

// One table of counters for every limit (logins, invitation passwords, sign-ups, mails, error reports):
// a counter counts within a fixed window and starts again once `resets_at` has passed. It replaces
// login_failures, whose counters only lived for 15 minutes anyway.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (t) => {
    t.string('key', 255).primary();
    t.integer('count').notNullable();
    t.bigInteger('resets_at').notNullable().index();
  });
  await knex.schema.dropTableIfExists('login_failures');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.createTable('login_failures', (t) => {
    t.string('key').primary();
    t.integer('count').notNullable();
    t.bigInteger('first_at').notNullable();
    t.bigInteger('blocked_until');
  });
  await knex.schema.dropTableIfExists('rate_limits');
}
