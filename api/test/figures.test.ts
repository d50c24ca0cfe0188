// Big studies (issue 14): a study's figures computed by the API next to the data, a few hundred
// sessions at a time, kept until new data arrives, for designers and for public examples.
import { expect, it } from 'vitest';
import { figuresFold, type AnalyticsFigures, type TagFilter, type TaskLike } from '@protolab/shared';
import { createInvitation, createWorld, worldBeforeAll } from './support/actors';
import { makeEvent } from './support/recordedData';
import { shop, shopStudy } from './support/shopStudy';
import { describeEngines, type TestApi } from './support/testApi';

/** The figures the shared fold gives over every record at once, from what the API answers of the app. */
async function expected(
  api: TestApi,
  token: string,
  appId: string,
  records: { events: unknown[]; tracks: unknown[] },
  filter?: TagFilter,
): Promise<AnalyticsFigures> {
  const [app, settings, annotations] = await Promise.all([
    api.get(`/rest/apps/${appId}.json`, token),
    api.get(`/rest/test/${appId}.json`, token),
    api.get(`/rest/annotations/apps/${appId}/session.json`, token),
  ]);
  const fold = figuresFold({ app: app.body, tasks: settings.body.tasks, annotations: annotations.body }, filter);
  fold.addEvents(records.events as never);
  fold.addTracks(records.tracks as never);
  return JSON.parse(JSON.stringify(fold.result())) as AnalyticsFigures;
}

