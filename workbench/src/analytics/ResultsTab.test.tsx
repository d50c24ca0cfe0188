// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../testing/renderWithApp';
import { stubFetch } from '../testing/fakeFetch';
import { ResultsTab } from './ResultsTab';
import { figureSections, figuresFold, type RecordedEvent } from '@protolab/shared';
import { STUDY_APP_ID, studyAnnotations, studyApp, studyEvents, studyTask } from './testStudy';

function stubStudy({ events = studyEvents(), annotations = studyAnnotations(), tags = [] as object[] } = {}) {
  const figures = (query: URLSearchParams) => {
    const fold = figuresFold(
      { app: studyApp(), tasks: [studyTask], annotations },
      {
        tags: query.getAll('tag'),
        tagMode: query.get('mode') === 'all' ? 'all' : 'any',
        sessions: query.getAll('session'),
      },
    );
    fold.addEvents(events);
    fold.addTracks([]);
    return fold.result();
  };
  return stubFetch({
    [`GET /rest/apps/${STUDY_APP_ID}.json`]: () => studyApp(),
    [`GET /rest/test/${STUDY_APP_ID}.json`]: () => ({ appID: STUDY_APP_ID, tasks: [studyTask] }),
    // the API folds the figures with the shared code and cuts the sections from them: so does the
    // fake, with the query's filter
    [`GET /rest/figures/${STUDY_APP_ID}/results.json`]: ({ query }) => figureSections(figures(query)).results,
    [`GET /rest/figures/${STUDY_APP_ID}/points.json`]: ({ query }) => figureSections(figures(query)).points,
    [`GET /rest/annotations/apps/${STUDY_APP_ID}/session.json`]: () => annotations,
    [`GET /rest/annotations/apps/${STUDY_APP_ID}/tags.json`]: () => tags,
    [`POST /rest/annotations/apps/${STUDY_APP_ID}`]: (call) => ({
      id: 'n2',
      appId: STUDY_APP_ID,
      ...(call.body as object),
    }),
  });
}

