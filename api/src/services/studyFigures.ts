// A study's figures, computed next to the data: the sessions are read a few hundred at a time in the
// order of their starts and folded (shared figuresFold), so the API never holds a whole study, and
// the answer is kept (study_figures) until the data, the prototype, the tasks or the annotations
// change. While new ones are computed, a request is answered with the last ones kept, marked stale.
import { createHash } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import {
  figuresFold,
  type AnnotationLike,
  type MouseTrackLike,
  type StudyInputs,
  type TagFilter,
} from '@protolab/shared';
import type { Deps } from '../deps';
import { notFound } from './refusal';
import { findApp } from '../repos/appsRepo';
import { listAnnotations } from '../repos/annotationsRepo';
import * as repo from '../repos/figuresRepo';
import { allRecordRows } from '../repos/recordPages';
import { readDoc } from './appDocs';
import type { Caller } from './caller';
import { requireRecordAccess, type ReadVia } from './recordAccess';
import { readTestSettings } from './testSettings';

/** Sessions read and folded at once: ≈20,000 events of ordinary sessions. */
const SESSIONS_PER_READ = 200;

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** Figures being computed in this process, so that two pages asking at once share the work. */
const computing = new Map<string, Promise<string>>();

/**
 * A study's figures as the API answers them: the kept JSON text, and the tag naming the data and
 * inputs it was computed from (none when it is the last answer kept, marked stale). `body` is null
 * when the caller already holds the answer of that tag: then nothing is read.
 */
export interface FiguresAnswer {
  body: string | null;
  tag?: string;
}

/** The tag of a study's answer: the filter and the version, so one address's tag never names another's. */
const tagOf = (study: StudyState) => `${study.filterKey.slice(0, 16)}.${study.version.slice(0, 32)}`;

export async function studyFigures(
  deps: Deps,
  caller: Caller,
  via: ReadVia,
  appId: string,
  filter: TagFilter,
  /** the tag of the answer the caller holds (a browser asking again), if any */
  held?: string,
): Promise<FiguresAnswer> {
  await requireRecordAccess(deps, caller, appId, via);
  const study = await studyState(deps, appId, filter);
  const tag = tagOf(study);
  if (held === tag && (await repo.keptVersion(deps.knex, appId, study.filterKey)) === study.version) {
    return { body: null, tag };
  }
  const kept = await repo.findFigures(deps.knex, appId, study.filterKey);
  if (kept?.version === study.version) return { body: kept.body, tag };
  const pending = computed(deps, appId, filter, study);
  if (!kept) return { body: await pending, tag };
  // no request waits long on a big study's fold (config.figuresWaitMs)
  const waited = await Promise.race([pending, delay(deps.config.figuresWaitMs)]);
  if (waited !== undefined) return { body: waited, tag };
  pending.catch((error: unknown) => deps.log(`figures of ${appId} not computed: ${errorText(error)}`));
  // `{"stale":true,…}`: the kept answer with the flag spliced in front, never parsed
  return { body: `{"stale":true,${kept.body.slice(1)}` };
}

/** The figures of the whole study, computed now if new data arrived. */
export async function refreshStudyFigures(deps: Pick<Deps, 'knex'>, appId: string): Promise<void> {
  const filter = { tags: [], tagMode: 'any' as const, sessions: [] };
  const study = await studyState(deps, appId, filter);
  const kept = await repo.findFigures(deps.knex, appId, study.filterKey);
  if (kept?.version !== study.version) await computed(deps, appId, filter, study);
}

const refreshes = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * Data of the app arrived, went or was corrected (called after the write): its kept figures no longer
 * hold, and they are computed again once uploads have paused for `figuresRefreshSeconds`, so the
 * designer finds them ready. Each upload moves the moment on.
 */
