// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../testing/fakeFetch';
import { renderWithApp } from '../testing/renderWithApp';
import { NotificationBell } from './NotificationBell';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const notice = (id: string, isNew: boolean) => ({ id, type: 'UserJourney', title: id, lastUpdate: 1, isNew });

describe('NotificationBell', () => {
  it('shows the number of new notifications', async () => {
    stubFetch({ 'GET /rest/notifications.json': () => [notice('a', true), notice('b', true), notice('c', false)] });
    renderWithApp(<NotificationBell />);
    expect((await screen.findByTestId('notification-count')).textContent).toBe('2');
    expect(screen.getByRole('link', { name: 'Notifications: 2 new' })).toBeTruthy();
  });

  it('shows no count when nothing is new', async () => {
    const calls = stubFetch({ 'GET /rest/notifications.json': () => [notice('welcome', false)] });
    renderWithApp(<NotificationBell />);
    await screen.findByRole('link', { name: 'Notifications' });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId('notification-count')).toBeNull();
  });
});
