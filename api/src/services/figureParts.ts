// The kept parts of a study's sessions brought up to date, and the figures merged from them. Only the
// sessions written since the last computation are read and folded again (their events and tracks,
// along the (app_id, session, …) indexes); all of them when the prototype, tasks or annotations the
// parts were made with changed. Runs under the study's claim (studyFigures.ts).
import { setImmediate } from 'node:timers/promises';
import {
  figuresMerge,
  partMaker,
  type AnalyticsEvent,
  type MousePart,
  type MouseTrackLike,
  type SessionPart,
  type StudyInputs,
  type TagFilter,
} from '@protolab/shared';
import type { Deps } from '../deps';
import { analyzeRecords } from '../db/dialect';
import * as jobs from '../repos/figureJobsRepo';
import { sessionRecordsJson } from '../repos/figuresRepo';
import * as parts from '../repos/figurePartsRepo';

/**
 * Sessions read and folded at once: ≈5,000 events of ordinary sessions, ≈50 ms of work between
 * turns of the event loop, so other requests go on beside a whole study's fold.
 */
const SESSIONS_PER_READ = 50;
/** Kept parts read and merged at once (≈1.5 MB of JSON). */
const PARTS_PER_READ = 500;

/**
 * Makes the parts of the sessions written since (every session's when `inputsKey` is not the key
 * the parts were made with); `renew` is called between reads to hold the claim. Answers how many
 * sessions were folded.
 */
export async function refreshParts(
  deps: Pick<Deps, 'knex' | 'engine'>,
  appId: string,
  inputs: StudyInputs,
  inputsKey: string,
  renew: () => Promise<void>,
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
    );
    await renew();
  }
  await parts.clearMarks(knex, appId, marks);
  if (whole) await jobs.setPartsKey(knex, appId, inputsKey);
  return sessions.length;
}

/** The figures of the sessions the filter keeps, merged from the kept parts, as JSON text. */
export async function mergedFigures(
  deps: Pick<Deps, 'knex'>,
  appId: string,
  inputs: StudyInputs,
  filter: TagFilter,
): Promise<string> {
  const merge = figuresMerge(inputs, filter);
  const picked = filter.sessions?.length ? filter.sessions : null;
  for await (const rows of parts.partRows(deps.knex, appId, picked, PARTS_PER_READ)) {
    for (const row of rows) {
      if (row.part !== null) merge.add(JSON.parse(row.part) as SessionPart);
      if (row.mouse !== null) merge.addMouse(row.session, JSON.parse(row.mouse) as MousePart);
    }
    await setImmediate();
  }
  return JSON.stringify(merge.result());
}
