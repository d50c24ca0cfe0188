// A/B studies (issue 39): the test's variants checked when the designer saves them, each new tester
// put on one at random with balanced allocation (and kept there), the variant's prototype answered
// to the player, and each uploaded session's variant remembered.
import { randomInt } from 'node:crypto';
import { canEditApp, type StudyVariant, type TagFilter, type VariantAssignment } from '@protolab/shared';
import type { Deps } from '../deps';
import * as appsRepo from '../repos/appsRepo';
import * as versionsRepo from '../repos/appVersionsRepo';
import * as variantsRepo from '../repos/studyVariantsRepo';
import { findRole } from '../repos/teamRepo';
import { requireInvitation } from './access';
import { docText, readDoc } from './appDocs';
import type { Caller } from './caller';
import { notFound, Refusal } from './refusal';
import { readTestSettings } from './testSettings';

const bad = (message: string, field: string) => new Refusal('bad_input', 'validation', message, field);

/**
 * Refuses (400, naming the field) variants the designer may not test with: a version that is not
 * one of this prototype's, or a prototype that is not theirs to edit (or this one: that is the draft).
 */
export async function checkVariants(
  deps: Pick<Deps, 'knex'>,
  userId: string,
  appId: string,
  variants: readonly StudyVariant[],
): Promise<void> {
  for (const [index, { source }] of variants.entries()) {
    if (source.kind === 'version' && !(await versionsRepo.findVersion(deps.knex, appId, source.versionId))) {
      throw bad('No saved version of this prototype has this id', `variants.${index}.source.versionId`);
    }
    if (source.kind === 'app') {
      const field = `variants.${index}.source.appId`;
      if (source.appId === appId) throw bad('This prototype itself is the draft variant', field);
      const other = await appsRepo.findApp(deps.knex, source.appId);
      if (!other || !canEditApp(await findRole(deps.knex, source.appId, userId))) {
        throw bad('Not a prototype you may edit', field);
      }
    }
  }
}

/**
 * Least-filled with random ties: the variant with the fewest testers so far, one of them at random
 * when several have as few. Balanced at every moment (counts never differ by more than one while
 * nobody's variant changes) and unpredictable to the tester.
 */
function leastFilled(variants: readonly StudyVariant[], counts: ReadonlyMap<string, number>): StudyVariant {
  const fewest = Math.min(...variants.map((v) => counts.get(v.id) ?? 0));
  const candidates = variants.filter((v) => (counts.get(v.id) ?? 0) === fewest);
  return candidates[randomInt(candidates.length)]!;
}

/**
 * The tester's variant: the one they were put on before, else one chosen now. Decided under the app
 * row's lock, so that testers joining at once, on any instance sharing the database, count each
 * other's assignments.
 */
async function assignedVariant(deps: Pick<Deps, 'knex'>, appId: string, tester: string, variants: StudyVariant[]) {
  return deps.knex.transaction(async (trx) => {
    await appsRepo.findAppForUpdate(trx, appId);
    const kept = await variantsRepo.findAssignment(trx, appId, tester);
    const same = variants.find((v) => v.id === kept);
    if (same) return same;
    const counts = await variantsRepo.assignedCounts(trx, appId);
    const chosen = leastFilled(variants, counts);
    await variantsRepo.saveAssignment(trx, appId, tester, chosen.id);
    return chosen;
  });
}

/** The variant's prototype as JSON text, and the app it is of. */
async function variantDoc(deps: Pick<Deps, 'knex'>, appId: string, variant: StudyVariant) {
  const { source } = variant;
  if (source.kind === 'version') {
    const row = await versionsRepo.findVersion(deps.knex, appId, source.versionId);
    if (!row) throw notFound('Version');
    return { appId, text: JSON.stringify(readDoc(row)) };
  }
  const shownId = source.kind === 'app' ? source.appId : appId;
  const row = await appsRepo.findApp(deps.knex, shownId);
  if (!row) throw notFound('App');
  return { appId: shownId, text: docText(row) };
}

/**
 * GET /rest/invitation/{hash}/variant.json?tester=…: the tester's variant and its prototype as JSON
 * text (`{"variant":…,"app":{…}}`); a test without variants answers its draft as variant null.
 */
export async function testerVariant(deps: Deps, caller: Caller, hash: string, tester: string): Promise<string> {
  const grant = await requireInvitation(deps, caller, hash, 'test');
  const { variants } = await readTestSettings(deps, grant.appId);
  const draft: StudyVariant = { id: '', name: '', source: { kind: 'draft' } };
  const variant = variants?.length ? await assignedVariant(deps, grant.appId, tester, variants) : draft;
  const doc = await variantDoc(deps, grant.appId, variant);
  const answer: VariantAssignment = {
    variant: variant.id,
    name: variant.name,
    versionId: variant.source.kind === 'version' ? variant.source.versionId : null,
    appId: doc.appId,
  };
  return `${JSON.stringify(answer).slice(0, -1)},"app":${doc.text}}`;
}

/**
 * Remembers the variant of the sessions of uploaded events (each event carries its session's variant,
 * kept in the player's outbox with it). Variants the test does not run are not remembered.
 */
export async function rememberSessionVariants(
  deps: Pick<Deps, 'knex' | 'engine'>,
  appId: string,
  records: readonly unknown[],
): Promise<void> {
  const sent = new Map<string, string>();
  for (const record of records) {
    const { session, variant } = (record ?? {}) as { session?: unknown; variant?: unknown };
    if (typeof session === 'string' && session.length <= 128 && typeof variant === 'string' && !sent.has(session)) {
      sent.set(session, variant);
    }
  }
  if (sent.size === 0) return;
  const { variants } = await readTestSettings(deps, appId);
  const byId = new Map((variants ?? []).map((v) => [v.id, v]));
  const rows: variantsRepo.SessionVariantRow[] = [];
  for (const [session, id] of sent) {
    const source = byId.get(id)?.source;
    if (source) rows.push({ session, variant: id, versionId: source.kind === 'version' ? source.versionId : null });
  }
  if (rows.length) await variantsRepo.keepSessionVariants(deps.knex, deps.engine, appId, rows);
}

/** Names no session: the sessions of a variant nobody played yet. */
const NO_SESSION = '';

/**
 * The filter of an A/B study's variant: the variant's sessions (of those picked, when some are).
 * The figures of each variant are then computed, kept and answered as any filter's.
 */
export async function variantFilter(deps: Pick<Deps, 'knex'>, appId: string, filter: TagFilter): Promise<TagFilter> {
  if (filter.variant === undefined) return filter;
  const picked = filter.sessions?.length ? new Set(filter.sessions) : null;
  const played = await variantsRepo.variantSessions(deps.knex, appId, filter.variant);
  const sessions = picked ? played.filter((session) => picked.has(session)) : played;
  return { ...filter, sessions: sessions.length ? sessions : [NO_SESSION] };
}
