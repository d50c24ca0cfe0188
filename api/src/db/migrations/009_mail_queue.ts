import type { Knex } from 'knex';

// Outgoing mail waits here until the mail server takes it (infrastructure/mailQueue.ts): it survives a
// restart, and an instance claims a mail for a while (`claimed_until`, `claimed_by`) so that several
// instances on one database send each mail once. A sent mail is deleted; one given up stays, without
// its text, as `failed` (counted on GET /rest/health) for 30 days.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mail_queue', (t) => {
    t.string('id', 64).primary();
    t.text('to_address').notNullable();
    t.text('reply_to');
    t.text('subject').notNullable();
    t.text('body').notNullable();
    t.bigInteger('created').notNullable();
    /** `waiting` (to be sent) or `failed` (given up) */
    t.string('status', 16).notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.bigInteger('next_attempt').notNullable();
    t.bigInteger('claimed_until');
    t.string('claimed_by', 64);
    t.text('last_error');
    t.bigInteger('failed_at');
    t.index(['status', 'next_attempt']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('mail_queue');
}
