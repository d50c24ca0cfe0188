import type { Knex } from 'knex';

// Released migrations are never edited: add a new file and list it in ./index.ts.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('settings', (t) => {
    t.string('key').primary();
    t.text('value').notNullable();
  });

  await knex.schema.createTable('users', (t) => {
    t.string('id', 64).primary();
    t.string('email', 320).notNullable().unique();
    t.text('password_hash');
    t.string('name');
    t.string('lastname');
    t.string('role', 32).notNullable().defaultTo('user');
    t.string('plan', 32).notNullable().defaultTo('Free');
    t.boolean('tos').notNullable().defaultTo(false);
    t.bigInteger('paid_until');
    t.text('image');
    t.bigInteger('created').notNullable();
    t.bigInteger('lastlogin');
    t.integer('login_count').notNullable().defaultTo(0);
    t.bigInteger('last_notification');
    t.text('notifications');
    t.string('external_id').unique();
    t.bigInteger('retired');
  });

  await knex.schema.createTable('login_sessions', (t) => {
    t.string('id', 64).primary();
    t.string('user_id', 64).notNullable().references('users.id').onDelete('CASCADE');
    t.bigInteger('created').notNullable();
    t.bigInteger('expires').notNullable();
    t.index(['user_id']);
  });

  await knex.schema.createTable('login_failures', (t) => {
    t.string('key').primary();
    t.integer('count').notNullable();
    t.bigInteger('first_at').notNullable();
    t.bigInteger('blocked_until');
  });

  await knex.schema.createTable('password_resets', (t) => {
    t.string('user_id', 64).primary().references('users.id').onDelete('CASCADE');
    t.text('key_hash').notNullable();
    t.bigInteger('expires').notNullable();
  });

  await knex.schema.createTable('apps', (t) => {
    t.string('id', 64).primary();
    t.string('owner_id', 64).notNullable().references('users.id').onDelete('CASCADE');
    t.string('name').notNullable();
    t.boolean('is_public').notNullable().defaultTo(false);
    t.text('doc').notNullable();
    t.bigInteger('created').notNullable();
    t.bigInteger('updated').notNullable();
    t.index(['owner_id']);
  });

  await knex.schema.createTable('team', (t) => {
    t.string('app_id', 64).notNullable().references('apps.id').onDelete('CASCADE');
    t.string('user_id', 64).notNullable().references('users.id').onDelete('CASCADE');
    t.string('role', 16).notNullable();
    t.bigInteger('created').notNullable();
    t.primary(['app_id', 'user_id']);
    t.index(['user_id']);
  });

  await knex.schema.createTable('invitations', (t) => {
    t.string('hash', 128).primary();
    t.string('app_id', 64).notNullable().references('apps.id').onDelete('CASCADE');
    t.string('permission', 16).notNullable();
    t.text('password_hash');
    t.bigInteger('created').notNullable();
    t.index(['app_id']);
  });

  await knex.schema.createTable('test_settings', (t) => {
    t.string('app_id', 64).primary().references('apps.id').onDelete('CASCADE');
    t.text('doc').notNullable();
    t.bigInteger('updated').notNullable();
  });

  await knex.schema.createTable('command_stacks', (t) => {
    t.string('app_id', 64).primary().references('apps.id').onDelete('CASCADE');
    t.text('doc').notNullable();
    t.bigInteger('updated').notNullable();
  });

  await knex.schema.createTable('events', (t) => {
    t.string('id', 64).primary();
    t.string('app_id', 64).notNullable().references('apps.id').onDelete('CASCADE');
    t.string('session', 128).notNullable();
    t.string('screen', 128);
    t.string('widget', 128);
    t.string('type', 64).notNullable();
    t.bigInteger('time').notNullable();
    t.text('doc').notNullable();
    t.index(['app_id', 'session']);
    t.index(['app_id', 'time']);
  });

  await knex.schema.createTable('mouse_tracks', (t) => {
    t.string('id', 64).primary();
    t.string('app_id', 64).notNullable().references('apps.id').onDelete('CASCADE');
    t.string('session', 128).notNullable();
    t.string('screen', 128);
    t.bigInteger('time').notNullable();
    t.text('doc').notNullable();
    t.index(['app_id', 'session']);
  });

  await knex.schema.createTable('annotations', (t) => {
    t.string('id', 64).primary();
    t.string('app_id', 64).notNullable().references('apps.id').onDelete('CASCADE');
    t.string('kind', 16).notNullable();
    t.string('reference', 128);
    t.string('user_id', 64);
    t.text('doc').notNullable();
    t.bigInteger('created').notNullable();
    t.bigInteger('updated').notNullable();
    t.index(['app_id', 'kind']);
  });

  await knex.schema.createTable('comments', (t) => {
    t.string('id', 64).primary();
    t.string('app_id', 64).notNullable().references('apps.id').onDelete('CASCADE');
    t.string('reference', 128);
    t.string('parent_id', 64);
    t.string('user_id', 64);
    t.string('hash', 128);
    t.text('doc').notNullable();
    t.bigInteger('created').notNullable();
    t.bigInteger('updated').notNullable();
    t.index(['app_id', 'reference']);
  });

  await knex.schema.createTable('images', (t) => {
    t.string('id', 64).primary();
    t.string('app_id', 64).references('apps.id').onDelete('CASCADE');
    t.string('user_id', 64).notNullable().references('users.id').onDelete('CASCADE');
    t.string('file').notNullable();
    t.string('name');
    t.string('mime', 64).notNullable();
    t.integer('size').notNullable();
    t.integer('width');
    t.integer('height');
    t.bigInteger('created').notNullable();
    t.index(['app_id']);
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'images', 'comments', 'annotations', 'mouse_tracks', 'events', 'command_stacks', 'test_settings',
    'invitations', 'team', 'apps', 'password_resets', 'login_failures', 'login_sessions', 'users', 'settings',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
