// Incremental figures (issue 38) and their background work across instances (issue 32): new data
// folds only the sessions it touched, the merged figures equal the whole study folded afresh, and a
// study's figures are computed by one instance at a time, counted in its job row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  figuresFold,
  migrateApp,
  type AnalyticsFigures,
  type App,
  type TagFilter,
  type TaskLike,
} from '@protolab/shared';
import { exampleSessions } from '../src/seed/exampleSessions';
import { readExampleFiles } from '../src/seed/seedExamples';
import { createAppFor, createInvitation, createWorld, worldBeforeAll, type World } from './support/actors';
import { describeEngines, pgAvailable, startTestApi, type TestApi } from './support/testApi';

const shop = readExampleFiles().find((f) => f.file === 'shop-checkout.json')!.example;
const tasks = (shop.testSettings as { tasks: TaskLike[] }).tasks;

/** An app of `w.owner` with the shop-checkout prototype and tasks, and `sessions` sessions not yet uploaded. */
async function shopApp(api: TestApi, w: World, sessions: number) {
  const appId = await createAppFor(api, w.owner);
  const app = migrateApp({ ...(shop.app as object), id: appId } as App);
  await api
    .knex('apps')
    .where('id', appId)
    .update({ doc: JSON.stringify(app) });
  expect((await api.post(`/rest/test/${appId}.json`, { tasks }, w.owner.token)).status).toBe(200);
  return { appId, hash: await createInvitation(api, appId, 'test'), ...exampleSessions(app, tasks, sessions) };
}

/** Uploads records as a tester's player does, through the public routes. */
async function upload(api: TestApi, appId: string, hash: string, kind: 'events' | 'mouse', records: unknown[]) {
  const size = kind === 'events' ? 1000 : 500;
  for (let i = 0; i < records.length; i += size) {
    const res = await api.post(`/rest/invitation/${appId}/${hash}/${kind}.json`, records.slice(i, i + size));
    expect(res.status).toBe(200);
  }
}

/** The figures the shared fold gives over every record the API lists for the app, folded afresh. */
async function foldedAfresh(api: TestApi, token: string, appId: string, filter?: TagFilter) {
  const [app, settings, annotations, events, tracks] = await Promise.all(
    [
      `/rest/apps/${appId}.json`,
      `/rest/test/${appId}.json`,
      `/rest/annotations/apps/${appId}/session.json`,
      `/rest/events/${appId}.json`,
      `/rest/mouse/${appId}.json`,
    ].map((path) => api.get(path, token)),
  );
  const fold = figuresFold({ app: app.body, tasks: settings.body.tasks, annotations: annotations.body }, filter);
  fold.addEvents(events.body);
  fold.addTracks(tracks.body);
  return JSON.parse(JSON.stringify(fold.result())) as AnalyticsFigures;
}

/** The figures once they are not stale (a loaded machine may take longer than FIGURES_WAIT_MS). */
async function fresh(api: TestApi, path: string, token: string): Promise<AnalyticsFigures> {
  let body: AnalyticsFigures | undefined;
  await expect
    .poll(async () => {
      const res = await api.get<AnalyticsFigures>(path, token);
      expect(res.status).toBe(200);
      body = res.body;
      return body.stale;
    })
    .toBeUndefined();
  return body!;
}

const folded = (api: TestApi, appId: string) =>
  api.logs
    .filter((line) => line.startsWith(`figures of ${appId} computed`))
    .map((line) => Number(/: (\d+) sessions folded/.exec(line)?.[1]));

const computations = async (api: TestApi, appId: string) =>
  Number((await api.knex('study_figure_jobs').where('app_id', appId).first('computations'))?.computations ?? 0);

