import { applyChanges, type AppChange } from '@protolab/shared';
import type { Deps } from '../deps';
import { Refusal, notFound } from './refusal';
import { findAppForUpdate, updateAppDoc } from '../repos/appsRepo';
import { requireAppRole } from './access';
import type { Caller } from './caller';
import { readDoc } from './appDocs';

export interface ChangeResult {
  status: 'ok';
  /** How many changes were applied. */
  applied: number;
  /** The app's new update time (what /rest/invitation/{hash}/update.json answers). */
  lastUpdate: number;
}

/**
 * Applies a change set to the current document, all or nothing. The row is read and locked in the
 * same transaction that writes it (SELECT … FOR UPDATE on PostgreSQL; SQLite runs one writer at a
 * time), so concurrent change sets from two editors both land, one after the other.
 */
export async function applyAppChanges(
  deps: Deps,
  caller: Caller,
  id: string,
  changes: AppChange[],
): Promise<ChangeResult> {
  await requireAppRole(deps, caller, id, 'write');
  return deps.knex.transaction(async (trx) => {
    const row = await findAppForUpdate(trx, id);
    if (!row) throw notFound('App');
    const result = applyChanges(readDoc(row), changes);
    if (!result.ok) {
      throw result.kind === 'conflict'
        ? new Refusal('conflict', 'change_conflict', result.message, result.field)
        : new Refusal('bad_input', 'validation', result.message, result.field);
    }
    const lastUpdate = Math.max(Date.now(), row.updated + 1);
    await updateAppDoc(trx, id, { name: result.app.name, doc: JSON.stringify(result.app), updated: lastUpdate });
    return { status: 'ok', applied: changes.length, lastUpdate };
  });
}
