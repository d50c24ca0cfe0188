// The login the component tests run under, and the clean-up after each of them.
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { DAY_MS, type User } from '@protolab/shared';
import { sessionStore } from '../shell/session';
import { tokenExpiringAt } from './tokens';

/** Logs in as a user (Ada, u1, unless told) whose token is good for a day. */
export function logInForADay(user: Partial<User> = {}): void {
  sessionStore.login({
    id: 'u1',
    email: 'ada@example.test',
    ...user,
    role: 'user',
    token: tokenExpiringAt(Date.now() + DAY_MS),
  });
}

/** After each test: unmounts what it rendered, removes its fetch stubs and logs out. */
export function cleanUpAfterEach(): void {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStore.clear();
  });
}
