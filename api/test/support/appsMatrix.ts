// The cast of the designer-side access matrix of the apps, commands, team, invitations and test
// settings routes: every call is made as each of these callers.
import { expect, it } from 'vitest';
import type { Reply, TestApi } from './testApi';
import { createWorld, type World } from './actors';

/** guest: no login; tester: a valid invitation token (not a login) sent as the bearer token. */
export const CALLERS = ['guest', 'owner', 'other', 'reader', 'writer', 'tester'] as const;
export type Caller = (typeof CALLERS)[number];

export interface Call {
  method: string;
  path: string;
  body?: unknown;
}

export async function invitationToken(api: TestApi, hash: string): Promise<string> {
  return api.tokens.sign({ sub: `invitation:${hash}`, sid: hash, role: 'tester' }, Date.now() + 3600_000);
}

export async function callAs(api: TestApi, w: World, caller: Caller, call: Call): Promise<Reply> {
  const token =
    caller === 'guest' ? undefined : caller === 'tester' ? await invitationToken(api, w.hashes.test) : w[caller].token;
  return api.request(call.method, call.path, { body: call.body, token });
}

/** Expected status per caller, written as one row of the matrix. */
export type Expect = Record<Caller, number>;

export const row = (
  guest: number,
  owner: number,
  other: number,
  reader: number,
  writer: number,
  tester: number,
): Expect => ({
  guest,
  owner,
  other,
  reader,
  writer,
  tester,
});

/** The matrix as it.each rows: [route title, caller, expected status, route]. */
export function matrixCases<R extends { title: string; expect: Expect }>(
  routes: R[],
): Array<[string, Caller, number, R]> {
  return routes.flatMap((route) =>
    CALLERS.map((caller) => [route.title, caller, route.expect[caller], route] as [string, Caller, number, R]),
  );
}

/** A route of the matrix: its call on a world; a destructive one gets a world of its own per caller. */
export interface MatrixRoute {
  title: string;
  expect: Expect;
  call: (w: World, api: TestApi) => Call | Promise<Call>;
  fresh?: boolean;
}

/**
 * One case of the matrix: the route called as the caller answers the status; a refused call answers
 * an error and leaves what `stored` reads (what the route could write) as it was. Answers the reply,
 * the call, the world it was made on and what `stored` read before the call, for the route's own checks.
 */
export async function runCase(
  api: TestApi,
  shared: World,
  caller: Caller,
  status: number,
  route: MatrixRoute,
  stored: (api: TestApi, w: World) => Promise<unknown>,
): Promise<{ res: Reply; call: Call; w: World; before: unknown }> {
  const w = route.fresh ? await createWorld(api) : shared;
  const call = await route.call(w, api);
  const before = await stored(api, w);
  const res = await callAs(api, w, caller, call);
  expect(res.status).toBe(status);
  if (status !== 200) {
    expect(res.body.error.code).toEqual(expect.any(String));
    expect(await stored(api, w)).toEqual(before);
  }
  return { res, call, w, before };
}

/** One test per route and caller, named `{route} as {caller} → {status}`. */
export function itEachCase<R extends MatrixRoute>(
  routes: R[],
  check: (caller: Caller, status: number, route: R) => Promise<void>,
): void {
  it.each(matrixCases(routes))('%s as %s → %i', (_title, caller, status, route) => check(caller, status, route));
}
