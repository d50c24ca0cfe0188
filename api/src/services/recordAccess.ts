import type { Deps } from '../deps';
import { notFound } from './refusal';
import { appVisibility } from '../repos/appsRepo';
import { requireAppRole, type AppRole } from './access';
import type { Caller } from './caller';

/**
 * How a read arrives: through the designer API (`/rest/…`, app role needed) or through the public
 * examples (`/examples/…`, no login, only apps marked public; any other app is a 404).
 */
export type ReadVia = 'designer' | 'example';

export async function requireRecordAccess(
  deps: Pick<Deps, 'knex'>,
  caller: Caller,
  appId: string,
  via: ReadVia,
  need: AppRole = 'read',
): Promise<void> {
  if (via === 'designer') await requireAppRole(deps, caller, appId, need);
  else if (!(await appVisibility(deps.knex, appId))?.isPublic) throw notFound('App');
}
