import type { Knex } from 'knex';

// Image bytes in the database (infrastructure/databaseImageStore.ts), for instances on PostgreSQL
// that share no disk. SQLite keeps its images on disk; the table is there on both engines.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('image_parts', (t) => {
    t.text('key').notNullable();
    t.integer('part').notNullable();
    t.binary('bytes').notNullable();
    t.primary(['key', 'part']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('image_parts');
}
