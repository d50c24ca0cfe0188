// `npm start` with HTTPS_CERT and HTTPS_KEY serves https, the co-editing socket included: a field
// study needs an https address, since browsers allow the player's offline mode only there.
import { get } from 'node:https';
import { join } from 'node:path';
import { REALTIME_CLOSE, REALTIME_PATH } from '@protolab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ConfigError, loadConfig } from '../src/config';
import { makeTestCertificate, type TestCertificate } from './support/testCertificate';
import { startTestApi, type TestApi } from './support/testApi';

/** GETs `url`, trusting only the test certificate. */
function getTrusting(url: string, ca: Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { ca }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

describe('https', () => {
  let certificate: TestCertificate;
  let api: TestApi;
  beforeAll(async () => {
    certificate = makeTestCertificate();
    api = await startTestApi('sqlite', { HTTPS_CERT: certificate.certPath, HTTPS_KEY: certificate.keyPath });
  });
  afterAll(async () => {
    await api?.close();
    certificate?.remove();
  });

  it('serves the API over https with the given certificate', async () => {
    expect(api.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const health = await getTrusting(`${api.url}/rest/health`, certificate.cert);
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toMatchObject({ status: 'ok' });
  });

  it('carries the co-editing socket over wss', async () => {
    const ws = new WebSocket(api.url.replace(/^https/, 'wss') + REALTIME_PATH, { ca: certificate.cert });
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    ws.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    ws.send(JSON.stringify({ type: 'hello', token: 'not-a-token', app: 'no-such-app', client: 'c' }));
    expect(await closed).toBe(REALTIME_CLOSE.notFound); // the server's own answer, over TLS
  });

  it('refuses to start without a readable certificate or key, naming the variable', () => {
    const missing = join(certificate.certPath, '..', 'nothing.pem');
    const start = (env: Record<string, string>) => () => loadConfig(env);
    expect(start({ HTTPS_CERT: missing, HTTPS_KEY: certificate.keyPath })).toThrow(ConfigError);
    expect(start({ HTTPS_CERT: missing, HTTPS_KEY: certificate.keyPath })).toThrow(/^HTTPS_CERT: cannot read .*ENOENT/);
    expect(start({ HTTPS_CERT: certificate.certPath, HTTPS_KEY: missing })).toThrow(/^HTTPS_KEY: cannot read/);
    expect(start({ HTTPS_CERT: certificate.certPath })).toThrow(/^HTTPS_KEY must be set too/);
    expect(start({ HTTPS_KEY: certificate.keyPath })).toThrow(/^HTTPS_CERT must be set too/);
    expect(loadConfig({}).tls).toBeUndefined();
  });
});
