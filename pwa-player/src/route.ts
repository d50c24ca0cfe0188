/**
 * The links testers arrive by (SPEC §2), all hash routes:
 *   #/test.html?h=HASH            the test: welcome, tasks, recording
 *   #/test/mobile/HASH.html       the same, opened on a phone from the QR code
 *   #/simulate.html?h=HASH[&qr=true], #/r?h=HASH, #/r/HASH   play the prototype at once
 * Options: log=false (play without recording), ln=<locale>, s=true (skip the welcome).
 */
export interface PlayerRoute {
  mode: 'test' | 'simulate';
  hash: string | null;
  log: boolean;
  locale: string | null;
  skipWelcome: boolean;
  /** opened from a QR code */
  qr: boolean;
}

export function parseRoute(hash: string): PlayerRoute {
  const raw = hash.replace(/^#/, '');
  const [path, query = ''] = raw.split('?', 2);
  const params = new URLSearchParams(query);
  const mobile = /^\/?test\/mobile\/([^/]+)\.html$/.exec(path);
  const short = /^\/?r\/([^/]+)$/.exec(path);
  const simulate = short !== null || /^\/?(simulate\.html|r)$/.test(path);
  return {
    mode: simulate ? 'simulate' : 'test',
    hash: mobile?.[1] ?? short?.[1] ?? params.get('h'),
    log: params.get('log') !== 'false',
    locale: params.get('ln'),
    skipWelcome: simulate || params.get('s') === 'true',
    qr: mobile !== null || params.get('qr') === 'true',
  };
}

/** The link a phone opens from the QR code: the same test, marked as opened from a QR code. */
export function mobileLink(origin: string, route: PlayerRoute): string {
  const query = new URLSearchParams();
  if (!route.log) query.set('log', 'false');
  if (route.locale) query.set('ln', route.locale);
  const search = query.size > 0 ? `?${query}` : '';
  return `${origin}/player/#/test/mobile/${encodeURIComponent(route.hash ?? '')}.html${search}`;
}
