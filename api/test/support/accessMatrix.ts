// Access matrices: every route × every kind of caller → expected status, as rows for it.each.
// A row may make its own target first (a fresh record) and check afterwards that the target was
// changed exactly when the call was allowed, so a refused write is seen to change nothing.
import { beforeAll, expect, it } from 'vitest';
import { worldBeforeAll, type World } from './actors';
import { describeEngines, type TestApi } from './testApi';

export interface Call {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  body?: unknown;
  /** A body sent as it is (multipart), instead of `body` as JSON. */
  raw?: RequestInit['body'];
  token?: string;
  headers?: Record<string, string>;
}

/** Route under test: how to call it on an app (with the target `setup` made), and how to see a change. */
export interface RouteSpec {
  route: string;
  call(appId: string, target: string): Omit<Call, 'token'>;
  /** Makes what the call acts on, in app `appId`, and answers its id. */
  setup?(api: TestApi, w: World, appId: string): Promise<string>;
  /** Whether the target was changed (written or deleted). */
  changed?(api: TestApi, target: string): Promise<boolean>;
}

export interface MatrixRow {
  title: string;
  status: number;
  spec: RouteSpec;
  /** Which app the call is on, and with whose token / hash. */
  caller(w: World): { appId: string; token?: string; query?: string; hash?: string };
}

const q = (hash: string) => `?hash=${hash}`;

/** Statuses that differ from a matrix's default, by the caller's name in the matrix. */
export type Overrides = Partial<Record<string, number>>;

const rowMaker =
  (spec: RouteSpec, overrides: Overrides) =>
  (who: string, status: number, caller: MatrixRow['caller']): MatrixRow => ({
    title: `${spec.route} — ${who}`,
    status: overrides[who] ?? status,
    spec,
    caller,
  });

/** Designer routes: app roles decide. `need` is the least role that may call. */
export function designerRows(spec: RouteSpec, need: 'read' | 'write', overrides: Overrides = {}): MatrixRow[] {
  const row = rowMaker(spec, overrides);
  return [
    row('guest', 401, (w) => ({ appId: w.appId })),
    row('owner', 200, (w) => ({ appId: w.appId, token: w.owner.token })),
    row('other user', 403, (w) => ({ appId: w.appId, token: w.other.token })),
    row('team reader', need === 'read' ? 200 : 403, (w) => ({ appId: w.appId, token: w.reader.token })),
    row('team writer', 200, (w) => ({ appId: w.appId, token: w.writer.token })),
    row('tester hash without login', 401, (w) => ({ appId: w.appId, query: q(w.hashes.write) })),
    row('wrong hash without login', 401, (w) => ({ appId: w.appId, query: q(w.wrongHash) })),
    row('owner, app that does not exist', 404, (w) => ({ appId: 'no-such-app', token: w.owner.token })),
    row('public example app, guest', 401, (w) => ({ appId: w.publicAppId })),
    row('public example app, its owner', 200, (w) => ({ appId: w.publicAppId, token: w.other.token })),
    row('public example app, another user', 403, (w) => ({ appId: w.publicAppId, token: w.owner.token })),
  ];
}

/** Tester routes: the invitation hash in the path decides (any permission); a login adds nothing. */
export function hashRows(spec: RouteSpec, overrides: Overrides = {}): MatrixRow[] {
  const row = rowMaker(spec, overrides);
  return [
    row('test hash', 200, (w) => ({ appId: w.appId, hash: w.hashes.test })),
    row('read hash', 200, (w) => ({ appId: w.appId, hash: w.hashes.read })),
    row('write hash', 200, (w) => ({ appId: w.appId, hash: w.hashes.write })),
    row('wrong hash (another app)', 404, (w) => ({ appId: w.appId, hash: w.wrongHash })),
    row('unknown hash', 404, (w) => ({ appId: w.appId, hash: 'nosuchhash0000' })),
    row("owner's login with a wrong hash", 404, (w) => ({ appId: w.appId, hash: w.wrongHash, token: w.owner.token })),
    row("hash used on another app's id", 404, (w) => ({ appId: w.otherAppId, hash: w.hashes.test })),
    row('hash used on the public example app', 404, (w) => ({ appId: w.publicAppId, hash: w.hashes.test })),
  ];
}

/** /examples reads: public apps only, no login needed; everything else is a 404. */
export function exampleRows(spec: RouteSpec): MatrixRow[] {
  const row = rowMaker(spec, {});
  return [
    row('public example, guest', 200, (w) => ({ appId: w.publicAppId })),
    row('public example, other logged-in user', 200, (w) => ({ appId: w.publicAppId, token: w.owner.token })),
    row('private app, guest', 404, (w) => ({ appId: w.appId })),
    row('private app, its owner', 404, (w) => ({ appId: w.appId, token: w.owner.token })),
    row('private app, tester hash', 404, (w) => ({ appId: w.appId, query: q(w.hashes.test) })),
    row('app that does not exist', 404, () => ({ appId: 'no-such-app' })),
  ];
}

/** Runs one row: makes the target, calls, checks the status and that a refused call changed nothing. */
export async function runRow(api: TestApi, w: World, row: MatrixRow): Promise<void> {
  const caller = row.caller(w);
  const setupApp = caller.appId === 'no-such-app' ? w.appId : caller.appId;
  const target = row.spec.setup ? await row.spec.setup(api, w, setupApp) : '';
  const call = row.spec.call(caller.appId, target);
  const path = (caller.hash ? call.path.replace('{hash}', caller.hash) : call.path) + (caller.query ?? '');
  const res = await api.request(call.method, path, {
    body: call.body,
    raw: call.raw,
    token: caller.token,
    headers: call.headers,
  });
  expect(res.status, `${call.method} ${path} → ${JSON.stringify(res.body)}`).toBe(row.status);
  if (res.status !== 200)
    expect(res.body.error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  if (row.spec.changed) expect(await row.spec.changed(api, target)).toBe(row.status === 200);
}

/** One test per row, named `{route} — {caller} → {status}`, on the world `w`. */
export function itEachRow(api: () => TestApi, w: World, rows: MatrixRow[]): void {
  it.each(rows.map((r) => [r.title, r.status, r] as const))('%s → %i', (_t, _s, row) => runRow(api(), w, row));
}

/** A matrix of rows as a suite per engine on one world; `seed` stores what the rows read, before them. */
export function describeRows(title: string, rows: MatrixRow[], seed?: (api: TestApi, w: World) => Promise<void>) {
  describeEngines(title, (api) => {
    const w = worldBeforeAll(api);
    if (seed) beforeAll(() => seed(api(), w));
    itEachRow(api, w, rows);
  });
}
