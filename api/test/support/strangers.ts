// Requests as strangers send them: each from an address of its own (X-Forwarded-For; the app under
// test must trust it, TRUST_PROXY=true), with or without the browser's device cookie.
import type { Reply, TestApi } from './testApi';

let seq = 0;
/** A fresh client address for each call, so that no per-address limit gets in the way. */
export const freshIp = () => {
  seq++;
  return `10.${(seq >> 16) & 255}.${(seq >> 8) & 255}.${seq & 255}`;
};

export interface From {
  ip: string;
  /** The Cookie header a browser would send to the login route. */
  cookie?: string;
}

export const postFrom = (api: TestApi, path: string, body: unknown, from: From) =>
  api.request('POST', path, {
    body,
    headers: { 'x-forwarded-for': from.ip, ...(from.cookie ? { cookie: from.cookie } : {}) },
  });

/** The device cookie a login answer sets, as the browser sends it back (name=value). */
export function deviceCookie(res: Reply): string | undefined {
  const set = res.headers.getSetCookie().find((c) => c.startsWith('protolab_device='));
  return set?.split(';')[0];
}

export const statuses = (replies: Reply[]) => replies.map((r) => r.status);