export async function studyChanged(deps: Pick<Deps, 'knex' | 'config' | 'log'>, appId: string): Promise<void> {
  await repo.bumpRecorded(deps.knex, appId);
  const wait = deps.config.figuresRefreshSeconds * 1000;
  if (!(wait > 0)) return;
  clearTimeout(refreshes.get(appId));
  const timer = setTimeout(() => {
    refreshes.delete(appId);
    refreshStudyFigures(deps, appId).catch((error: unknown) =>
      deps.log(`figures of ${appId} not computed: ${errorText(error)}`),
    );
  }, wait);
  // a pending refresh never keeps the process alive
  timer.unref();
  refreshes.set(appId, timer);
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const delay = (ms: number) => new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms).unref());

/** What the figures are computed from, and the version naming it with the recorded data. */
interface StudyState {
  inputs: StudyInputs;
  filterKey: string;
  version: string;
}

async function studyState(deps: Pick<Deps, 'knex'>, appId: string, filter: TagFilter): Promise<StudyState> {
  const { knex } = deps;
  const row = await findApp(knex, appId);
  if (!row) throw notFound('App');
  const [recorded, settings, annotations] = await Promise.all([
    repo.recordedVersion(knex, appId),
    readTestSettings(deps, appId),
    listAnnotations(knex, appId, 'session'),
  ]);
  const inputs = {
    app: readDoc(row),
    tasks: settings.tasks ?? [],
    annotations: annotations.filter((a): a is typeof a & AnnotationLike => typeof a.reference === 'string'),
  };
  return { inputs, filterKey: sha(JSON.stringify(filter)), version: sha(JSON.stringify([recorded, inputs])) };
}

/** The figures folded from the records, kept; one computation per study state in this process. */
function computed(deps: Pick<Deps, 'knex'>, appId: string, filter: TagFilter, study: StudyState): Promise<string> {
  const key = `${appId}|${study.filterKey}|${study.version}`;
  let pending = computing.get(key);
  if (!pending) {
    pending = fold(deps, appId, filter, study.inputs)
      .then(async (body) => {
        await repo.keepFigures(deps.knex, appId, study.filterKey, study.version, body);
        return body;
      })
      .finally(() => computing.delete(key));
    computing.set(key, pending);
  }
  return pending;
}

/** Reads the sessions a few hundred at a time in the order of their starts, then the mouse tracks. */
async function fold(deps: Pick<Deps, 'knex'>, appId: string, filter: TagFilter, inputs: StudyInputs) {
  const { knex } = deps;
  const figures = figuresFold(inputs, filter);
  const picked = filter.sessions?.length ? new Set(filter.sessions) : null;
  // SQLite answers without the event loop turning: each read yields, so other requests go on
  await setImmediate();
  const starts = (await repo.sessionStarts(knex, appId))
    .filter((s) => !picked || picked.has(s.session))
    .sort((a, b) => a.start - b.start || (a.session < b.session ? -1 : a.session > b.session ? 1 : 0));
  for (let i = 0; i < starts.length; i += SESSIONS_PER_READ) {
    const sessions = starts.slice(i, i + SESSIONS_PER_READ).map((s) => s.session);
    figures.addEvents(JSON.parse(await repo.sessionRecordsJson(knex, 'events', appId, sessions)));
    await setImmediate();
  }
  if (picked) {
    const sessions = [...picked];
    for (let i = 0; i < sessions.length; i += SESSIONS_PER_READ) {
      const json = await repo.sessionRecordsJson(knex, 'mouse_tracks', appId, sessions.slice(i, i + SESSIONS_PER_READ));
      figures.addTracks(JSON.parse(json) as MouseTrackLike[]);
      await setImmediate();
    }
  } else
    for await (const rows of allRecordRows(knex, 'mouse_tracks', appId, { chunk: 5000 })) {
      figures.addTracks(JSON.parse(`[${rows.map((r) => r.doc).join(',')}]`) as MouseTrackLike[]);
      await setImmediate();
    }
  return JSON.stringify(figures.result());
}
