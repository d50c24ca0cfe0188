/**
 * The links testers arrive by (SPEC §2), all hash routes:
 *   #/test.html?h=HASH            the test: welcome, tasks, recording
 *   #/test/mobile/HASH.html       the same, opened on a phone from the QR code
 *   #/simulate.html?h=HASH[&qr=true], #/r?h=HASH, #/r/HASH   play the prototype at once
 * Options: log=false (play without recording), ln=<locale>, s=true (skip the welcome), and on the
 * designer's preview of a password-protected test pt=<token> (the token the password would give).
 */
export interface PlayerRoute {
  mode: 'test' | 'simulate';
  hash: string | null;
  log: boolean;
  locale: string | null;
  skipWelcome: boolean;
  /** opened from a QR code */
  qr: boolean;
  /** the designer's preview (log=false only) comes with the test's token instead of its password */
  previewToken: string | null;
  /** the workbench's task recorder (rec=true): the whole screen in view, whatever the frame's shape */
  wholeScreen: boolean;
}

export function parseRoute(hash: string): PlayerRoute {
  const raw = hash.replace(/^#/, '');
  const [path, query = ''] = raw.split('?', 2);
  const params = new URLSearchParams(query);
  const mobile = /^\/?test\/mobile\/([^/]+)\.html$/.exec(path);
  const short = /^\/?r\/([^/]+)$/.exec(path);
  const simulate = short !== null || /^\/?(simulate\.html|r)$/.test(path);
  const log = params.get('log') !== 'false';
  return {
    mode: simulate ? 'simulate' : 'test',
    hash: mobile?.[1] ?? short?.[1] ?? params.get('h'),
    log,
    locale: params.get('ln'),
    skipWelcome: simulate || params.get('s') === 'true',
    qr: mobile !== null || params.get('qr') === 'true',
    previewToken: log ? null : params.get('pt'),
    wholeScreen: params.get('rec') === 'true',
  };
}

/** The address hash without the preview token: it is not left in the address bar to be copied. */
export function withoutPreviewToken(hash: string): string {
  const [path, query = ''] = hash.split('?', 2);
  const params = new URLSearchParams(query);
  params.delete('pt');
  return params.size > 0 ? `${path}?${params}` : path;
}

/** The link a phone opens from the QR code: the same test, marked as opened from a QR code. */
export function mobileLink(origin: string, route: PlayerRoute): string {
  const query = new URLSearchParams();
  if (!route.log) query.set('log', 'false');
  if (route.locale) query.set('ln', route.locale);
  const search = query.size > 0 ? `?${query}` : '';
  return `${origin}/player/#/test/mobile/${encodeURIComponent(route.hash ?? '')}.html${search}`;
}
