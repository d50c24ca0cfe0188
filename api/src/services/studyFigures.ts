// A study's figures, computed next to the data: what each session adds is kept (figureParts.ts), new
// data folds only the sessions it touched, and the figures merged from the parts are kept
// (study_figures) until the data, the prototype, the tasks or the annotations change. While new ones
// are computed, a request is answered with the last ones kept, marked stale. One instance computes
// a study at a time: it holds the study's claim (figureJobsRepo), which a crashed one's loses.
import { createHash, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { AnnotationLike, StudyInputs, TagFilter } from '@protolab/shared';
import type { Deps } from '../deps';
import { beforeDatabaseCloses } from '../db/database';
import { notFound } from './refusal';
import { findApp } from '../repos/appsRepo';
import { listAnnotations } from '../repos/annotationsRepo';
import * as jobs from '../repos/figureJobsRepo';
import * as parts from '../repos/figurePartsRepo';
import * as repo from '../repos/figuresRepo';
import { readDoc } from './appDocs';
import { studyFiguresOf } from './figureWorker';
import type { Caller } from './caller';
import { requireRecordAccess, type ReadVia } from './recordAccess';
import { readTestSettings } from './testSettings';
import { variantFilter } from './abStudies';

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
  filter = await variantFilter(deps, appId, filter);
  const study = await studyState(deps, appId, filter);
  const tag = tagOf(study);
  if (held === tag && (await repo.keptVersion(deps.knex, appId, study.filterKey)) === study.version) {
    return { body: null, tag };
  }
  const kept = await repo.findFigures(deps.knex, appId, study.filterKey);
  if (kept?.version === study.version) return { body: kept.body, tag };
  const pending = computed(deps, appId, study, filter);
  if (!kept) return { body: await pending, tag };
  // no request waits long on a big study's fold (config.figuresWaitMs)
  const waited = await Promise.race([pending, delay(deps.config.figuresWaitMs)]);
  if (waited !== undefined) return { body: waited, tag };
  pending.catch((error: unknown) => deps.log(`figures of ${appId} not computed: ${errorText(error)}`));
  // `{"stale":true,…}`: the kept answer with the flag spliced in front, never parsed
  return { body: `{"stale":true,${kept.body.slice(1)}` };
}

/** How much earlier than a pause of `figuresRefreshSeconds` a study's figures may be computed. */
const DUE_SLACK_MS = 1_000;

const WHOLE_STUDY: TagFilter = { tags: [], tagMode: 'any', sessions: [] };

/**
 * Data of the app arrived, went or was corrected (called after the write) in these sessions (all:
 * unknown which): its kept figures no longer hold, and the sessions' parts are made again at the next
 * computation. Once uploads have paused for `figuresRefreshSeconds` an instance computes the whole
 * study's figures (the job row's `due`, moved on by uploads, kept across restarts), so the
 * designer finds them ready.
 */
export async function studyChanged(
  deps: Pick<Deps, 'knex' | 'engine' | 'config'>,
  appId: string,
  sessions: readonly string[] | 'all',
): Promise<void> {
  const { knex } = deps;
  // marked before the count is bumped: a computation that reads the new count finds the marks
  if (sessions === 'all') await jobs.forgetParts(knex, appId);
  else await parts.markSessions(knex, deps.engine, appId, sessions);
  await repo.bumpRecorded(knex, appId);
  const wait = deps.config.figuresRefreshSeconds * 1000;
  if (wait > 0) await jobs.setDue(knex, appId, Date.now() + wait, Math.min(DUE_SLACK_MS, wait / 10));
}

/** The whole study's figures, computed now if new data arrived (once its claim is had). */
export async function refreshStudyFigures(deps: Pick<Deps, 'knex' | 'engine' | 'log'>, appId: string): Promise<void> {
  await computed(deps, appId, await studyState(deps, appId, WHOLE_STUDY), WHOLE_STUDY);
}

/** How long a claim holds without being renewed: a crashed instance's work is taken up after it. */
const CLAIM_MS = 30_000;
/** How often a claim is renewed while a fold goes on, and how often a waiting computation looks again. */
const RENEW_MS = 5_000;
const RETRY_MS = 150;
/** How often an instance looks for studies whose figures are due. */
const JOBS_POLL_MS = 1_000;

/** This process, as it names itself in its claims. */
const worker = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/** One computation per study at a time in this process (its claim covers the others). */
const studyQueues = new Map<string, Promise<unknown>>();

function oneAtATime<T>(appId: string, work: () => Promise<T>): Promise<T> {
  const before = studyQueues.get(appId) ?? Promise.resolve();
  const run = before.then(work, work);
  const settled = run.catch(() => undefined);
  studyQueues.set(appId, settled);
  void settled.then(() => {
    if (studyQueues.get(appId) === settled) studyQueues.delete(appId);
  });
  return run;
}

