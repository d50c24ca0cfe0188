import type { Knex } from 'knex';

// The undo stack's commands get a row each, so that adding one writes that command only, not the
// whole stack (up to 8 MiB) again. `seq` orders them and only grows; `bytes` is the command's JSON
// size, for the stack's bound; `command_id` is what undo, redo and a replacing add compare. The
// stack's row in command_stacks keeps the rest (pos, lastUUID…) without its `stack`.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('command_entries', (t) => {
    t.string('app_id', 64).notNullable().references('apps.id').onDelete('CASCADE');
    t.bigInteger('seq').notNullable();
    t.string('command_id', 255);
    t.integer('bytes').notNullable();
    t.text('doc').notNullable();
    t.primary(['app_id', 'seq']);
  });
  const stacks: Array<{ app_id: string }> = await knex('command_stacks').select('app_id').orderBy('app_id');
  for (const { app_id } of stacks) {
    const row = await knex('command_stacks').where({ app_id }).first('doc');
    const { stack, ...rest } = JSON.parse(row.doc) as { stack?: unknown } & Record<string, unknown>;
    const commands = Array.isArray(stack) ? stack : [];
    for (let i = 0; i < commands.length; i += 100) {
      await knex('command_entries').insert(
        commands.slice(i, i + 100).map((command: unknown, j) => {
          const doc = JSON.stringify(command);
          const id = (command as { id?: unknown } | null)?.id;
          return {
            app_id,
            seq: i + j,
            command_id: typeof id === 'string' && id.length <= 255 ? id : null,
            bytes: Buffer.byteLength(doc),
            doc,
          };
        }),
      );
    }
    await knex('command_stacks')
      .where({ app_id })
      .update({ doc: JSON.stringify(rest) });
  }
}

export async function down(knex: Knex): Promise<void> {
  const stacks: Array<{ app_id: string }> = await knex('command_stacks').select('app_id').orderBy('app_id');
  for (const { app_id } of stacks) {
    const row = await knex('command_stacks').where({ app_id }).first('doc');
    const entries: Array<{ doc: string }> = await knex('command_entries')
      .where({ app_id })
      .orderBy('seq')
      .select('doc');
    const doc = { ...JSON.parse(row.doc), stack: entries.map((e) => JSON.parse(e.doc)) };
    await knex('command_stacks')
      .where({ app_id })
      .update({ doc: JSON.stringify(doc) });
  }
  await knex.schema.dropTable('command_entries');
}
