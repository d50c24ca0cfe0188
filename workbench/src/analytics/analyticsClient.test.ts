import { describe, expect, it } from 'vitest';
import { answer } from './answer';
import { createAnalyticsClient, mainThreadPort } from './analyticsClient';
import type { AnalyticsInput } from './csvFiles';
import type { AnalyticsRequest, AnalyticsResponse } from './protocol';
import { studyAnnotations, studyApp, studyEvents, studyTask } from './testStudy';

const input = (): AnalyticsInput => ({
  app: studyApp(),
  tasks: [studyTask],
  events: studyEvents(),
  tracks: [],
  annotations: studyAnnotations(),
});

const text = (response: AnalyticsResponse) => (response.ok ? response.text : `error: ${response.error}`);

describe('analytics protocol', () => {
  it('answers a csv request with the file: valid sessions only, formulas escaped', async () => {
    const survey = text(await answer({ id: 1, kind: 'csv', input: input(), csv: 'survey' }));
    expect(survey.startsWith('\uFEFFsession,user,start,Your name')).toBe(true);
    expect(survey).toContain("'=SUM(1)");
    // session c is marked invalid
    expect(survey).not.toContain('Carl');
    const broken = await answer({ id: 2, kind: 'csv', input: { ...input(), events: null as never }, csv: 'events' });
    expect(broken).toMatchObject({ id: 2, ok: false });
  });

  it('sends the tag filter with the request; the file keeps only the tagged sessions', async () => {
    const sent: AnalyticsRequest[] = [];
    const port = mainThreadPort();
    const client = createAnalyticsClient({ send: (r) => (sent.push(r), port.send(r)), onAnswer: port.onAnswer });
    const tagged = {
      ...input(),
      annotations: [...studyAnnotations(), { kind: 'session', reference: 'b', tags: [{ tag: 'Lost' }] }],
    };
    const filter = { tags: ['Lost'], tagMode: 'any' as const };
    const csv = await client.csv(tagged, 'survey', filter);
    expect(sent.map((r) => r.filter)).toEqual([filter]);
    expect(csv.includes("'=SUM(1)") && !csv.includes('Anna')).toBe(true);
  });

  it('matches answers to requests by id, whatever order they come back in', async () => {
    const sent: AnalyticsRequest[] = [];
    let reply: (r: AnalyticsResponse) => void = () => undefined;
    const client = createAnalyticsClient({ send: (r) => sent.push(r), onAnswer: (fn) => (reply = fn) });
    const tasks = client.csv(input(), 'tasks');
    const survey = client.csv(input(), 'survey');
    reply(await answer(sent[1]));
    reply(await answer(sent[0]));
    expect(await tasks).toContain('Go on');
    expect(await survey).toContain('Anna');
  });

  it('falls back to the main thread, rejecting failed requests', async () => {
    const client = createAnalyticsClient(mainThreadPort());
    expect(await client.csv(input(), 'events')).toContain('WidgetClick');
    await expect(client.csv({ ...input(), events: null as never }, 'events')).rejects.toThrow();
  });
});
