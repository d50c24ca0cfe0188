// Unsigned JWTs for tests: the client reads only the claims.

const base64Url = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export function fakeToken(claims: Record<string, unknown>): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}

/** A token that expires at `expMs` (epoch ms, whole seconds). */
export function tokenExpiringAt(expMs: number, claims: Record<string, unknown> = {}): string {
  return fakeToken({ sub: 'u1', sid: 's1', ...claims, exp: Math.floor(expMs / 1000) });
}
