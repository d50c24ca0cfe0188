import { randomBytes } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import type { Knex } from 'knex';

export interface TokenClaims {
  sub: string;
  /** Login session id: logout deletes the session, which ends the token before its expiry. */
  sid: string;
  role: string;
  exp: number;
}

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

export interface TokenService {
  /** `audience` marks a token for one narrow use (the image cookie); without one it is a login token. */
  sign(claims: Omit<TokenClaims, 'exp'>, expiresAtMs: number, audience?: string): Promise<string>;
  /** A token made for an audience passes only when that audience is asked for, and only then. */
  verify(token: string, audience?: string): Promise<VerifyResult>;
}

/**
 * The signing secret comes from JWT_SECRET, or is generated once and kept in the database, so that
 * every API instance on one database signs and verifies with the same key.
 */
export async function loadJwtSecret(knex: Knex, fromEnv?: string): Promise<Uint8Array> {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  await knex('settings')
    .insert({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflict('key')
    .ignore();
  const row = await knex('settings').where({ key: 'jwt_secret' }).first('value');
  return new TextEncoder().encode(row.value as string);
}

export function createTokenService(secret: Uint8Array): TokenService {
  return {
    async sign(claims, expiresAtMs, audience) {
      const jwt = new SignJWT({ sid: claims.sid, role: claims.role });
      if (audience) jwt.setAudience(audience);
      return jwt
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAtMs / 1000))
        .sign(secret);
    },
    async verify(token, audience) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], audience });
        if (payload.aud !== audience) return { ok: false, reason: 'invalid' };
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') {
          return { ok: false, reason: 'invalid' };
        }
        return { ok: true, claims: { sub: payload.sub, sid: payload.sid, role: String(payload.role), exp: payload.exp } };
      } catch (err) {
        return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
