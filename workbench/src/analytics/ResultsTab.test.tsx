// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../testing/renderWithApp';
import { stubFetch } from '../testing/fakeFetch';
import { ResultsTab } from './ResultsTab';
import { STUDY_APP_ID, studyAnnotations, studyApp, studyEvents, studyTask } from './testStudy';

function stubStudy() {
  return stubFetch({
    [`GET /rest/apps/${STUDY_APP_ID}.json`]: () => studyApp(),
    [`GET /rest/test/${STUDY_APP_ID}.json`]: () => ({ appID: STUDY_APP_ID, tasks: [studyTask] }),
    [`GET /rest/events/${STUDY_APP_ID}.json`]: () => ({ events: studyEvents(), next: null }),
    [`GET /rest/mouse/${STUDY_APP_ID}.json`]: () => [],
    [`GET /rest/annotations/apps/${STUDY_APP_ID}/session.json`]: () => studyAnnotations(),
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

  it('shows the dashboard, the task figures and the survey answers, computed without a worker', async () => {
    stubStudy();
    renderWithApp(<ResultsTab appId={STUDY_APP_ID} />);
    const sessions = await screen.findByTestId('session-table');
    expect(within(sessions).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('Sessions: 3 (valid: 2) · events: 16')).toBeTruthy();
    expect(screen.getByTestId('success-rate').textContent).toMatch(
      /^Success rate 100% \(95% confidence interval \d+% – 100%\), 1 of 1 sessions$/,
    );
    const survey = screen.getByTestId('survey-table');
    expect(within(survey).getByText('Anna')).toBeTruthy();
    expect(within(survey).getByText('=SUM(1)')).toBeTruthy();
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
    expect(rows).toEqual(['StepReachedDropped off', 'Step 110', 'Step 210']);
    await user.selectOptions(screen.getByLabelText('Task'), '');
    expect(screen.getByRole('alert').textContent).toBe('A task must be selected');
    expect(screen.queryByText('Drop-off')).toBeNull();
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