/**
 * Under the study's claim (already taken): brings the parts up to date and keeps the figures of the
 * filter merged from them, computed from the study as it is now. Answers the kept JSON text.
 */
async function computeClaimed(
  deps: Pick<Deps, 'knex' | 'engine' | 'log'>,
  appId: string,
  filter: TagFilter,
  claim: jobs.FigureClaim,
): Promise<{ body: string; computed: boolean }> {
  const study = await studyState(deps, appId, filter);
  const kept = await repo.findFigures(deps.knex, appId, study.filterKey);
  if (kept?.version === study.version) return { body: kept.body, computed: false };
  const started = Date.now();
  // the claim is renewed while the computation goes on
  const renewing = setInterval(() => {
    jobs.renewClaim(deps.knex, appId, { ...claim, until: Date.now() + CLAIM_MS }).catch((error: unknown) => {
      deps.log(`claim on the figures of ${appId} not renewed: ${errorText(error)}`);
    });
  }, RENEW_MS);
  renewing.unref();
  const { body, folded } = await studyFiguresOf(deps, {
    appId,
    inputs: study.inputs,
    inputsKey: study.inputsKey,
    filter,
  }).finally(() => clearInterval(renewing));
  await repo.keepFigures(deps.knex, appId, study.filterKey, study.version, body);
  deps.log(`figures of ${appId} computed by ${worker}: ${folded} sessions folded, ${Date.now() - started} ms`);
  return { body, computed: true };
}

/**
 * The figures of the study and filter: the kept ones once they are of this version, else computed
 * here when this instance gets the study's claim; while another holds it, looked for again shortly.
 */
function computed(deps: Pick<Deps, 'knex' | 'engine' | 'log'>, appId: string, study: StudyState, filter: TagFilter) {
  const key = `${appId}|${study.filterKey}|${study.version}`;
  let pending = computing.get(key);
  if (!pending) {
    pending = oneAtATime(appId, async () => {
      for (;;) {
        const kept = await repo.findFigures(deps.knex, appId, study.filterKey);
        if (kept?.version === study.version) return kept.body;
        const claim = { by: worker, until: Date.now() + CLAIM_MS };
        if (await jobs.claimStudy(deps.knex, deps.engine, appId, Date.now(), claim)) {
          let computedHere = false;
          try {
            const answer = await computeClaimed(deps, appId, filter, claim);
            computedHere = answer.computed;
            return answer.body;
          } finally {
            await jobs.releaseStudy(deps.knex, appId, claim, { computed: computedHere });
          }
        }
        await delay(RETRY_MS);
      }
    }).finally(() => computing.delete(key));
    computing.set(key, pending);
  }
  return pending;
}

/**
 * Computes the figures of studies whose uploads paused (`due`), one study at a time, on whichever
 * instance claims it first; a restarted instance takes up what was pending. Stops before the
 * database closes and while the instance drains.
 */
export function startFigureJobs(deps: Pick<Deps, 'knex' | 'engine' | 'config' | 'log' | 'lifecycle'>): void {
  if (!(deps.config.figuresRefreshSeconds > 0)) return;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  const runDue = async () => {
    while (!stopped && !deps.lifecycle.draining) {
      const claim = { by: worker, until: Date.now() + CLAIM_MS };
      const job = await jobs.claimDueStudy(deps.knex, deps.engine, Date.now(), claim);
      if (!job) return;
      let computedHere = false;
      try {
        // the claim keeps this process's requests for the study waiting as well as other instances
        computedHere = (await computeClaimed(deps, job.appId, WHOLE_STUDY, claim)).computed;
      } finally {
        await jobs.releaseStudy(deps.knex, job.appId, claim, { computed: computedHere, doneDue: job.due });
      }
    }
  };
  const tick = () => {
    running = runDue()
      .catch((error: unknown) => {
        if (!stopped) deps.log(`figures not computed: ${errorText(error)}`);
      })
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(tick, JOBS_POLL_MS);
        timer.unref();
      });
  };
  timer = setTimeout(tick, 0);
  timer.unref();
  beforeDatabaseCloses(deps.knex, async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const delay = (ms: number) => new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms).unref());

/**
 * Names how the figures are computed: raised when a figure is computed otherwise (2: an important
 * step's time counts from the important step before it; 3: a session's part keeps its path of
 * interactions, for unusual orders), so the parts kept by the previous code are
 * made again rather than merged with new ones.
 */
const FIGURES_FORMULA = 3;

/** What the figures are computed from, and the version naming it with the recorded data. */
interface StudyState {
  inputs: StudyInputs;
  /** names the inputs the sessions' parts are made with */
  inputsKey: string;
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
  const inputsKey = sha(JSON.stringify([FIGURES_FORMULA, inputs]));
  return {
    inputs,
    inputsKey,
    filterKey: sha(JSON.stringify(filter)),
    version: sha(JSON.stringify([recorded, inputsKey])),
  };
}
