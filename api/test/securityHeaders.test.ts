// Security headers on every answer: pages, scripts, JSON, errors, images (api/src/http/securityHeaders.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppFor, createUser } from './support/actors';
import { imageForm, pngFile } from './support/imageFiles';
import { startTestApi, type TestApi } from './support/testApi';

const LOCKED = "default-src 'none'; frame-ancestors 'none'";

/** The policy's directives, by name. */
/** The public Figma API and its image hosts (the design import calls them from the workbench). */
const FIGMA = [
  'https://api.figma.com',
  'https://s3-alpha.figma.com',
  'https://s3-alpha-sig.figma.com',
  'https://figma-alpha-api.s3.us-west-2.amazonaws.com',
];

/** The public AI providers' APIs (the page generator calls them from the workbench). */
const AI = ['https://api.openai.com', 'https://api.anthropic.com'];

function directives(policy: string | null): Record<string, string[]> {
  expect(policy).toBeTruthy();
  return Object.fromEntries(
    policy!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** Each directive named in `expected` has those sources (an expectation each, named by the directive). */
function expectDirectives(headers: Headers, expected: Record<string, unknown>) {
  const csp = directives(headers.get('content-security-policy'));
  for (const [name, sources] of Object.entries(expected)) expect(csp[name], name).toEqual(sources);
}

function expectCommonHeaders(headers: Headers) {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
}

describe('security headers', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('sqlite', { OIDC_URL: 'https://login.example.test/auth', OIDC_REALM: 'r' });
  });
  afterAll(() => api?.close());

  it('JSON answers, errors and unknown paths load and run nothing and may not be framed', async () => {
    const user = await createUser(api);
    for (const [path, token, status] of [
      ['/config.json', undefined, 200],
      [`/rest/user/${user.id}.json`, user.token, 200],
      [`/rest/user/${user.id}.json`, undefined, 401],
      ['/rest/no/such/route', undefined, 404],
    ] as const) {
      const res = await api.get(path, token);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('content-security-policy'), path).toBe(LOCKED);
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expectCommonHeaders(res.headers);
    }
  });

  it('images are locked down the same way', async () => {
    const owner = await createUser(api);
    const appId = await createAppFor(api, owner);
    const up = await api.request('POST', `/rest/images/${appId}`, {
      raw: imageForm([{ name: 'a.png', bytes: pngFile(2, 2) }]),
      token: owner.token,
    });
    const res = await api.get(`/rest/images/${up.body.uploads[0].url}`, owner.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(LOCKED);
    expectCommonHeaders(res.headers);
  });

  it('the workbench page: own scripts only, no plugins, no framing; connects to us, the identity provider, Figma and the AI providers', async () => {
    const res = await api.get('/');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expectDirectives(res.headers, {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      'frame-src': ["'self'"],
      'worker-src': ["'self'"],
      'connect-src': ["'self'", 'https://login.example.test', ...FIGMA, ...AI],
      'img-src': expect.arrayContaining(["'self'", 'data:', 'blob:']),
    });
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expectCommonHeaders(res.headers);
  });

  it('the player page may be framed anywhere (the embed code) and frames the web pages of prototypes', async () => {
    const res = await api.get('/player/');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expectDirectives(res.headers, {
      'script-src': ["'self'"],
      'object-src': ["'none'"],
      'frame-ancestors': ['*'],
      'frame-src': ['http:', 'https:'],
      'connect-src': ["'self'"],
    });
    expect(res.headers.get('x-frame-options')).toBeNull();
    expectCommonHeaders(res.headers);
  });

  it('without an identity provider the workbench connects only to us, Figma and the AI providers', async () => {
    const plain = await startTestApi('sqlite');
    try {
      const csp = directives((await plain.get('/')).headers.get('content-security-policy'));
      expect(csp['connect-src']).toEqual(["'self'", ...FIGMA, ...AI]);
    } finally {
      await plain.close();
    }
  });
});
