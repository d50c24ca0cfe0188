// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppComment } from '@protolab/shared';
import { stubFetch } from '../testing/fakeFetch';
import { renderWithApp } from '../testing/renderWithApp';
import { cleanUpAfterEach, logInForADay } from '../testing/session';
import { CommentsTab } from './CommentsTab';

const ada = { id: 'u1', name: 'Ada', lastname: 'Lovelace' };
const bob = { id: 'u2', name: 'Bob' };
const comments: AppComment[] = [
  { id: 'c1', appId: 'app1', message: 'The cart is hard to find', user: bob, created: 1000, lastUpdate: 1000 },
  {
    id: 'c2',
    appId: 'app1',
    message: 'Agreed, let us move it',
    user: ada,
    parentId: 'c1',
    created: 2000,
    lastUpdate: 2000,
  },
  { id: 'c3', appId: 'app1', message: 'Nice colours', fromInvitation: true, created: 3000, lastUpdate: 3000 },
];

function serve(role: 'owner' | 'write') {
  return stubFetch({
    'GET /rest/comments/apps/app1.json': () => comments,
    'GET /rest/apps/app1/team.json': () => [{ userId: 'u1', appId: 'app1', role, email: 'ada@example.test' }],
    'POST /rest/comments/apps/app1': (call) => ({
      id: 'new',
      appId: 'app1',
      created: 4000,
      user: ada,
      ...(call.body as object),
    }),
    'POST /rest/comments/apps/app1/c2.json': (call) => ({ ...comments[1], ...(call.body as object) }),
    'DELETE /rest/comments/apps/app1/c1.json': () => ({ status: 'ok', deleted: 2 }),
  });
}

beforeEach(() => logInForADay(ada));

cleanUpAfterEach();

const article = (author: string) => screen.findByRole('article', { name: `Comment by ${author}` });

describe('CommentsTab', () => {
  it('shows threads; only own comments can be edited; a writer deletes only own ones', async () => {
    serve('write');
    renderWithApp(<CommentsTab appId="app1" />);
    const bobs = await article('Bob');
    const adas = await article('Ada Lovelace');
    expect(within(bobs).getByText('The cart is hard to find')).toBeTruthy();
    expect(bobs.closest('li')!.querySelector('.study-replies')!.textContent).toContain('Agreed, let us move it');
    expect(within(await article('Reviewer')).getByText('Nice colours')).toBeTruthy();
    expect(within(bobs).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(bobs).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(adas).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(adas).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('adds a comment, replies with the parent id, edits own text', async () => {
    const calls = serve('write');
    const user = userEvent.setup();
    renderWithApp(<CommentsTab appId="app1" />);
    await user.type(await screen.findByLabelText('New comment'), 'Checkout needs a back button');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ message: 'Checkout needs a back button' });

    const bobs = await article('Bob');
    await user.click(within(bobs).getByRole('button', { name: 'Reply' }));
    await user.type(within(bobs).getByLabelText('Reply to Bob'), 'Will do');
    await user.click(within(bobs).getAllByRole('button', { name: 'Reply' }).at(-1)!);
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST')[1].body).toEqual({ message: 'Will do', parentId: 'c1' });

    const adas = await article('Ada Lovelace');
    await user.click(within(adas).getByRole('button', { name: 'Edit' }));
    const field = within(adas).getByLabelText('Edit comment');
    await user.clear(field);
    await user.type(field, 'Agreed');
    await user.click(within(adas).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/rest/comments/apps/app1/c2.json')).toBe(true));
    expect(calls.find((c) => c.path === '/rest/comments/apps/app1/c2.json')!.body).toEqual({ message: 'Agreed' });
  });

  it("lets the owner delete anybody's comment, after asking", async () => {
    const calls = serve('owner');
    const user = userEvent.setup();
    renderWithApp(<CommentsTab appId="app1" />);
    const bobs = await article('Bob');
    await vi.waitFor(() => expect(within(bobs).getByRole('button', { name: 'Delete' })).toBeTruthy());
    await user.click(within(bobs).getByRole('button', { name: 'Delete' }));
    expect(within(bobs).getByText('Delete this comment and its replies?')).toBeTruthy();
    await user.click(within(bobs).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/rest/comments/apps/app1/c1.json')).toBe(true),
    );
  });
});
