// The login token travels only in the Authorization header; an <img> of the workbench proves the
// login with the image cookie set at login (api/src/http/imageCookie.ts).
import { afterEach, beforeAll, expect, it } from 'vitest';
import { IMAGE_AUDIENCE } from '../src/http/imageCookie';
import { createAppFor, createUser, type Actor } from './support/actors';
import { imageForm, pngFile } from './support/imageFiles';
import { describeEngines, type TestApi } from './support/testApi';
import { uniqueEmail } from './support/users';

interface Login {
  actor: Actor;
  /** `protolab_images=…`, as the browser sends it back. */
  cookie: string;
  setCookie: string;
}

async function login(api: TestApi): Promise<Login> {
  const email = uniqueEmail('img');
  const password = 'secret-pass-1';
  const signed = await api.post('/rest/user', { email, password, tos: true });
  const res = await fetch(`${api.url}/rest/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { token: string };
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('protolab_images='))!;
  expect(setCookie).toBeDefined();
  return {
    actor: { id: signed.body.id, email: email.toLowerCase(), token: body.token },
    cookie: setCookie.split(';')[0]!,
    setCookie,
  };
}

const attributes = (setCookie: string) => setCookie.toLowerCase().split(/;\s*/).slice(1);

describeEngines('image cookie', (api) => {
  let designer: Login;
  let appId: string;
  let imageUrl: string;
  let pictureUrl: string;

  const upload = async (path: string, token: string) =>
    (await api().request('POST', path, { raw: imageForm([{ name: 'a.png', bytes: pngFile(3, 3) }]), token })).body
      .uploads[0].url as string;
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${api().url}${path}`, { headers });

  beforeAll(async () => {
    designer = await login(api());
    appId = await createAppFor(api(), designer.actor);
    imageUrl = `/rest/images/${await upload(`/rest/images/${appId}`, designer.actor.token)}`;
    pictureUrl = `/rest/images/users/${designer.actor.id}/${await upload(`/rest/user/${designer.actor.id}/images`, designer.actor.token)}`;
  });

  afterEach(async () => {
    await api().knex('rate_limits').del(); // every login comes from 127.0.0.1
  });

  it('no longer takes the login token in the address: ?jwt= is a guest', async () => {
    const { id, token } = designer.actor;
    expect((await api().get(`/rest/user/${id}.json`, token)).status).toBe(200);
    const inAddress = await api().get(`/rest/user/${id}.json?jwt=${token}`);
    expect(inAddress.status).toBe(401);
    expect((await get(`${imageUrl}?jwt=${token}`)).status).toBe(401);
  });

  it('comes with the login: HttpOnly, SameSite=Strict, only for /rest/images, ending with the login', async () => {
    const attrs = attributes(designer.setCookie);
    expect(attrs).toEqual(expect.arrayContaining(['path=/rest/images', 'httponly', 'samesite=strict']));
    const expires = Date.parse(attrs.find((a) => a.startsWith('expires='))!.slice('expires='.length));
    const session = await api().knex('login_sessions').where({ user_id: designer.actor.id }).first();
    expect(Math.abs(expires - Number(session.expires))).toBeLessThan(1000);
    expect(designer.cookie).not.toContain(designer.actor.token);
  });

  it('a failed login sets no image cookie', async () => {
    const res = await api().post('/rest/login', { email: designer.actor.email, password: 'wrong-pass-1' });
    expect(res.body.errors).toBeDefined();
    expect(res.headers.getSetCookie().filter((c) => c.startsWith('protolab_images='))).toEqual([]);
  });

  it("opens the user's app images and profile pictures, which stay closed without it", async () => {
    for (const path of [imageUrl, pictureUrl]) {
      const res = await get(path, { cookie: designer.cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect((await get(path)).status).toBe(401);
    }
  });

  it('opens only what its user may see: not the image of an app of somebody else', async () => {
    const stranger = await login(api());
    expect((await get(imageUrl, { cookie: stranger.cookie })).status).toBe(403);
    expect((await get(pictureUrl, { cookie: stranger.cookie })).status).toBe(403);
    const strangersApp = await createAppFor(api(), stranger.actor);
    const theirs = `/rest/images/${await upload(`/rest/images/${strangersApp}`, stranger.actor.token)}`;
    expect((await get(theirs, { cookie: stranger.cookie })).status).toBe(200);
    expect((await get(theirs, { cookie: designer.cookie })).status).toBe(403);
  });

  it('is no login token: JSON routes, uploads and deletes ignore it, and it fails as a bearer token', async () => {
    const value = designer.cookie.split('=')[1]!;
    const { id } = designer.actor;
    expect((await get(`/rest/user/${id}.json`, { cookie: designer.cookie })).status).toBe(401);
    expect((await get(`/rest/images/${appId}.json`, { cookie: designer.cookie })).status).toBe(401);
    expect((await api().get(`/rest/images/${appId}.json`, value)).status).toBe(401);
    expect((await get(imageUrl, { authorization: `Bearer ${value}` })).status).toBe(401);
    const upload = await fetch(`${api().url}/rest/images/${appId}`, {
      method: 'POST',
      headers: { cookie: designer.cookie },
      body: imageForm([{ name: 'b.png', bytes: pngFile(2, 2) }]),
    });
    expect(upload.status).toBe(401);
  });

  it('an expired image cookie opens nothing', async () => {
    const session = await api().knex('login_sessions').where({ user_id: designer.actor.id }).first();
    const claims = { sub: designer.actor.id, sid: session.id, role: 'user' };
    const expired = await api().tokens.sign(claims, Date.now() - 60_000, IMAGE_AUDIENCE);
    const res = await get(imageUrl, { cookie: `protolab_images=${expired}` });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('token_expired');
  });

  it('logout clears it, and the cookie of an ended login opens nothing', async () => {
    const leaving = await login(api());
    const app = await createAppFor(api(), leaving.actor);
    const path = `/rest/images/${await upload(`/rest/images/${app}`, leaving.actor.token)}`;
    expect((await get(path, { cookie: leaving.cookie })).status).toBe(200);
    const out = await api().del('/rest/login', leaving.actor.token);
    expect(out.status).toBe(200);
    const cleared = out.headers.getSetCookie().find((c) => c.startsWith('protolab_images='))!;
    expect(cleared.split(';')[0]).toBe('protolab_images=');
    expect(attributes(cleared)).toEqual(expect.arrayContaining(['path=/rest/images', 'httponly']));
    expect(
      Date.parse(
        attributes(cleared)
          .find((a) => a.startsWith('expires='))!
          .slice(8),
      ),
    ).toBeLessThan(Date.now());
    expect((await get(path, { cookie: leaving.cookie })).status).toBe(401);
  });

  it('testers still see images through their invitation hash, with no login', async () => {
    const owner = await createUser(api(), 'owner');
    const app = await createAppFor(api(), owner);
    const path = `/rest/images/${await upload(`/rest/images/${app}`, owner.token)}`;
    const hash = 'h' + Math.random().toString(36).slice(2, 14);
    await api().knex('invitations').insert({ hash, app_id: app, permission: 'test', created: Date.now() });
    expect((await get(`${path}?h=${hash}`)).status).toBe(200);
  });
});
