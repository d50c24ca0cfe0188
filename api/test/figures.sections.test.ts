// A study's figures in sections (issue 38, item 2): what the Results route shows first, each task's
// attempts and the heat maps, cut from the same kept figures, each with its own 304.
import { expect, it } from 'vitest';
import { figureSections, type AnalyticsFigures, type FigureSections } from '@protolab/shared';
import { createInvitation, worldBeforeAll } from './support/actors';
import { makeEvent } from './support/recordedData';
import { shopStudy } from './support/shopStudy';
import { describeEngines } from './support/testApi';

describeEngines('study figure sections', (api) => {
  const w = worldBeforeAll(api);

  it('are the whole figures cut in three: results without the attempts, the attempts, the heat maps', async () => {
    const study = await shopStudy(api(), w, 30);
    const whole = await api().get<AnalyticsFigures>(`/rest/figures/${study.appId}.json`, w.owner.token);
    const section = async <S extends keyof FigureSections>(name: S) => {
      const res = await api().get<FigureSections[S]>(`/rest/figures/${study.appId}/${name}.json`, w.owner.token);
      expect(res.status).toBe(200);
      return res.body;
    };
    const expected = figureSections(whole.body);
    const results = await section('results');
    expect(results).toEqual(expected.results);
    expect(results.sessions).toHaveLength(30);
    expect(results.tasks.length).toBeGreaterThan(0);
    expect(results.tasks.every((task) => !('results' in task))).toBe(true);
    expect('heat' in results).toBe(false);
    const points = await section('points');
    expect(points).toEqual(expected.points);
    expect(points.tasks.map((t) => t.results.length)).toEqual(whole.body.tasks.map((t) => t.results.length));
    expect(await section('heat')).toEqual(expected.heat);
    // the sections follow the filter as the whole does
    const sessions = results.sessions.slice(0, 2).map((s) => s.id);
    const picked = await api().get<FigureSections['results']>(
      `/rest/figures/${study.appId}/results.json?session=${sessions[0]}&session=${sessions[1]}`,
      w.owner.token,
    );
    expect(picked.body.sessions.map((s) => s.id).sort()).toEqual([...sessions].sort());
  });

  it('answer a browser that holds a section with 304 until the figures change', async () => {
    const study = await shopStudy(api(), w, 6);
    const path = `/rest/figures/${study.appId}/results.json`;
    const first = await api().get(path, w.owner.token);
    const tag = first.headers.get('etag')!;
    expect(tag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const again = (token: string | undefined) =>
      api().request('GET', path, { token, headers: { 'if-none-match': tag } });
    expect((await again(w.owner.token)).status).toBe(304);
    expect((await again(w.other.token)).status).toBe(403);
    expect((await again(undefined)).status).toBe(401);
    const invitation = await createInvitation(api(), study.appId, 'test');
    const late = makeEvent({ session: 'late-one', screen: study.events[0]!.screen });
    expect((await api().post(`/rest/invitation/${study.appId}/${invitation}/events.json`, [late])).status).toBe(200);
    const changed = await again(w.owner.token);
    expect(changed.status).toBe(200);
    expect((changed.body as FigureSections['results']).sessions).toHaveLength(7);
  });

  it('refuse an unknown section with a 400 naming it; public examples have them without login', async () => {
    const bad = await api().get(`/rest/figures/${w.appId}/everything.json`, w.owner.token);
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('section');
    const example = await shopStudy(api(), w, 4, { isPublic: true });
    const open = await api().get<FigureSections['heat']>(`/examples/figures/${example.appId}/heat.json`);
    expect(open.status).toBe(200);
    expect(open.body.heat.length).toBeGreaterThan(0);
    expect((await api().get(`/examples/figures/${example.appId}/nothing.json`)).status).toBe(400);
  });
});