describeEngines('incremental study figures', (api) => {
  const w = worldBeforeAll(api);

  it('fold only the sessions new or late records reached, and equal the whole study folded afresh', async () => {
    const study = await shopApp(api(), w, 36);
    const ids = [...new Set(study.events.map((e) => e.session))];
    const index = (session: string) => ids.indexOf(session);
    // the last events of the first five sessions arrive late, with the second upload
    const late = new Set(
      ids.slice(0, 5).flatMap((session) => study.events.filter((e) => e.session === session).slice(-3)),
    );
    const batches = [
      (r: { session: string }) => index(r.session) < 20 && !late.has(r as never),
      (r: { session: string }) => late.has(r as never) || (index(r.session) >= 20 && index(r.session) < 28),
      (r: { session: string }) => index(r.session) >= 28,
    ];
    const path = `/rest/figures/${study.appId}.json`;
    const touched: number[] = [];
    for (const inBatch of batches) {
      const events = study.events.filter(inBatch);
      const tracks = study.tracks.filter(inBatch);
      await upload(api(), study.appId, study.hash, 'events', events);
      await upload(api(), study.appId, study.hash, 'mouse', tracks);
      const res = await fresh(api(), path, w.owner.token);
      expect(res).toEqual(await foldedAfresh(api(), w.owner.token, study.appId));
      touched.push(new Set([...events, ...tracks].map((r) => r.session)).size);
    }
    // the first computation folds every session; each later one only those its upload reached
    expect(touched).toEqual([20, 13, 8]);
    expect(folded(api(), study.appId)).toEqual(touched);

    // a filter is merged from the same parts, without folding anything again
    const picked = {
      tags: [],
      tagMode: 'any' as const,
      sessions: [...new Set(study.events.map((e) => e.session))].slice(0, 5),
    };
    const query = picked.sessions.map((s) => `session=${encodeURIComponent(s)}`).join('&');
    const filtered = await api().get<AnalyticsFigures>(`${path}?${query}`, w.owner.token);
    expect(filtered.body.sessions).toHaveLength(5);
    expect(filtered.body).toEqual(await foldedAfresh(api(), w.owner.token, study.appId, picked));
    expect(folded(api(), study.appId).at(-1)).toBe(0);
    expect(folded(api(), study.appId)).toHaveLength(4);
  });

  it('fold a deleted session out, and every session again once the tasks change', async () => {
    const study = await shopApp(api(), w, 8);
    await upload(api(), study.appId, study.hash, 'events', study.events);
    await upload(api(), study.appId, study.hash, 'mouse', study.tracks);
    const path = `/rest/figures/${study.appId}.json`;
    expect((await api().get<AnalyticsFigures>(path, w.owner.token)).body.sessions).toHaveLength(8);
    const gone = study.events[0]!.session;
    expect((await api().del(`/rest/events/${study.appId}/${gone}.json`, w.owner.token)).status).toBe(200);
    const after = await fresh(api(), path, w.owner.token);
    expect(after.sessions.map((s) => s.id)).not.toContain(gone);
    expect(after).toEqual(await foldedAfresh(api(), w.owner.token, study.appId));
    expect(folded(api(), study.appId).at(-1)).toBe(1);

    const renamed = [{ ...tasks[0]!, id: 'renamed', name: 'Renamed' }];
    expect((await api().post(`/rest/test/${study.appId}.json`, { tasks: renamed }, w.owner.token)).status).toBe(200);
    const retasked = await fresh(api(), path, w.owner.token);
    expect(retasked.tasks.map((t) => t.name)).toEqual(['Renamed']);
    expect(retasked).toEqual(await foldedAfresh(api(), w.owner.token, study.appId));
    expect(folded(api(), study.appId).at(-1)).toBe(7);
  });
});

describeEngines('a big study’s figures, computed in the worker thread', (api) => {
  const w = worldBeforeAll(api);

  it('leave the API’s thread free while folded, and equal the whole study folded afresh after late events', async () => {
    // 500 sessions or more are computed in the worker (figureWorker.ts)
    const study = await shopApp(api(), w, 520);
    await upload(api(), study.appId, study.hash, 'events', study.events);
    await upload(api(), study.appId, study.hash, 'mouse', study.tracks);
    const path = `/rest/figures/${study.appId}.json`;
    // a first computation folds every session; meanwhile the API's thread mostly waits
    const before = performance.eventLoopUtilization();
    const first = await api().get<AnalyticsFigures>(path, w.owner.token);
    const busy = performance.eventLoopUtilization(before);
    expect(first.body.sessions).toHaveLength(520);
    expect(busy.utilization).toBeLessThan(0.5);
    // the parts were read in the worker: only the refolded ones are read again below
    expect(await computations(api(), study.appId)).toBe(1);

    // late events to three old sessions, and a new session
    const ids = [...new Set(study.events.map((e) => e.session))];
    const late = ids.slice(0, 3).map((session, n) => ({
      ...study.events.find((e) => e.session === session && e.type === 'ScreenLoaded')!,
      id: `late-${n}`,
      time: Date.now() + n,
    }));
    const newcomer = study.events
      .filter((e) => e.session === ids[0])
      .map((e, n) => ({ ...e, id: `new-${n}`, session: 'newcomer' }));
    await upload(api(), study.appId, study.hash, 'events', [...late, ...newcomer]);
    const after = await fresh(api(), path, w.owner.token);
    expect(after.sessions).toHaveLength(521);
    expect(after).toEqual(await foldedAfresh(api(), w.owner.token, study.appId));
    expect(folded(api(), study.appId).at(-1)).toBe(4);
  }, 180_000);
});

