// One job row per study (study_figure_jobs): the moment its figures are due to be computed again,
// who computes them now and until when that claim holds, the inputs its kept parts were made with,
// and how many computations ran. A claim is taken by one instance at a time; a crashed one's expires.
import type { Knex } from 'knex';
import type { Engine } from '../config';
import { lockedForClaim } from '../db/dialect';

/** A claim on a study's figures: who holds it and until when (epoch ms). */
export interface FigureClaim {
  by: string;
  until: number;
}

const unclaimed = (now: number) => (q: Knex.QueryBuilder) =>
  q.whereNull('claimed_until').orWhere('claimed_until', '<', now);

async function ensureJob(knex: Knex, appId: string): Promise<void> {
  await knex('study_figure_jobs').insert({ app_id: appId, computations: 0 }).onConflict('app_id').ignore();
}

/**
 * The study's figures are due at `due` (each upload moves the moment on). A moment less than `slack`
 * ms after the one set is left: a run of uploads writes the study's row once per `slack`, not once
 * per batch, and uploads through several instances do not queue on its lock.
 */
export async function setDue(knex: Knex, appId: string, due: number, slack: number): Promise<void> {
  // read first: a read waits on no one's lock, and most uploads find the moment recent enough
  const row: { due: number | string | null } | undefined = await knex('study_figure_jobs')
    .where('app_id', appId)
    .first('due');
  if (!row)
    await knex('study_figure_jobs').insert({ app_id: appId, due, computations: 0 }).onConflict('app_id').merge({ due });
  else if (row.due === null || Number(row.due) <= due - slack)
    await knex('study_figure_jobs')
      .where('app_id', appId)
      .where((q) => q.whereNull('due').orWhere('due', '<', due))
      .update({ due });
}

/** Every part is to be made again (records changed without a list of their sessions). */
export async function forgetParts(knex: Knex, appId: string): Promise<void> {
  await knex('study_figure_jobs').where('app_id', appId).update({ parts_key: null });
}

/** Takes the study's claim if no one holds it (or its holder's claim expired). */
export async function claimStudy(
  knex: Knex,
  engine: Engine,
  appId: string,
  now: number,
  claim: FigureClaim,
): Promise<boolean> {
  await ensureJob(knex, appId);
  return knex.transaction(async (trx) => {
    const free = await lockedForClaim(
      trx('study_figure_jobs').where('app_id', appId).where(unclaimed(now)).select('app_id'),
      engine,
    );
    if (!free.length) return false;
    const won = await trx('study_figure_jobs')
      .where('app_id', appId)
      .where(unclaimed(now))
      .update({ claimed_by: claim.by, claimed_until: claim.until });
    return won === 1;
  });
}

/** Claims the study whose figures have been due longest and no one computes; undefined when none is. */
export async function claimDueStudy(
  knex: Knex,
  engine: Engine,
  now: number,
  claim: FigureClaim,
): Promise<{ appId: string; due: number } | undefined> {
  return knex.transaction(async (trx) => {
    const due: Array<{ app_id: string; due: number | string }> = await lockedForClaim(
      trx('study_figure_jobs')
        .where('due', '<=', now)
        .where(unclaimed(now))
        .orderBy('due')
        .limit(1)
        .select('app_id', 'due'),
      engine,
    );
    const job = due[0];
    if (!job) return undefined;
    const won = await trx('study_figure_jobs')
      .where('app_id', job.app_id)
      .where(unclaimed(now))
      .update({ claimed_by: claim.by, claimed_until: claim.until });
    return won === 1 ? { appId: job.app_id, due: Number(job.due) } : undefined;
  });
}

/** Holds the claim longer while the work goes on. */
export async function renewClaim(knex: Knex, appId: string, claim: FigureClaim): Promise<void> {
  await knex('study_figure_jobs').where({ app_id: appId, claimed_by: claim.by }).update({ claimed_until: claim.until });
}

/**
 * Ends the claim. `computed`: a computation ran (counted). `doneDue`: the moment the work was due,
 * cleared unless an upload moved it on meanwhile.
 */
export async function releaseStudy(
  knex: Knex,
  appId: string,
  claim: FigureClaim,
  end: { computed: boolean; doneDue?: number },
): Promise<void> {
  await knex('study_figure_jobs')
    .where({ app_id: appId, claimed_by: claim.by })
    .update({
      claimed_by: null,
      claimed_until: null,
      ...(end.computed && { computations: knex.raw('computations + 1') }),
    });
  if (end.doneDue !== undefined)
    await knex('study_figure_jobs').where({ app_id: appId, due: end.doneDue }).update({ due: null });
}

export async function partsKey(knex: Knex, appId: string): Promise<string | null> {
  const row: { parts_key: string | null } | undefined = await knex('study_figure_jobs')
    .where('app_id', appId)
    .first('parts_key');
  return row?.parts_key ?? null;
}

export async function setPartsKey(knex: Knex, appId: string, key: string): Promise<void> {
  await knex('study_figure_jobs').where('app_id', appId).update({ parts_key: key });
}
