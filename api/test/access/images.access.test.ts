// Who may list, upload, read and delete app images: every route × every kind of caller (list, upload
// and delete are designer routes, a hash grants nothing; reading a file takes a tester's hash too).
import { expect, it } from 'vitest';
import { worldBeforeAll, type World } from '../support/actors';
import { designerRows, itEachRow, type RouteSpec } from '../support/accessMatrix';
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

const imageCount = async (api: TestApi, appId: string) => (await api.knex('images').where({ app_id: appId })).length;

const list: RouteSpec = {
  route: 'GET /rest/images/{app}.json',
  call: (appId) => ({ method: 'GET', path: `/rest/images/${appId}.json` }),
};

/** The target is the app and how many images it held before the call. */
const upload: RouteSpec = {
  route: 'POST /rest/images/{app}',
  call: (appId) => ({
    method: 'POST',
    path: `/rest/images/${appId}`,
    raw: imageForm([{ name: 'a.png', bytes: pngFile(3, 2) }]),
  }),
  setup: async (api, _w, appId) => `${appId} ${await imageCount(api, appId)}`,
  changed: async (api, target) => {
    const [appId, before] = target.split(' ');
    return (await imageCount(api, appId!)) !== Number(before);
  },
};

/** The target is an image the app's owner uploaded: `{imageId}/{url}`. */
const remove: RouteSpec = {
  route: 'DELETE /rest/images/{app}/{imageId}/{url}',
  call: (appId, target) => ({ method: 'DELETE', path: `/rest/images/${appId}/${target}` }),
  setup: async (api, w, appId) => {
    const [img] = (await uploadAs(api, appId, (appId === w.publicAppId ? w.other : w.owner).token)).body.uploads;
    return `${img.id}/${img.url}`;
  },
  changed: async (api, target) =>
    !(await api
      .knex('images')
      .where({ id: target.split('/')[0] })
      .first()),
};

describeEngines('images access', (api) => {
  const w = worldBeforeAll(api);

  const rows = [...designerRows(list, 'read'), ...designerRows(upload, 'write'), ...designerRows(remove, 'write')];
  itEachRow(api, w, rows);

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
});
