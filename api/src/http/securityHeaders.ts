// Security headers on every answer (pages, scripts, JSON, images, errors). Pages and scripts get
// the page policy (a script's policy is the one its worker runs under: the player's service
// worker, the workbench's analytics worker); everything else may load and run nothing at all.
import type { Middleware } from 'koa';
import type { Config } from '../config';
import { aiConnectSources } from '../aiProviderSettings';
import { figmaConnectSources } from '../figmaSettings';

type Policy = Record<string, string[]>;

const SELF = "'self'";
const NONE = "'none'";
/** What a prototype may name by web address: pictures, sound, framed web pages (IFrameWidget). */
const WEB = ['http:', 'https:'];

/** JSON, images, icons, styles, errors: nothing may load or run in them, nobody may frame them. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";

const text = (policy: Policy) =>
  Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');

/**
 * Our own scripts, styles, workers and connections only; no inline script, no plugins, no <base>,
 * forms only to us. React sets styles through the CSSOM, which no policy governs, so no inline
 * style is needed. The workbench also connects to the identity provider (its token endpoint),
 * frames only the player (the task recorder) and may be framed by nobody. The player frames the
 * web pages and plays the sound a prototype names, and may be framed anywhere: the share dialog
 * hands out an embed code.
 */
function pagePolicy(player: boolean, connect: string[]): string {
  return text({
    'default-src': [SELF],
    'script-src': [SELF],
    'style-src': [SELF],
    'img-src': [SELF, 'data:', 'blob:', ...WEB],
    'media-src': player ? [SELF, 'blob:', ...WEB] : [SELF],
    'frame-src': player ? WEB : [SELF],
    'connect-src': player ? [SELF] : [SELF, ...connect],
    'worker-src': [SELF],
    'manifest-src': [SELF],
    'object-src': [NONE],
    'base-uri': [SELF],
    'form-action': [SELF],
    'frame-ancestors': [player ? '*' : NONE],
  });
}

const isPlayerPath = (path: string) => path === '/player' || path.startsWith('/player/');

export function securityHeaders(config: Pick<Config, 'oidc' | 'figmaApiUrl' | 'aiProviders'>): Middleware {
  // the workbench reaches the identity provider, Figma for the design import (issue 31) and the AI
  // providers for the page generator (issue 36)
  const connect = [
    ...(config.oidc?.url ? [new URL(config.oidc.url).origin] : []),
    ...figmaConnectSources(config.figmaApiUrl),
    ...aiConnectSources(config.aiProviders),
  ];
  const policies = { workbench: pagePolicy(false, connect), player: pagePolicy(true, []) };
  return async (ctx, next) => {
    await next();
    const player = isPlayerPath(ctx.path);
    const page = /^(text\/html|text\/javascript|application\/javascript)\b/.test(ctx.response.type);
    ctx.set('Content-Security-Policy', page ? policies[player ? 'player' : 'workbench'] : RESOURCE_POLICY);
    if (!player) ctx.set('X-Frame-Options', 'DENY'); // for browsers without frame-ancestors
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'no-referrer');
  };
}
