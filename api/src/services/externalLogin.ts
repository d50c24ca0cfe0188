// Login through an identity provider (OIDC): the provider's token is checked against its JWKS and
// issuer; who the user is comes from the token, the body only adds names.
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import type { Knex } from 'knex';
import { newId } from '@protolab/shared';
import type { Config } from '../config';
import { isUniqueViolation } from '../db/dialect';
import { badRequest, conflict, Refusal } from './refusal';
import type { TokenService } from '../infrastructure/tokens';
import { findUserByEmail, findUserByExternalId, insertUser, updateUser } from '../repos/usersRepo';
import { startLogin, type LoginAnswer } from './auth';

export type ExternalTokenVerifier = (token: string) => Promise<JWTPayload>;

/** A verifier for the configured provider, or undefined when none is configured. */
export function externalTokenVerifier(
  config: Pick<Config, 'oidcJwksUrl' | 'oidcIssuer'>,
): ExternalTokenVerifier | undefined {
  if (!config.oidcJwksUrl || !config.oidcIssuer) return undefined;
  const jwks = createRemoteJWKSet(new URL(config.oidcJwksUrl), { timeoutDuration: 5000 });
  const issuer = config.oidcIssuer;
  return async (token) => (await jwtVerify(token, jwks, { issuer })).payload;
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

export async function externalLogin(
  deps: { knex: Knex; tokens: TokenService; verify: ExternalTokenVerifier | undefined },
  input: ExternalLoginValue,
  now: number,
): Promise<LoginAnswer> {
  if (!deps.verify)
    throw new Refusal('bad_input', 'external_login_disabled', 'Login through an identity provider is not configured');
  const claims = await verifiedClaims(deps.verify, input.token);
  if (claims.sub !== input.id)
    throw new Refusal('unauthenticated', 'invalid_token', 'The login token belongs to somebody else', 'id');
  const claimed = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : undefined;
  if (claimed !== undefined && claimed !== input.email)
    throw badRequest('The email differs from the one of the login token', 'email');
  const vouched = claimed !== undefined && claims.email_verified !== false;
  const knex = deps.knex;

  let user = await findUserByExternalId(knex, input.id);
  if (!user) {
    const byEmail = await findUserByEmail(knex, input.email);
    if (byEmail) {
      // An existing account is joined only when the provider vouches for its email.
      if (!vouched || byEmail.externalId) {
        throw conflict('An account with this email exists. Please log in with your password', 'email');
      }
      await updateUser(knex, byEmail.id, { externalId: input.id });
    } else {
      try {
        await insertUser(knex, {
          id: newId(),
          email: input.email,
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
    user = await findUserByExternalId(knex, input.id);
    if (!user) throw conflict('An account with this email exists. Please log in with your password', 'email');
  }
  return startLogin(deps, user, now);
}
