// Logging in and signing up against the API, apart from the forms that show them.
import { RestError, type LoginInput, type RestClient, type SignUpInput, type UnlockLoginInput } from '@protolab/shared';
import type { SessionStore } from '../session/sessionStore';

export type LoginOutcome = 'ok' | 'failed' | 'throttled';

/** POST /rest/login; an answer without `errors` logs the user in. Other failures reject. */
export async function logIn(client: RestClient, store: SessionStore, input: LoginInput): Promise<LoginOutcome> {
  try {
    return store.login(await client.user.login(input)) ? 'ok' : 'failed';
  } catch (error) {
    if (error instanceof RestError && error.status === 429) return 'throttled';
    throw error;
  }
}

export type UnlockOutcome = LoginOutcome | 'wrongKey';

/** POST /rest/login/unlock: the locked-out login with the mailed link's key; this browser is known after it. */
export async function unlockLogIn(
  client: RestClient,
  store: SessionStore,
  input: UnlockLoginInput,
): Promise<UnlockOutcome> {
  try {
    return store.login(await client.user.unlock(input)) ? 'ok' : 'failed';
  } catch (error) {
    if (error instanceof RestError && error.status === 429) return 'throttled';
    if (error instanceof RestError && error.apiError?.field === 'key') return 'wrongKey';
    throw error;
  }
}

export type SignUpOutcome = LoginOutcome | 'emailTaken';

/** POST /rest/user, then the login with the same email and password. */
export async function signUp(client: RestClient, store: SessionStore, input: SignUpInput): Promise<SignUpOutcome> {
  try {
    await client.user.signUp(input);
  } catch (error) {
    if (error instanceof RestError && error.status === 409) return 'emailTaken';
    if (error instanceof RestError && error.status === 429) return 'throttled';
    throw error;
  }
  return logIn(client, store, { email: input.email, password: input.password });
}