describeEngines('study figures', (api) => {
  const w = worldBeforeAll(api);

  it('are those of every session at once, though the API reads 200 sessions at a time', async () => {
    const study = await shopStudy(api(), w, 450);
    const res = await api().get<AnalyticsFigures>(`/rest/figures/${study.appId}.json`, w.owner.token);
    expect(res.status).toBe(200);
    expect(res.body.sessions).toHaveLength(450);
    expect(res.body.tasks[0]!.starts).toBeGreaterThan(0);
    expect(res.body.heat.some((h) => h.points.mouse > 0 && h.points.click > 0)).toBe(true);
    expect(res.body).toEqual(await expected(api(), w.owner.token, study.appId, study));
  });

  it('are kept until data arrives, and follow the annotations and the tasks', async () => {
    const study = await shopStudy(api(), w, 30);
    const path = `/rest/figures/${study.appId}.json`;
    const first = await api().get<AnalyticsFigures>(path, w.owner.token);
    expect(await api().knex('study_figures').where('app_id', study.appId).count({ n: '*' })).toEqual([{ n: 1 }]);
    // a kept answer is what was computed: change the stored body and it is what comes back
    await api().knex('study_figures').where('app_id', study.appId).update({ body: '{"kept":true}' });
    expect((await api().get(path, w.owner.token)).body).toEqual({ kept: true });

    // a tester uploads a new session: computed again, with it
    const invitation = await createInvitation(api(), study.appId, 'test');
    const late = makeEvent({ session: 'late-one', screen: study.events[0]!.screen });
    expect((await api().post(`/rest/invitation/${study.appId}/${invitation}/events.json`, [late])).status).toBe(200);
    const second = await api().get<AnalyticsFigures>(path, w.owner.token);
    expect(second.body.sessions.map((s) => s.id)).toContain('late-one');
    expect(second.body.sessions).toHaveLength(first.body.sessions.length + 1);

    // the designer corrects an event's screen (same rows, same times): computed again
    const moved = study.events.find((e) => e.type === 'ScreenLoaded' && e.screen !== study.events[0]!.screen)!;
    const visits = (f: AnalyticsFigures, screen: string) => f.screens.find((s) => s.screen === screen)?.views ?? 0;
    const corrected = await api().post(
      `/rest/events/${study.appId}/${moved.id}.json`,
      { screen: study.events[0]!.screen },
      w.owner.token,
    );
    expect(corrected.status).toBe(200);
    const afterCorrection = await api().get<AnalyticsFigures>(path, w.owner.token);
    expect(visits(afterCorrection.body, moved.screen)).toBe(visits(second.body, moved.screen) - 1);

    // the designer marks a session invalid: it is listed, not counted
    const target = first.body.sessions[0]!.id;
    const marked = await api().post(
      `/rest/annotations/apps/${study.appId}`,
      { kind: 'session', reference: target, isValid: false },
      w.owner.token,
    );
    expect(marked.status).toBe(200);
    const third = await api().get<AnalyticsFigures>(path, w.owner.token);
    expect(third.body.sessions.find((s) => s.id === target)!.valid).toBe(false);
    expect(third.body.survey.rows.map((r) => r.session)).not.toContain(target);

    // the tasks change: the figures name the new ones
    const tasks = [{ ...(shop.testSettings as { tasks: TaskLike[] }).tasks[0]!, id: 'renamed', name: 'Renamed task' }];
    expect((await api().post(`/rest/test/${study.appId}.json`, { tasks }, w.owner.token)).status).toBe(200);
    const fourth = await api().get<AnalyticsFigures>(path, w.owner.token);
    expect(fourth.body.tasks.map((t) => t.name)).toEqual(['Renamed task']);
  });

  it('answer a browser that holds them with 304 until they change, and only once access is checked', async () => {
    const study = await shopStudy(api(), w, 12);
    const path = `/rest/figures/${study.appId}.json`;
    const first = await api().get<AnalyticsFigures>(path, w.owner.token);
    const tag = first.headers.get('etag')!;
    expect(tag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const again = (token: string | undefined, held: string) =>
      api().request('GET', path, { token, headers: { 'if-none-match': held } });
    const same = await again(w.owner.token, tag);
    expect(same.status).toBe(304);
    expect(same.body).toBe('');
    expect((await again(w.owner.token, `W/${tag}`)).status).toBe(304);
    // another filter is another answer: its address never matches this tag
    const filtered = await api().request('GET', `${path}?tag=slow`, {
      token: w.owner.token,
      headers: { 'if-none-match': tag },
    });
    expect(filtered.status).toBe(200);
    // nobody learns anything by sending a tag
    expect((await again(w.other.token, tag)).status).toBe(403);
    expect((await again(undefined, tag)).status).toBe(401);

    // a tester uploads a session: the held copy is old, the new figures come whole with a new tag
    const invitation = await createInvitation(api(), study.appId, 'test');
    const late = makeEvent({ session: 'late-one', screen: study.events[0]!.screen });
    expect((await api().post(`/rest/invitation/${study.appId}/${invitation}/events.json`, [late])).status).toBe(200);
    const changed = await again(w.owner.token, tag);
    expect(changed.status).toBe(200);
    expect((changed.body as AnalyticsFigures).sessions).toHaveLength(13);
    expect(changed.headers.get('etag')).not.toBe(tag);
  });

  it('keep only the sessions a filter names: tags, any or all, and picked sessions', async () => {
    const study = await shopStudy(api(), w, 20);
    const ids = [...new Set(study.events.map((e) => e.session))];
    const tag = (reference: string, tags: string[]) =>
      api().post(
        `/rest/annotations/apps/${study.appId}`,
        { kind: 'session', reference, isValid: true, tags: tags.map((t) => ({ tag: t })) },
        w.owner.token,
      );
    await tag(ids[1]!, ['slow']);
    await tag(ids[2]!, ['slow', 'lost']);
    const listed = async (query: string) =>
      (await api().get<AnalyticsFigures>(`/rest/figures/${study.appId}.json${query}`, w.owner.token)).body.sessions.map(
        (s) => s.id,
      );
    expect(await listed('?tag=slow')).toEqual([ids[1], ids[2]]);
    expect(await listed('?tag=slow&tag=lost&mode=all')).toEqual([ids[2]]);
    expect(await listed(`?session=${ids[5]}&session=${ids[3]}`)).toEqual([ids[3], ids[5]]);
    const picked = await api().get<AnalyticsFigures>(
      `/rest/figures/${study.appId}.json?session=${ids[3]}&session=${ids[5]}`,
      w.owner.token,
    );
    const filter = { tags: [], tagMode: 'any' as const, sessions: [ids[5]!, ids[3]!] };
    expect(picked.body).toEqual(await expected(api(), w.owner.token, study.appId, study, filter));
  });

  it('refuse a bad filter with a 400 naming the field', async () => {
    const base = `/rest/figures/${w.appId}.json`;
    const mode = await api().get(`${base}?mode=some`, w.owner.token);
    expect(mode.status).toBe(400);
    expect(mode.body.error.field).toBe('mode');
    const many = Array.from({ length: 501 }, (_, i) => `session=s${i}`).join('&');
    const tooMany = await api().get(`${base}?${many}`, w.owner.token);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.field).toBe('session');
    const empty = await api().get(`${base}?tag=`, w.owner.token);
    expect(empty.status).toBe(400);
    expect(empty.body.error.field).toMatch(/^tag/);
  });

  it('are read by the team only; public examples without login, private apps never', async () => {
    const team = await api().get<AnalyticsFigures>(`/rest/figures/${w.appId}.json`, w.reader.token);
    expect(team.status).toBe(200);
    expect(team.body.sessions).toEqual([]);
    const study = await shopStudy(api(), w, 5);
    expect((await api().get(`/rest/figures/${study.appId}.json`, w.other.token)).status).toBe(403);
    expect((await api().get(`/rest/figures/${study.appId}.json`)).status).toBe(401);
    expect((await api().get(`/examples/figures/${study.appId}.json`)).status).toBe(404);
    const example = await shopStudy(api(), w, 5, { isPublic: true });
    const open = await api().get<AnalyticsFigures>(`/examples/figures/${example.appId}.json`);
    expect(open.status).toBe(200);
    expect(open.body.sessions).toHaveLength(5);
  });
});

