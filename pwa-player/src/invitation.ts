import { invitationPaths, RestError, upgradeApp, type App, type TestSettings } from '@protolab/shared';
import { apiErrorCode, isNetworkError, type InvitationClient } from './api';
import { INVITATION_CACHE } from './cacheNames';
import { testerId } from './device';
import { reportStorageError } from './storageErrors';

export interface InvitationData {
  hash: string;
  appId: string;
  app: App;
  settings: TestSettings;
  /** the A/B study's variant this device plays ('' without one), kept with the prototype for offline use */
  variant: string;
}

export type LoadFailure = 'password' | 'notFound' | 'offline' | 'failed';

export class InvitationLoadError extends Error {
  constructor(
    readonly reason: LoadFailure,
    cause?: unknown,
  ) {
    super(`Could not load the invitation: ${reason}`, { cause });
    this.name = 'InvitationLoadError';
  }
}

function failure(error: unknown): InvitationLoadError {
  if (error instanceof InvitationLoadError) return error;
  const code = apiErrorCode(error);
  if (code === 'password_required' || code === 'token_expired') return new InvitationLoadError('password', error);
  if (error instanceof RestError && (error.status === 404 || error.status === 400))
    return new InvitationLoadError('notFound', error);
  return new InvitationLoadError('failed', error);
}

async function cached<T>(path: string): Promise<T | undefined> {
  if (!('caches' in self)) return undefined;
  const response = await caches.match(path, { cacheName: INVITATION_CACHE });
  return response ? ((await response.json()) as T) : undefined;
}

async function keep(path: string, value: unknown): Promise<void> {
  if (!('caches' in self)) return;
  try {
    const cache = await caches.open(INVITATION_CACHE);
    await cache.put(path, new Response(JSON.stringify(value), { headers: { 'Content-Type': 'application/json' } }));
  } catch (error) {
    reportStorageError(error);
  }
}

/** A read from the network, kept for offline use under its path; without a network, the kept copy. */
async function kept<T>(path: string, read: () => Promise<T>): Promise<T> {
  try {
    const value = await read();
    void keep(path, value);
    return value;
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    const copy = await cached<T>(path);
    if (copy === undefined) throw new InvitationLoadError('offline', error);
    return copy;
  }
}

/** The prototype and test settings of an invitation, migrated to this build's document version. */
export async function loadInvitation(client: InvitationClient, hash: string): Promise<InvitationData> {
  try {
    const { appId } = await kept(invitationPaths.grant(hash), () => client.invitation.get(hash));
    const [played, settings] = await Promise.all([
      // the variant's prototype (the draft without variants): the same for this device each time
      kept(invitationPaths.variant(hash), () => client.invitation.variant(hash, testerId())),
      kept(invitationPaths.test(appId, hash), () => client.invitation.test(appId, hash)),
    ]);
    // both answers are validated by the server, settings with their defaults filled in
    return { hash, appId, app: upgradeApp(played.app), settings, variant: played.variant };
  } catch (error) {
    throw failure(error);
  }
}

/**
 * The test's language, which a password-protected test tells before its password so that the
 * password page speaks it; null when none is set or it cannot be read (the page keeps the browser's).
 */
export async function testLanguage(hash: string): Promise<string | null> {
  try {
    const response = await fetch(invitationPaths.language(hash));
    const body = response.ok ? ((await response.json()) as { language?: unknown }) : {};
    return typeof body.language === 'string' ? body.language : null;
  } catch {
    return null; // offline: the password cannot be checked either, and the page says so
  }
}
