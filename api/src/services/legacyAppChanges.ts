// A save from the existing product's editor (its bare-array diff, mapped in shared/contract/
// legacyChanges.ts): the record changes as one change set, then the top-level props. Both take the
// same checks and the same access as our own client's calls.
import type { AppChangeSet } from '@protolab/shared';
import type { Deps } from '../deps';
import { findApp } from '../repos/appsRepo';
import { requireAppRole } from './access';
import { applyAppChanges } from './appChanges';
import { saveAppProps, type AppProps } from './apps';
import type { Caller } from './caller';
import { notFound } from './refusal';

export interface LegacySave {
  changes?: AppChangeSet;
  props?: AppProps;
  /** what the diff named that we do not keep */
  ignored: string[];
}

/** Answers as our change set does, with `ignored` added: the client's `type` is never "error" when it saved. */
export async function applyLegacySave(deps: Deps, caller: Caller, id: string, save: LegacySave) {
  // each call checks the caller's role itself; a save of bookkeeping alone is checked here
  if (!save.changes && !save.props) await requireAppRole(deps, caller, id, 'write');
  const applied = save.changes ? (await applyAppChanges(deps, caller, id, save.changes)).applied : 0;
  if (save.props) await saveAppProps(deps, caller, id, save.props);
  const row = await findApp(deps.knex, id);
  if (!row) throw notFound('App');
  return { status: 'ok' as const, applied, lastUpdate: row.updated, ignored: save.ignored };
}
