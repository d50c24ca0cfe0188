// Who may list, upload, read and delete app images: every route × every kind of caller.
import { beforeAll, expect, it } from 'vitest';
import { createWorld, type World } from '../support/actors';
import { imageForm, pngFile } from '../support/imageFiles';
import { describeEngines, type TestApi } from '../support/testApi';

type Who = 'guest' | 'owner' | 'other' | 'reader' | 'writer' | 'testerHash' | 'readHash' | 'wrongHash';
type Target = 'app' | 'public' | 'unknown';

/** The token and query a caller brings: team members their login, testers only their hash. */
function caller(w: World, who: Who): { token?: string; query: string } {
  switch (who) {
    case 'guest':
      return { query: '' };
    case 'testerHash':
      return { query: `?h=${w.hashes.test}` };
    case 'readHash':
      return { query: `?h=${w.hashes.read}` };
    case 'wrongHash':
      return { query: `?h=${w.wrongHash}` };
    default:
      return { token: w[who].token, query: '' };
  }
}

const appOf = (w: World, target: Target) =>
  target === 'app' ? w.appId : target === 'public' ? w.publicAppId : 'no-such-app';
/** Who may upload into the target, to set up an image there. */
const uploaderOf = (w: World, target: Target) => (target === 'public' ? w.other : w.owner);

async function uploadAs(api: TestApi, appId: string, token: string | undefined, query = '') {
  return api.request('POST', `/rest/images/${appId}${query}`, {
    raw: imageForm([{ name: 'a.png', bytes: pngFile(3, 2) }]),
    token,
  });
}

describeEngines('images access', (api) => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld(api());
  });

  const count = async (appId: string) => (await api().knex('images').where({ app_id: appId })).length;

  const list: Array<[Target, Who, number]> = [
    ['app', 'guest', 401],
    ['app', 'owner', 200],
    ['app', 'other', 403],
    ['app', 'reader', 200],
    ['app', 'writer', 200],
    ['app', 'testerHash', 401],
    ['app', 'readHash', 401],
    ['app', 'wrongHash', 401],
    ['public', 'guest', 401],
    ['public', 'other', 200],
    ['public', 'owner', 403],
    ['unknown', 'owner', 404],
    ['unknown', 'guest', 404],
  ];
  it.each(list)('GET /rest/images/{%s}.json as %s → %i', async (target, who, status) => {
    const c = caller(w, who);
    const res = await api().get(`/rest/images/${appOf(w, target)}.json${c.query}`, c.token);
    expect(res.status).toBe(status);
    if (status === 200) expect(Array.isArray(res.body)).toBe(true);
    else expect(res.body.error.code).toBeTruthy();
  });

  const upload: Array<[Target, Who, number]> = [
    ['app', 'guest', 401],
    ['app', 'owner', 200],
    ['app', 'other', 403],
    ['app', 'reader', 403],
    ['app', 'writer', 200],
    ['app', 'testerHash', 401],
    ['app', 'readHash', 401],
    ['app', 'wrongHash', 401],
    ['public', 'guest', 401],
    ['public', 'other', 200],
    ['public', 'owner', 403],
    ['public', 'writer', 403],
    ['unknown', 'owner', 404],
  ];
  it.each(upload)('POST /rest/images/{%s} as %s → %i', async (target, who, status) => {
    const appId = appOf(w, target);
    const before = await count(appId);
    const c = caller(w, who);
    const res = await uploadAs(api(), appId, c.token, c.query);
    expect(res.status).toBe(status);
    expect(await count(appId)).toBe(status === 200 ? before + 1 : before);
  });

  const read: Array<[Target, Who, number]> = [
    ['app', 'guest', 401],
    ['app', 'owner', 200],
    ['app', 'other', 403],
    ['app', 'reader', 200],
    ['app', 'writer', 200],
    ['app', 'testerHash', 200],
    ['app', 'readHash', 200],
    ['app', 'wrongHash', 404],
    ['public', 'guest', 200],
    ['public', 'other', 200],
    ['public', 'owner', 200],
    ['public', 'testerHash', 200],
  ];
  it.each(read)('GET /rest/images/{%s}/{file} as %s → %i', async (target, who, status) => {
    const appId = appOf(w, target);
    const [img] = (await uploadAs(api(), appId, uploaderOf(w, target).token)).body.uploads;
    const c = caller(w, who);
    const res = await api().get(`/rest/images/${img.url}${c.query}`, c.token);
    expect(res.status).toBe(status);
    if (status === 200) expect(res.headers.get('content-type')).toBe('image/png');
    else expect(res.body.error.code).toBeTruthy();
  });

  it('GET /rest/images/{unknown}/{file} → 404 for anybody', async () => {
    expect((await api().get('/rest/images/no-such-app/x.png', w.owner.token)).status).toBe(404);
    expect((await api().get('/rest/images/no-such-app/x.png')).status).toBe(404);
  });

  const remove: Array<[Target, Who, number]> = [
    ['app', 'guest', 401],
    ['app', 'owner', 200],
    ['app', 'other', 403],
    ['app', 'reader', 403],
    ['app', 'writer', 200],
    ['app', 'testerHash', 401],
    ['app', 'readHash', 401],
    ['app', 'wrongHash', 401],
    ['public', 'guest', 401],
    ['public', 'other', 200],
    ['public', 'owner', 403],
  ];
  it.each(remove)('DELETE /rest/images/{%s}/{imageId}/{url} as %s → %i', async (target, who, status) => {
    const appId = appOf(w, target);
    const [img] = (await uploadAs(api(), appId, uploaderOf(w, target).token)).body.uploads;
    const c = caller(w, who);
    const res = await api().request('DELETE', `/rest/images/${appId}/${img.id}/${img.url}${c.query}`, {
      token: c.token,
    });
    expect(res.status).toBe(status);
    const row = await api().knex('images').where({ id: img.id }).first();
    if (status === 200) expect(row).toBeUndefined();
    else expect(row).toBeDefined();
  });
});
