// The token a tester gets for a password-protected test (sent back as X-Invitation-Token). It names
// the hash it was given for and the password it was given under: a fingerprint of the stored
// password hash, which changes whenever the designer sets a password (argon2 salts each hash), so
// changing or removing the password ends every token given before.
import { createHash } from 'node:crypto';
import type { TokenService } from '../infrastructure/tokens';

/** How long an invitation token is valid. */
export const INVITATION_TOKEN_MS = 12 * 3600 * 1000;

const fingerprint = (passwordHash: string) =>
  createHash('sha256').update(passwordHash).digest('base64url').slice(0, 22);

export async function issueInvitationToken(
  tokens: TokenService,
  hash: string,
  passwordHash: string,
  now: number,
): Promise<{ token: string; expires: number }> {
  const expires = now + INVITATION_TOKEN_MS;
  // `sid` holds the password's fingerprint: the "session" a tester's token belongs to
  const token = await tokens.sign(
    { sub: `invitation:${hash}`, sid: fingerprint(passwordHash), role: 'tester' },
    expires,
  );
  return { token, expires };
}

/** Whether `token` opens `hash` under the test's current password. */
export async function invitationTokenValid(
  tokens: TokenService,
  token: string,
  hash: string,
  passwordHash: string,
): Promise<boolean> {
  const verified = await tokens.verify(token);
  return (
    verified.ok && verified.claims.sub === `invitation:${hash}` && verified.claims.sid === fingerprint(passwordHash)
  );
}
