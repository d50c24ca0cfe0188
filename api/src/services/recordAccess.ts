import type { Context } from 'koa';
import type { Knex } from 'knex';
import { toBool } from '../db/dialect';
import { notFound } from '../http/httpError';
import { requireAppRole, type AppRole } from './access';

/**
 * How a read arrives: through the designer API (`/rest/…`, app role needed) or through the public
 * examples (`/examples/…`, no login, only apps marked public; any other app is a 404).
 */
export type ReadVia = 'designer' | 'example';

export async function requirePublicApp(knex: Knex, appId: string): Promise<void> {
  const row = await knex('apps').where({ id: appId }).first('is_public');
  if (!row || !toBool(row.is_public)) throw notFound('App');
}

export async function requireRecordAccess(
  ctx: Context,
  knex: Knex,
  appId: string,
  via: ReadVia,
  need: AppRole = 'read',
): Promise<void> {
  if (via === 'example') await requirePublicApp(knex, appId);
  else await requireAppRole(ctx, knex, appId, need);
}
