// Device tokens (OWASP "device cookies"): a browser that logged in to an account gets a signed,
// long-lived token naming the account's email (hashed) and a random device id. A login that shows a
// valid one for its email is throttled per device only, so a stranger's wrong passwords, which lock
// out unknown browsers, never lock out the owner's known ones.
import { randomBytes } from 'node:crypto';
import type { TokenService } from '../infrastructure/tokens';
import { hashed } from './rateLimiter';

export const DEVICE_TOKEN_MS = 180 * 24 * 3600 * 1000;
/** Device tokens are made for this audience only, so none passes as a login token (or the reverse). */
const DEVICE_AUDIENCE = 'device';

const subject = (email: string) => `device:${hashed(email)}`;

export async function issueDeviceToken(
  tokens: TokenService,
  email: string,
  now: number,
): Promise<{ token: string; expires: number }> {
  const expires = now + DEVICE_TOKEN_MS;
  const deviceId = randomBytes(16).toString('base64url');
  const token = await tokens.sign({ sub: subject(email), sid: deviceId, role: 'device' }, expires, DEVICE_AUDIENCE);
  return { token, expires };
}

/** The device id of a valid device token for this email; null for none, a forged one or another account's. */
export async function knownDevice(
  tokens: TokenService,
  token: string | undefined,
  email: string,
): Promise<string | null> {
  if (!token) return null;
  const verified = await tokens.verify(token, DEVICE_AUDIENCE);
  if (!verified.ok || verified.claims.role !== 'device' || verified.claims.sub !== subject(email)) return null;
  return verified.claims.sid;
}
