// A local identity provider for tests: serves a JWKS over HTTP and signs tokens with its key (or,
// for negative tests, with a key it does not publish).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload, type CryptoKey } from 'jose';

export interface FakeIdp {
  issuer: string;
  jwksUrl: string;
  /** How often the JWKS was fetched. */
  jwksRequests(): number;
  sign(
    claims: JWTPayload & { sub: string },
    options?: { expiresIn?: number; key?: 'published' | 'unpublished'; issuer?: string },
  ): Promise<string>;
  close(): Promise<void>;
}

export async function startFakeIdp(): Promise<FakeIdp> {
  const published = await generateKeyPair('RS256', { extractable: true });
  const unpublished = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(published.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  let requests = 0;
  const server = createServer((req, res) => {
    if (req.url === '/jwks.json') {
      requests++;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = `${base}/realms/test`;
  return {
    issuer,
    jwksUrl: `${base}/jwks.json`,
    jwksRequests: () => requests,
    async sign(claims, options = {}) {
      const key: CryptoKey = (options.key === 'unpublished' ? unpublished : published).privateKey;
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(options.issuer ?? issuer)
        .setIssuedAt(now - 60)
        .setExpirationTime(now + (options.expiresIn ?? 300))
        .sign(key);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
