// The kept parts of a study's sessions brought up to date, and the figures merged from them. Only the
// sessions written since the last computation are read and folded again (their events and tracks,
// along the (app_id, session, …) indexes); all of them when the prototype, tasks or annotations the
// parts were made with changed. Runs under the study's claim (studyFigures.ts), in the figures'
// worker thread (figureWorker.ts).
import { randomInt } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import {
  figuresMerge,
  partMaker,
  type AnalyticsEvent,
  type MouseTrackLike,
  type StudyInputs,
  type TagFilter,
} from '@protolab/shared';
import type { Deps } from '../deps';
import { analyzeRecords } from '../db/dialect';
import * as jobs from '../repos/figureJobsRepo';
import { sessionRecordsJson } from '../repos/figuresRepo';
import * as parts from '../repos/figurePartsRepo';
import type { KeptParts } from './keptParts';

/**
 * Sessions read and folded at once: ≈5,000 events of ordinary sessions, ≈50 ms of work between
 * turns of the event loop (a small study is folded on the API's thread, beside its requests).
 */
const SESSIONS_PER_READ = 50;

/**
 * Makes the parts of the sessions written since (every session's when `inputsKey` is not the key
 * the parts were made with), stamped anew. Answers how many sessions were folded.
 */
async function refreshParts(
  deps: Pick<Deps, 'knex' | 'engine'>,
  appId: string,
  inputs: StudyInputs,
  inputsKey: string,
): Promise<number> {
  const { knex, engine } = deps;
  const whole = (await jobs.partsKey(knex, appId)) !== inputsKey;
  const marks = await parts.dirtyMarks(knex, appId);
  let sessions = marks.map((mark) => mark.session);
  if (whole) {
    // a whole study was written or is read afresh: the planner's statistics first
    await analyzeRecords(knex, engine);
    sessions = await parts.recordedSessions(knex, appId);
    await parts.dropParts(knex, appId);
  }
  const maker = partMaker(inputs);
  // names this computation's parts, so a merge that holds older ones reads these again (keptParts.ts)
  const stamp = randomInt(1, 2 ** 48);
  for (let i = 0; i < sessions.length; i += SESSIONS_PER_READ) {
    const group = sessions.slice(i, i + SESSIONS_PER_READ);
    // SQLite answers without the event loop turning: each read yields, so other requests go on
    await setImmediate();
    const events = JSON.parse(await sessionRecordsJson(knex, 'events', appId, group)) as AnalyticsEvent[];
    await setImmediate();
    const tracks = JSON.parse(await sessionRecordsJson(knex, 'mouse_tracks', appId, group)) as MouseTrackLike[];
    const made = new Map(maker.sessions(events).map((part) => [part.row.id, part]));
    const mice = maker.tracks(tracks);
    await parts.keepParts(
      knex,
      engine,
      appId,
      group.map((session) => {
        const part = made.get(session);
        const mouse = mice.get(session);
        return {
          session,
          part: part ? JSON.stringify(part) : null,
          mouse: mouse ? JSON.stringify(mouse) : null,
        };
      }),
      stamp,
    );
  }
  await parts.clearMarks(knex, appId, marks);
  if (whole) await jobs.setPartsKey(knex, appId, inputsKey);
  return sessions.length;
}

/** What a computation is asked: the study's parts brought up to date and the filter's figures merged. */
export interface FigureJob {
  appId: string;
  inputs: StudyInputs;
  inputsKey: string;
  filter: TagFilter;
}

export interface FigureDone {
  /** the figures as JSON text */
  body: string;
  /** how many sessions were folded again */
  folded: number;
}

export async function computeFigures(
  deps: Pick<Deps, 'knex' | 'engine'>,
  kept: KeptParts,
  job: FigureJob,
): Promise<FigureDone> {
  const folded = await refreshParts(deps, job.appId, job.inputs, job.inputsKey);
  return { body: await mergedFigures(deps, kept, job.appId, job.inputs, job.filter), folded };
}

/** The figures of the sessions the filter keeps, merged from the kept parts, as JSON text. */
async function mergedFigures(
  deps: Pick<Deps, 'knex'>,
  kept: KeptParts,
  appId: string,
  inputs: StudyInputs,
  filter: TagFilter,
): Promise<string> {
  const merge = figuresMerge(inputs, filter);
  for (const { session, part, mouse } of await kept.read(
    deps.knex,
    appId,
    filter.sessions?.length ? filter.sessions : null,
  )) {
    if (part !== null) merge.add(part);
    if (mouse !== null) merge.addMouse(session, mouse);
  }
  return JSON.stringify(merge.result());
}
