// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type TeamMember } from '@protolab/shared';
import { stubFetch } from '../testing/fakeFetch';
import { renderWithApp } from '../testing/renderWithApp';
import { cleanUpAfterEach, logInForADay } from '../testing/session';
import { TeamTab } from './TeamTab';

cleanUpAfterEach();

const member = (userId: string, role: TeamMember['role']): TeamMember => ({
  userId,
  appId: 'a1',
  role,
  email: `${userId}@example.test`,
  name: userId.toUpperCase(),
});
const team = [member('owner', 'owner'), member('wri', 'write'), member('rea', 'read')];

function logInAs(id: string) {
  logInForADay({ id, email: `${id}@example.test` });
}

function stubTeam(extra = {}) {
  return stubFetch({
    'GET /rest/apps/a1/team.json': () => team,
    'GET /rest/apps/a1/suggestions/team.json': () => [{ id: 'u9', email: 'grace@example.test', name: 'Grace' }],
    ...extra,
  });
}

const rowOf = async (email: string) => (await screen.findByText(email)).closest('li') as HTMLElement;

describe('TeamTab', () => {
  it('the owner changes roles, removes members, adds by email and revokes links; the owner row is fixed', async () => {
    logInAs('owner');
    const calls = stubTeam({
      'POST /rest/apps/a1/team/wri.json': () => ({ ...member('wri', 'read') }),
      'POST /rest/apps/a1/team/': () => member('grace', 'read'),
    });
    const user = userEvent.setup();
    renderWithApp(<TeamTab appId="a1" />);

    const ownerRow = await rowOf('owner@example.test');
    expect(within(ownerRow).queryByRole('combobox')).toBeNull();
    expect(within(ownerRow).queryByRole('button')).toBeNull();
    expect(within(ownerRow).getByText('Owner')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Role of wri@example.test'), 'read');
    await vi.waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/rest/apps/a1/team/wri.json')).toBe(true),
    );
    expect(calls.find((c) => c.path === '/rest/apps/a1/team/wri.json')?.body).toEqual({ role: 'read' });
    expect(within(await rowOf('rea@example.test')).getByRole('button', { name: 'Remove' })).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Grace' }));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('grace@example.test');
    await user.selectOptions(screen.getByLabelText('Role'), 'read');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/rest/apps/a1/team/')).toBe(true));
    expect(calls.find((c) => c.path === '/rest/apps/a1/team/')?.body).toEqual({
      email: 'grace@example.test',
      role: 'read',
    });
    expect(screen.getByRole('button', { name: 'Revoke links' })).toBeTruthy();
  });

  it('names an empty or unknown email', async () => {
    logInAs('owner');
    stubTeam({
      'POST /rest/apps/a1/team/': () => ({ status: 404, body: { error: { code: 'not_found', message: 'x' } } }),
    });
    const user = userEvent.setup();
    renderWithApp(<TeamTab appId="a1" />);
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An email is required.');
    await user.type(screen.getByLabelText('Email'), 'nobody@example.test');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Nobody has signed up with this email yet.'),
    );
  });

  it('a writer sees roles only, may leave and revoke links, but adds nobody', async () => {
    logInAs('wri');
    stubTeam();
    renderWithApp(<TeamTab appId="a1" />);
    const own = await rowOf('wri@example.test');
    expect(within(own).getByRole('button', { name: 'Leave' })).toBeTruthy();
    expect(screen.queryAllByRole('combobox')).toEqual([]);
    expect(within(await rowOf('rea@example.test')).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Revoke links' })).toBeTruthy();
  });

  it('a reader may only leave', async () => {
    logInAs('rea');
    stubTeam();
    renderWithApp(<TeamTab appId="a1" />);
    expect(within(await rowOf('rea@example.test')).getByRole('button', { name: 'Leave' })).toBeTruthy();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Revoke links' })).toBeNull();
  });
});