describe('ResultsTab', () => {
  beforeEach(() => vi.stubGlobal('Worker', undefined));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the dashboard, the task figures and the survey answers', async () => {
    stubStudy();
    renderWithApp(<ResultsTab appId={STUDY_APP_ID} />);
    const sessions = await screen.findByTestId('session-table', {}, { timeout: 10_000 });
    expect(within(sessions).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('Sessions: 3 (valid: 2) · events: 16')).toBeTruthy();
    expect(screen.getByTestId('success-rate').textContent).toMatch(
      /^Success rate 100% \(95% confidence interval \d+% – 100%\), 1 of 1 sessions$/,
    );
    // one success has a time but no interval around it
    expect(screen.getByText(/^Time on task: .+ \(one success: too few for a confidence interval\)$/)).toBeTruthy();
    const survey = screen.getByTestId('survey-table');
    expect(within(survey).getByText('Anna')).toBeTruthy();
    expect(within(survey).getByText('=SUM(1)')).toBeTruthy();
    expect(screen.queryByTestId('tag-filter')).toBeNull();
  });

  it('filters every figure to the sessions with the chosen tag', async () => {
    stubStudy({
      events: studyEvents().filter((event) => event.session !== 'c'),
      annotations: [
        {
          id: 'n1',
          appId: STUDY_APP_ID,
          kind: 'session',
          reference: 'a',
          isValid: true,
          tasks: {},
          tags: [{ tag: 'Confused' }],
        },
      ],
      tags: [{ id: 'g1', appId: STUDY_APP_ID, kind: 'tag', reference: '', name: 'Confused', color: '#ff8800' }],
    });
    const user = userEvent.setup();
    renderWithApp(<ResultsTab appId={STUDY_APP_ID} />);
    const chip = await screen.findByRole('button', { name: 'Confused', pressed: false });
    expect(screen.getByTestId('results-summary').textContent).toBe('Sessions: 2 (valid: 2) · events: 10');
    await user.click(chip);
    await vi.waitFor(() =>
      expect(screen.getByTestId('results-summary').textContent).toBe(
        'Sessions: 1 (valid: 1) · events: 6 · tagged Confused',
      ),
    );
    expect(screen.getByRole('button', { name: 'Confused', pressed: true })).toBeTruthy();
    expect(within(screen.getByTestId('session-table')).getAllByRole('row')).toHaveLength(2);
    const survey = screen.getByTestId('survey-table');
    expect(within(survey).getByText('Anna')).toBeTruthy();
    expect(within(survey).queryByText('=SUM(1)')).toBeNull();
  });

  it('asks for a task before showing the drop-off, and shows each chart as a table', async () => {
    stubStudy();
    const user = userEvent.setup();
    renderWithApp(<ResultsTab appId={STUDY_APP_ID} />);
    const funnel = (await screen.findByText('Drop-off')).closest('figure')!;
    expect(within(funnel).getByRole('img', { name: 'Drop-off' })).toBeTruthy();
    await user.click(within(funnel).getByRole('button', { name: 'Show table' }));
    const rows = within(funnel)
      .getAllByRole('row')
      .map((row) => row.textContent);
    // no step is marked important: all are shown, named by their screen, widget and event
    expect(rows).toEqual(['StepReachedDropped off', 'Start › Go › click10', 'Done › screen opened10']);
    await user.selectOptions(screen.getByLabelText('Task'), '');
    expect(screen.getByRole('alert').textContent).toBe('A task must be selected');
    expect(screen.queryByText('Drop-off')).toBeNull();
  });

  it('draws attempts that land on the same spot of the scatter as one dot that counts them', async () => {
    // a and c succeed alike (same time, same interactions); neither is left out
    stubStudy({ annotations: [] });
    const user = userEvent.setup();
    renderWithApp(<ResultsTab appId={STUDY_APP_ID} />);
    // the attempts come in a section of their own, after the first view's
    const scatter = (
      await screen.findByRole('img', { name: 'Duration and interactions per session' }, { timeout: 10_000 })
    ).closest('figure')!;
    const dots = scatter.querySelectorAll('circle');
    expect(dots).toHaveLength(1);
    await user.hover(dots[0]!);
    expect(within(scatter).getByText(/ · Success · ×2$/)).toBeTruthy();
    await user.click(within(scatter).getByRole('button', { name: 'Show table' }));
    expect(within(scatter).getAllByRole('row')).toHaveLength(3);
  });

  it('says why a session is unusual, with what most sessions did', async () => {
    // ten sessions clicking 8 to 10 times in 30 s, one clicking twice and leaving after 1 s
    const clicks = (id: string, start: number, count: number, seconds: number): RecordedEvent[] => [
      {
        id: `${id}-0`,
        session: id,
        user: id,
        screen: 's1',
        widget: null,
        type: 'ScreenLoaded',
        time: start,
        x: -1,
        y: -1,
      },
      ...Array.from({ length: count }, (_, i) => ({
        id: `${id}-${i + 1}`,
        session: id,
        user: id,
        screen: 's1',
        widget: null,
        type: 'ScreenClick',
        time: start + ((i + 1) * seconds * 1000) / count,
        x: 0.5,
        y: 0.5,
      })),
    ];
    const events = [
      ...Array.from({ length: 10 }, (_, i) => clicks(`s${i}`, i * 100_000, 8 + (i % 3), 30)).flat(),
      ...clicks('quick', 5_000_000, 2, 1),
    ];
    stubStudy({ events, annotations: [] });
    renderWithApp(<ResultsTab appId={STUDY_APP_ID} />);
    const sessions = await screen.findByTestId('session-table', {}, { timeout: 10_000 });
    const rows = within(sessions).getAllByRole('row');
    expect(rows).toHaveLength(12);
    const flagged = rows.filter((row) => /Unusually|interactions/.test(row.textContent ?? ''));
    expect(flagged).toHaveLength(1);
    expect(flagged[0].textContent).toContain('Unusually short: 1.0 s (most sessions');
    expect(flagged[0].textContent).toContain('Few interactions: 2 (most sessions 8–10)');
  });

  it('says which interactions came in an unusual order, by screen, widget and event', async () => {
    // ten sessions click the name field, type in it, then Go; one types first, then clicks the field
    const session = (id: string, start: number, typedFirst: boolean): RecordedEvent[] => {
      const event = (n: number, type: string, widget: string | null): RecordedEvent => ({
        id: `${id}-${n}`,
        session: id,
        user: id,
        screen: 's1',
        widget,
        type,
        time: start + n * 1000,
        x: 0.5,
        y: 0.5,
      });
      const field = typedFirst ? ['WidgetChange', 'WidgetClick'] : ['WidgetClick', 'WidgetChange'];
      return [
        event(0, 'ScreenLoaded', null),
        event(1, field[0], 'w_name'),
        event(2, field[1], 'w_name'),
        event(3, 'WidgetClick', 'w_go'),
      ];
    };
    const events = [
      ...Array.from({ length: 10 }, (_, i) => session(`s${i}`, i * 100_000, false)).flat(),
      ...session('odd', 5_000_000, true),
    ];
    stubStudy({ events, annotations: [] });
    renderWithApp(<ResultsTab appId={STUDY_APP_ID} />);
    const sessions = await screen.findByTestId('session-table', {}, { timeout: 10_000 });
    const flagged = within(sessions)
      .getAllByRole('row')
      .filter((row) => /Unusual order/.test(row.textContent ?? ''));
    expect(flagged).toHaveLength(1);
    expect(flagged[0].textContent).toContain(
      'Unusual order of interactions: Start › Your name (change) → Your name (click) → Go (click)',
    );
  });

  it('shows figures of older data as such, and the new ones once the API has them', async () => {
    let asked = 0;
    const older = studyEvents().filter((event) => event.session !== 'b');
    stubFetch({
      [`GET /rest/apps/${STUDY_APP_ID}.json`]: () => studyApp(),
      [`GET /rest/test/${STUDY_APP_ID}.json`]: () => ({ appID: STUDY_APP_ID, tasks: [studyTask] }),
      [`GET /rest/annotations/apps/${STUDY_APP_ID}/session.json`]: () => [],
      [`GET /rest/annotations/apps/${STUDY_APP_ID}/tags.json`]: () => [],
      // the first answer is of the study before session b arrived, while the API computes the new one
      [`GET /rest/figures/${STUDY_APP_ID}/results.json`]: () => {
        const fold = figuresFold({ app: studyApp(), tasks: [studyTask], annotations: [] });
        fold.addEvents(asked++ === 0 ? older : studyEvents());
        fold.addTracks([]);
        const { results } = figureSections(fold.result());
        return asked === 1 ? { ...results, stale: true } : results;
      },
      [`GET /rest/figures/${STUDY_APP_ID}/points.json`]: () => {
        const fold = figuresFold({ app: studyApp(), tasks: [studyTask], annotations: [] });
        fold.addEvents(studyEvents());
        fold.addTracks([]);
        return figureSections(fold.result()).points;
      },
    });
    renderWithApp(<ResultsTab appId={STUDY_APP_ID} />);
    await vi.waitFor(() => expect(screen.getByTestId('results-summary').textContent).toMatch(/^Sessions: 2 /));
    expect(screen.getByRole('status').textContent).toBe('Computing the figures…');
    await vi.waitFor(() => expect(screen.getByTestId('results-summary').textContent).toMatch(/^Sessions: 3 /), {
      timeout: 5000,
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('marks a session invalid with a session annotation', async () => {
    const calls = stubStudy();
    const user = userEvent.setup();
    renderWithApp(<ResultsTab appId={STUDY_APP_ID} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Count session 1 in the figures' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ kind: 'session', reference: 'a', isValid: false });
  });
});
