// A study's figures, computed next to the data: the sessions are read a few hundred at a time in the
// order of their starts and folded (shared figuresFold), so the API never holds a whole study, and
// the answer is kept (study_figures) until the data, the prototype, the tasks or the annotations change.
import { createHash } from 'node:crypto';
import { figuresFold, type AnnotationLike, type MouseTrackLike, type TagFilter } from '@protolab/shared';
import type { Deps } from '../deps';
import { notFound } from '../http/httpError';
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

export async function studyFigures(
  deps: Deps,
  caller: Caller,
  via: ReadVia,
  appId: string,
  filter: TagFilter,
): Promise<string> {
  await requireRecordAccess(deps, caller, appId, via);
  return keptOrComputed(deps, appId, filter);
}

/** The figures of the whole study, computed now if new data arrived. */
export async function refreshStudyFigures(deps: Pick<Deps, 'knex'>, appId: string): Promise<void> {
  await keptOrComputed(deps, appId, { tags: [], tagMode: 'any', sessions: [] });
}

const refreshes = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * Data of the app arrived or went: its figures are computed again once uploads have paused for
 * `figuresRefreshSeconds`, so the designer finds them ready. Each upload moves the moment on.
 */
export function studyChanged(deps: Pick<Deps, 'knex' | 'config' | 'log'>, appId: string): void {
  const delay = deps.config.figuresRefreshSeconds * 1000;
  if (!(delay > 0)) return;
  clearTimeout(refreshes.get(appId));
  const timer = setTimeout(() => {
    refreshes.delete(appId);
    refreshStudyFigures(deps, appId).catch((error: unknown) =>
      deps.log(`figures of ${appId} not computed: ${error instanceof Error ? error.message : String(error)}`),
    );
  }, delay);
  // a pending refresh never keeps the process alive
  timer.unref();
  refreshes.set(appId, timer);
}

async function keptOrComputed(deps: Pick<Deps, 'knex'>, appId: string, filter: TagFilter): Promise<string> {
  const { knex } = deps;
  const row = await findApp(knex, appId);
  if (!row) throw notFound('App');
  const [recorded, settings, annotations] = await Promise.all([
    repo.recordedVersion(knex, appId),
    readTestSettings(knex, appId),
    listAnnotations(knex, appId, 'session'),
  ]);
  const inputs = {
    app: readDoc(row),
    tasks: settings.tasks ?? [],
    annotations: annotations.filter((a): a is typeof a & AnnotationLike => typeof a.reference === 'string'),
  };
  const filterKey = sha(JSON.stringify(filter));
  const version = sha(JSON.stringify([recorded, inputs]));
  const kept = await repo.findFigures(knex, appId, filterKey, version);
  if (kept !== undefined) return kept;
  const key = `${appId}|${filterKey}|${version}`;
  let pending = computing.get(key);
  if (!pending) {
    pending = (async () => {
      const fold = figuresFold(inputs, filter);
      const picked = filter.sessions?.length ? new Set(filter.sessions) : null;
      const starts = (await repo.sessionStarts(knex, appId))
        .filter((s) => !picked || picked.has(s.session))
        .sort((a, b) => a.start - b.start || (a.session < b.session ? -1 : a.session > b.session ? 1 : 0));
      for (let i = 0; i < starts.length; i += SESSIONS_PER_READ) {
        const sessions = starts.slice(i, i + SESSIONS_PER_READ).map((s) => s.session);
        fold.addEvents(JSON.parse(await repo.sessionRecordsJson(knex, 'events', appId, sessions)));
      }
      if (picked) {
        const sessions = [...picked];
        for (let i = 0; i < sessions.length; i += SESSIONS_PER_READ) {
          const json = await repo.sessionRecordsJson(
            knex,
            'mouse_tracks',
            appId,
            sessions.slice(i, i + SESSIONS_PER_READ),
          );
          fold.addTracks(JSON.parse(json) as MouseTrackLike[]);
        }
      } else
        for await (const rows of allRecordRows(knex, 'mouse_tracks', appId, { chunk: 5000 }))
          fold.addTracks(JSON.parse(`[${rows.map((r) => r.doc).join(',')}]`) as MouseTrackLike[]);
      const body = JSON.stringify(fold.result());
      await repo.keepFigures(knex, appId, filterKey, version, body);
      return body;
    })().finally(() => computing.delete(key));
    computing.set(key, pending);
  }
  return pending;
}
