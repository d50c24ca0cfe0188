import type { Knex } from 'knex';

// Big studies (issue 14): events and mouse tracks are read in keyset pages ordered by (time, id), and a
// replay reads one session in time order. Each of those reads now walks an index from its first row to
// its last: (app_id, time, id) for the pages, (app_id, session, time, id) for a session. They take the
// place of (app_id, time) and (app_id, session), which they cover.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('events', (t) => {
    t.index(['app_id', 'time', 'id'], 'events_app_time_id');
    t.index(['app_id', 'session', 'time', 'id'], 'events_app_session_time');
  });
  await knex.schema.alterTable('events', (t) => {
    t.dropIndex(['app_id', 'time']);
    t.dropIndex(['app_id', 'session']);
  });
  await knex.schema.alterTable('mouse_tracks', (t) => {
    t.index(['app_id', 'time', 'id'], 'mouse_tracks_app_time_id');
    t.index(['app_id', 'session', 'time', 'id'], 'mouse_tracks_app_session_time');
  });
  await knex.schema.alterTable('mouse_tracks', (t) => {
    t.dropIndex(['app_id', 'session']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mouse_tracks', (t) => {
    t.index(['app_id', 'session']);
    t.dropIndex([], 'mouse_tracks_app_time_id');
    t.dropIndex([], 'mouse_tracks_app_session_time');
  });
  await knex.schema.alterTable('events', (t) => {
    t.index(['app_id', 'session']);
    t.index(['app_id', 'time']);
    t.dropIndex([], 'events_app_time_id');
    t.dropIndex([], 'events_app_session_time');
  });
}