describe.skipIf(!pgAvailable)('study figures on two API instances on one PostgreSQL database', () => {
  let a: TestApi;
  let b: TestApi;
  let w: World;
  beforeAll(async () => {
    a = await startTestApi('pg');
    b = await startTestApi('pg', {}, { sameDatabaseAs: a });
    w = await createWorld(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('are computed once per study, whichever instances are asked at once', async () => {
    const study = await shopApp(a, w, 30);
    await upload(a, study.appId, study.hash, 'events', study.events);
    await upload(b, study.appId, study.hash, 'mouse', study.tracks);
    const path = `/rest/figures/${study.appId}.json`;
    const answers = await Promise.all([a, b, a, b].map((api) => api.get<AnalyticsFigures>(path, w.owner.token)));
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect(answers[0]!.body.sessions).toHaveLength(30);
    expect(await computations(a, study.appId)).toBe(1);
    expect(folded(a, study.appId).length + folded(b, study.appId).length).toBe(1);
  });

  it('wait for a crashed instance’s claim to expire, then are computed by another', async () => {
    const study = await shopApp(a, w, 6);
    await upload(a, study.appId, study.hash, 'events', study.events);
    const path = `/rest/figures/${study.appId}.json`;
    expect((await a.get<AnalyticsFigures>(path, w.owner.token)).body.sessions).toHaveLength(6);
    // an instance claimed the study and died: its claim holds for 3 s more
    const expires = Date.now() + 3000;
    await a
      .knex('study_figure_jobs')
      .where('app_id', study.appId)
      .update({ claimed_by: 'crashed', claimed_until: expires });
    await upload(b, study.appId, study.hash, 'mouse', study.tracks);
    const stale = await b.get<AnalyticsFigures>(path, w.owner.token);
    expect(stale.body.stale).toBe(true);
    await expect
      .poll(async () => (await b.get<AnalyticsFigures>(path, w.owner.token)).body.stale, {
        timeout: 30_000,
        interval: 500,
      })
      .toBeUndefined();
    expect(Date.now()).toBeGreaterThanOrEqual(expires);
    expect(await computations(a, study.appId)).toBe(2);
  });

  it('pending when an instance stops are computed by the next one to start, without being asked', async () => {
    const study = await shopApp(a, w, 6);
    await upload(a, study.appId, study.hash, 'events', study.events);
    // uploads paused long ago, and the instance that would have computed them stopped
    await a
      .knex('study_figure_jobs')
      .insert({ app_id: study.appId, due: Date.now() - 1000, computations: 0 })
      .onConflict('app_id')
      .merge(['due']);
    expect(await computations(a, study.appId)).toBe(0);
    const next = await startTestApi('pg', { FIGURES_REFRESH_SECONDS: '30' }, { sameDatabaseAs: a });
    try {
      await expect.poll(() => computations(a, study.appId), { timeout: 30_000 }).toBe(1);
      const job = await a.knex('study_figure_jobs').where('app_id', study.appId).first('due', 'claimed_by');
      expect(job).toEqual({ due: null, claimed_by: null });
      // kept: asked through another instance, answered without computing again
      const res = await b.get<AnalyticsFigures>(`/rest/figures/${study.appId}.json`, w.owner.token);
      expect(res.body.sessions).toHaveLength(6);
      expect(await computations(a, study.appId)).toBe(1);
    } finally {
      await next.close();
    }
  });
});