describeEngines(
  'study figures after an upload',
  (api) => {
    it('are computed once uploads pause, before anybody asks', async () => {
      const w = await createWorld(api());
      const study = await shopStudy(api(), w, 3);
      const invitation = await createInvitation(api(), study.appId, 'test');
      const upload = (session: string) =>
        api().post(`/rest/invitation/${study.appId}/${invitation}/events.json`, [
          makeEvent({ session, screen: study.events[0]!.screen }),
        ]);
      expect((await upload('first')).status).toBe(200);
      expect((await upload('second')).status).toBe(200);
      const kept = async () => api().knex('study_figures').where('app_id', study.appId).first('body');
      await expect.poll(kept, { timeout: 5000, interval: 100 }).toBeDefined();
      const body = JSON.parse((await kept())!.body as string) as AnalyticsFigures;
      expect(body.sessions.map((s) => s.id)).toEqual(expect.arrayContaining(['first', 'second']));
      expect(body.sessions).toHaveLength(5);
      // asked for now, they are the kept ones
      const res = await api().get(`/rest/figures/${study.appId}.json`, w.owner.token);
      expect(res.body).toEqual(body);
    });
  },
  { FIGURES_REFRESH_SECONDS: '0.3' },
);

describeEngines(
  'study figures while new ones are computed',
  (api) => {
    it('answer the last ones kept, marked stale, until the new ones are in', async () => {
      const w = await createWorld(api());
      const study = await shopStudy(api(), w, 40);
      const path = `/rest/figures/${study.appId}.json`;
      // nothing kept yet: the first answer waits for the figures
      const first = await api().get<AnalyticsFigures>(path, w.owner.token);
      expect(first.body.stale).toBeUndefined();
      const invitation = await createInvitation(api(), study.appId, 'test');
      const late = makeEvent({ session: 'late-one', screen: study.events[0]!.screen });
      expect((await api().post(`/rest/invitation/${study.appId}/${invitation}/events.json`, [late])).status).toBe(200);
      const stale = await api().get<AnalyticsFigures>(path, w.owner.token);
      expect(stale.body).toEqual({ ...first.body, stale: true });
      await expect
        .poll(async () => (await api().get<AnalyticsFigures>(path, w.owner.token)).body, {
          timeout: 5000,
          interval: 50,
        })
        .toMatchObject({ sessions: expect.arrayContaining([expect.objectContaining({ id: 'late-one' })]) });
      const fresh = await api().get<AnalyticsFigures>(path, w.owner.token);
      expect(fresh.body.stale).toBeUndefined();
    });
  },
  { FIGURES_WAIT_MS: '0' },
);
