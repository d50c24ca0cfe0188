import type { Knex } from 'knex';
import { SECRET_WIDGET_TYPES } from '@protolab/shared';
import { maskedEvent, widgetTypes } from '../../services/secretValues';
import { chunks } from '../chunks';

// Text typed into Password widgets was stored as typed, keystroke by keystroke. Stored events on
// those widgets (and their inherited copies) get their state masked as uploads now are, and the
// figures kept from them (survey answers) are dropped, to be computed again. Outside a transaction,
// a page at a time: masking is idempotent, so a run that stopped is run again and goes on.
export const config = { transaction: false };

const APPS_PER_PAGE = 50;
const EVENTS_PER_PAGE = 1000;

export async function up(knex: Knex): Promise<void> {
  let after = '';
  for (;;) {
    const apps: Array<{ id: string; doc: string }> = await knex('apps')
      .where('id', '>', after)
      .orderBy('id')
      .limit(APPS_PER_PAGE)
      .select('id', 'doc');
    for (const app of apps) await maskApp(knex, app.id, widgetTypes(app.doc));
    if (apps.length < APPS_PER_PAGE) return;
    after = apps.at(-1)!.id;
  }
}

async function maskApp(knex: Knex, appId: string, widgets: Record<string, { type: string }>): Promise<void> {
  const secret = Object.keys(widgets).filter((id) => SECRET_WIDGET_TYPES.has(widgets[id]!.type));
  if (secret.length === 0) return;
  for (const ids of chunks(secret, 100)) {
    let after = '';
    for (;;) {
      // the widget column narrows the rows down; maskedEvent decides (a LIKE's `_` matches any character)
      const rows: Array<{ id: string; doc: string }> = await knex('events')
        .where('app_id', appId)
        .andWhere('id', '>', after)
        .andWhere((q) => {
          q.whereIn('widget', ids);
          for (const id of ids) q.orWhere('widget', 'like', `${id}@%`);
        })
        .orderBy('id')
        .limit(EVENTS_PER_PAGE)
        .select('id', 'doc');
      const updates = rows.flatMap((row) => {
        const doc = JSON.parse(row.doc) as unknown;
        const masked = maskedEvent(widgets, doc);
        const text = JSON.stringify(masked);
        return masked === doc || text === row.doc ? [] : [{ id: row.id, doc: text }];
      });
      if (updates.length > 0) {
        await knex.transaction(async (trx) => {
          for (const update of updates) await trx('events').where('id', update.id).update({ doc: update.doc });
        });
      }
      if (rows.length < EVENTS_PER_PAGE) break;
      after = rows.at(-1)!.id;
    }
  }
  await knex('study_figures').where('app_id', appId).delete();
}

/** The characters are gone: nothing to put back. */
export async function down(): Promise<void> {}
