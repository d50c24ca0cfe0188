import { describe, expect, it } from 'vitest';
import { answer } from './answer';
import { createAnalyticsClient, mainThreadPort } from './analyticsClient';
import type { AnalyticsInput } from './figures';
import type { AnalyticsRequest, AnalyticsResponse } from './protocol';
import { studyAnnotations, studyApp, studyEvents, studyTask } from './testStudy';

const input = (): AnalyticsInput => ({
  app: studyApp(),
  tasks: [studyTask],
  events: studyEvents(),
  tracks: [],
  annotations: studyAnnotations(),
});

describe('analytics protocol', () => {
  it('answers a figures request with the figures, invalid sessions listed but not counted', () => {
    const response = answer({ id: 7, kind: 'figures', input: input() });
    expect(response).toMatchObject({ id: 7, ok: true, kind: 'figures' });
    if (!response.ok || response.kind !== 'figures') throw new Error('no figures');
    const { figures } = response;
    expect(figures.sessions.map((s) => [s.id, s.valid, s.tasksDone])).toEqual([
      ['a', true, 1],
      ['b', true, 0],
      ['c', false, 0],
    ]);
    expect(figures.tasks[0]).toMatchObject({ starts: 1, successes: 1 });
    expect(figures.survey.rows.map((r) => r.answers.w_name)).toEqual(['Anna', '=SUM(1)']);
    expect(figures.heat.map((h) => h.screen)).toEqual(['s1', 's2']);
    expect(figures.heat[0].points.click).toBe(3);
    expect(figures.heat[0].points.missed).toBe(2);
  });

  it('answers a csv request with the file, and an error as an error', () => {
    const survey = answer({ id: 1, kind: 'csv', input: input(), csv: 'survey' });
    expect(survey.ok && survey.kind === 'csv' && survey.text.startsWith('\uFEFFsession,user,start,Your name')).toBe(
      true,
    );
    expect(survey.ok && survey.kind === 'csv' && survey.text.includes("'=SUM(1)")).toBe(true);
    const broken = answer({ id: 2, kind: 'figures', input: { ...input(), events: null as never } });
    expect(broken).toMatchObject({ id: 2, ok: false });
  });

  it('sends the tag filter with the request; figures and CSVs keep only the tagged sessions', async () => {
    const sent: AnalyticsRequest[] = [];
    const port = mainThreadPort();
    const client = createAnalyticsClient({ send: (r) => (sent.push(r), port.send(r)), onAnswer: port.onAnswer });
    const tagged = {
      ...input(),
      annotations: [...studyAnnotations(), { kind: 'session', reference: 'b', tags: [{ tag: 'Lost' }] }],
    };
    const filter = { tags: ['Lost'], tagMode: 'any' as const };
    expect((await client.figures(tagged, filter)).sessions.map((s) => s.id)).toEqual(['b']);
    const csv = await client.csv(tagged, 'survey', filter);
    expect(sent.map((r) => ('filter' in r ? r.filter : undefined))).toEqual([filter, filter]);
    expect(csv.includes("'=SUM(1)") && !csv.includes('Anna')).toBe(true);
  });

  it('matches answers to requests by id, whatever order they come back in', async () => {
    const sent: AnalyticsRequest[] = [];
    let reply: (r: AnalyticsResponse) => void = () => undefined;
    const client = createAnalyticsClient({ send: (r) => sent.push(r), onAnswer: (fn) => (reply = fn) });
    const figures = client.figures(input());
    const csv = client.csv(input(), 'tasks');
    reply(answer(sent[1]));
    reply(answer(sent[0]));
    expect((await figures).tasks[0].name).toBe('Go on');
    expect(await csv).toContain('Go on');
  });

  it('falls back to the main thread, rejecting failed requests', async () => {
    const client = createAnalyticsClient(mainThreadPort());
    expect((await client.figures(input())).sessions).toHaveLength(3);
    await expect(client.figures({ ...input(), events: null as never })).rejects.toThrow();
  });
});
