// Reads a JWT's claims without checking the signature (the server checks it; the client only
// needs the expiry and, for identity-provider tokens, who the user is).

export interface TokenClaims {
  sub?: string;
  /** Seconds since the epoch. */
  exp?: number;
  email?: string;
  given_name?: string;
  family_name?: string;
  [claim: string]: unknown;
}

function decodeBase64Url(part: string): string {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function tokenClaims(token: string | undefined): TokenClaims | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    return claims && typeof claims === 'object' ? (claims as TokenClaims) : undefined;
  } catch {
    return undefined;
  }
}

/** The token's expiry in epoch ms, or undefined when it has none or is not a JWT. */
export function tokenExpiry(token: string | undefined): number | undefined {
  const exp = tokenClaims(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
}
