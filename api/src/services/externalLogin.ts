// Login through an identity provider (OIDC): the provider's token is checked against its JWKS, issuer
// and our client id; who the user is, and their email, come from the token; the body only adds names.
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import type { Knex } from 'knex';
import { newId } from '@protolab/shared';
import type { Config } from '../config';
import type { Deps } from '../deps';
import { isUniqueViolation } from '../db/dialect';
import { badRequest, conflict, Refusal } from './refusal';
import { findUserByEmail, findUserByExternalId, insertUser, updateUser, type StoredUser } from '../repos/usersRepo';
import type { LoginAnswer } from '@protolab/shared';
import { startLogin } from './auth';

export type ExternalTokenVerifier = (token: string) => Promise<JWTPayload>;

/** Why the identity-provider login is off although a provider is named, or null when it is on (or not asked for). */
export function externalLoginMisconfiguration(
  config: Pick<Config, 'oidcJwksUrl' | 'oidcIssuer' | 'oidcClientId'>,
): string | null {
  if (!config.oidcJwksUrl && !config.oidcIssuer) return null;
  if (!config.oidcJwksUrl || !config.oidcIssuer || !config.oidcClientId) {
    return 'identity-provider login is off: OIDC_JWKS_URL, OIDC_ISSUER and OIDC_CLIENT_ID must all be set';
  }
  return null;
}

/**
 * A token is ours when it was issued to our client: `azp` (the party it was issued to) is our client
 * id, or, without `azp`, our client id is its only audience. A token with our id among several
 * audiences but no `azp` could have been issued to any of them (OIDC Core 3.1.3.7).
 */
function issuedToUs(payload: JWTPayload, clientId: string): boolean {
  if (payload.azp !== undefined) return payload.azp === clientId;
  const audiences = typeof payload.aud === 'string' ? [payload.aud] : (payload.aud ?? []);
  return audiences.length === 1 && audiences[0] === clientId;
}

/**
 * A verifier for the configured provider, or undefined when none is configured, or when no client id
 * is (then any token the provider issued to any of its clients would pass).
 */
export function externalTokenVerifier(
  config: Pick<Config, 'oidcJwksUrl' | 'oidcIssuer' | 'oidcClientId'>,
): ExternalTokenVerifier | undefined {
  const { oidcJwksUrl, oidcIssuer: issuer, oidcClientId: clientId } = config;
  if (!oidcJwksUrl || !issuer || !clientId) return undefined;
  const jwks = createRemoteJWKSet(new URL(oidcJwksUrl), { timeoutDuration: 5000 });
  return async (token) => {
    const { payload } = await jwtVerify(token, jwks, { issuer });
    if (!issuedToUs(payload, clientId))
      throw new errors.JWTClaimValidationFailed('not issued to us', payload, 'aud', 'mismatch');
    return payload;
  };
}

async function verifiedClaims(verify: ExternalTokenVerifier, token: string): Promise<JWTPayload> {
  try {
    return await verify(token);
  } catch (err) {
    if (err instanceof errors.JWTExpired)
      throw new Refusal('unauthenticated', 'token_expired', 'The login token has expired', 'token');
    if (err instanceof errors.JWKSTimeout || !(err instanceof errors.JOSEError)) {
      throw new Refusal(
        'upstream_unavailable',
        'identity_provider_unreachable',
        'The identity provider could not be reached',
      );
    }
    throw new Refusal('unauthenticated', 'invalid_token', 'The login token is not valid', 'token');
  }
}

const claimText = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : null);

export interface ExternalLoginValue {
  id: string;
  email: string;
  token: string;
  name?: string;
  lastname?: string;
}

/** The token's email, lowercased, and whether the provider says it verified it (only `true` counts). */
function tokenEmail(claims: JWTPayload): { email: string | undefined; verified: boolean } {
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() || undefined : undefined;
  return { email, verified: email !== undefined && claims.email_verified === true };
}

const EMAIL_TAKEN = 'An account with this email exists. Please log in with your password';

/**
 * Logs in the provider's user (`sub`). The first login joins the account of the token's email when
 * the provider verified that email, or makes an account with it; the body cannot name another email.
 * A later login with a verified new email that no other account holds moves the account to it; any
 * other email change is ignored (the account keeps its email).
 */
export async function externalLogin(
  deps: Pick<Deps, 'knex' | 'tokens' | 'verifyExternalToken'>,
  input: ExternalLoginValue,
  now: number,
): Promise<LoginAnswer> {
  if (!deps.verifyExternalToken)
    throw new Refusal('bad_input', 'external_login_disabled', 'Login through an identity provider is not configured');
  const claims = await verifiedClaims(deps.verifyExternalToken, input.token);
  if (claims.sub !== input.id)
    throw new Refusal('unauthenticated', 'invalid_token', 'The login token belongs to somebody else', 'id');
  const claimed = tokenEmail(claims);
  if (claimed.email !== undefined && claimed.email !== input.email)
    throw badRequest('The email differs from the one of the login token', 'email');
  const knex = deps.knex;

  const known = await findUserByExternalId(knex, input.id);
  if (known) return startLogin(deps, await followVerifiedEmail(knex, known, claimed), now);
  if (!claimed.verified) {
    throw new Refusal(
      'bad_input',
      'email_not_verified',
      claimed.email === undefined
        ? 'The login token carries no email. The identity provider must share a verified email'
        : 'The identity provider has not verified this email. Please verify it there first',
      'token',
    );
  }
  const email = claimed.email!;
  const byEmail = await findUserByEmail(knex, email);
  if (byEmail) {
    if (byEmail.externalId) throw conflict(EMAIL_TAKEN, 'email');
    await updateUser(knex, byEmail.id, { externalId: input.id });
  } else {
    try {
      await insertUser(knex, {
        id: newId(),
        email,
        passwordHash: null,
        externalId: input.id,
        name: input.name || claimText(claims.given_name),
        lastname: input.lastname || claimText(claims.family_name),
        tos: false,
        created: now,
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err; // two first logins at once: the other one made it
    }
  }
  const user = await findUserByExternalId(knex, input.id);
  if (!user) throw conflict(EMAIL_TAKEN, 'email');
  return startLogin(deps, user, now);
}

/** The account, moved to the token's email when the provider verified it and no other account holds it. */
async function followVerifiedEmail(
  knex: Knex,
  user: StoredUser,
  claimed: { email: string | undefined; verified: boolean },
): Promise<StoredUser> {
  if (!claimed.verified || claimed.email === user.email) return user;
  if (await findUserByEmail(knex, claimed.email!)) return user;
  try {
    await updateUser(knex, user.id, { email: claimed.email });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err; // taken in the meantime: the account keeps its email
    return user;
  }
  return { ...user, email: claimed.email! };
}
