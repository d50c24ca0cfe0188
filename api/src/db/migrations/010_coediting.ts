import type { Knex } from 'knex';

// Co-editing. Each app gets a revision that every stored change bumps, and a log of what each
// revision changed (the changes as applied, who sent them, the change set's client-made id), so a
// co-editor can catch up after a dropped connection and a re-sent change set lands once. The undo
// history becomes one per designer and app: undo_stacks / undo_entries are command_stacks /
// command_entries keyed by the user too; an existing history goes to the app's owner.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('apps', (t) => {
    t.bigInteger('revision').notNullable().defaultTo(0);
  });
  await knex.schema.createTable('app_changes', (t) => {
    t.string('app_id', 64).notNullable().references('apps.id').onDelete('CASCADE');
    t.bigInteger('revision').notNullable();
    t.string('change_set_id', 64);
    t.string('author_id', 64);
    t.bigInteger('created').notNullable();
    /** the changes as applied (JSON); null: the whole document was replaced, or the entry is pruned */
    t.text('changes');
    /** what the sender was answered (JSON), answered again to a re-sent change set */
    t.text('answer').notNullable();
    t.primary(['app_id', 'revision']);
    t.unique(['app_id', 'change_set_id']);
    t.index(['created']);
  });

  await knex.schema.createTable('undo_stacks', (t) => {
    t.string('app_id', 64).notNullable().references('apps.id').onDelete('CASCADE');
    t.string('user_id', 64).notNullable().references('users.id').onDelete('CASCADE');
    t.text('doc').notNullable();
    t.bigInteger('updated').notNullable();
    t.primary(['app_id', 'user_id']);
  });
  await knex.schema.createTable('undo_entries', (t) => {
    t.string('app_id', 64).notNullable();
    t.string('user_id', 64).notNullable();
    t.bigInteger('seq').notNullable();
    t.string('command_id', 255);
    t.integer('bytes').notNullable();
    t.text('doc').notNullable();
    t.primary(['app_id', 'user_id', 'seq']);
    t.foreign(['app_id', 'user_id']).references(['app_id', 'user_id']).inTable('undo_stacks').onDelete('CASCADE');
  });
  await knex.raw(
    `insert into undo_stacks (app_id, user_id, doc, updated)
     select s.app_id, a.owner_id, s.doc, s.updated from command_stacks s join apps a on a.id = s.app_id`,
  );
  await knex.raw(
    `insert into undo_entries (app_id, user_id, seq, command_id, bytes, doc)
     select e.app_id, a.owner_id, e.seq, e.command_id, e.bytes, e.doc
     from command_entries e join apps a on a.id = e.app_id`,
  );
  await knex.schema.dropTable('command_entries');
  await knex.schema.dropTable('command_stacks');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.createTable('command_stacks', (t) => {
    t.string('app_id', 64).primary().references('apps.id').onDelete('CASCADE');
    t.text('doc').notNullable();
    t.bigInteger('updated').notNullable();
  });
  await knex.schema.createTable('command_entries', (t) => {
    t.string('app_id', 64).notNullable().references('apps.id').onDelete('CASCADE');
    t.bigInteger('seq').notNullable();
    t.string('command_id', 255);
    t.integer('bytes').notNullable();
    t.text('doc').notNullable();
    t.primary(['app_id', 'seq']);
  });
  // the owner's history comes back; the other designers' go
  await knex.raw(
    `insert into command_stacks (app_id, doc, updated)
     select s.app_id, s.doc, s.updated from undo_stacks s join apps a on a.id = s.app_id and a.owner_id = s.user_id`,
  );
  await knex.raw(
    `insert into command_entries (app_id, seq, command_id, bytes, doc)
     select e.app_id, e.seq, e.command_id, e.bytes, e.doc
     from undo_entries e join apps a on a.id = e.app_id and a.owner_id = e.user_id`,
  );
  await knex.schema.dropTable('undo_entries');
  await knex.schema.dropTable('undo_stacks');
  await knex.schema.dropTable('app_changes');
  // SQL's own drop column: knex rebuilds a SQLite table to drop one, and rebuilding apps would
  // cascade-delete every row that refers to it
  await knex.raw('alter table apps drop column revision');
}
