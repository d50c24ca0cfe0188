import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AiRelayProvider } from '@protolab/shared';
import { parseAiProviders } from './aiProviderSettings';
import { parseImageBucket, type ImageBucket } from './imageBucketSettings';
import { figmaApiUrl } from './figmaSettings';

export type Engine = 'sqlite' | 'pg';

export interface Config {
  port: number;
  dataDir: string;
  engine: Engine;
  databaseUrl?: string;
  /** Fixed secret from the environment; when unset one is generated once and kept in the database. */
  jwtSecret?: string;
  /** Where the built front ends live; missing folders are served as placeholders. */
  workbenchDist: string;
  playerDist: string;
  /** Mails go out over SMTP (smtp:// or smtps://user:pass@host:port); unset → files in `<dataDir>/mail/`. */
  smtpUrl?: string;
  /** The sender of every mail. */
  mailFrom: string;
  /** How long the mail server may take to connect, to greet, or to answer any step (SMTP_TIMEOUT_SECONDS, 30). */
  smtpTimeoutMs: number;
  /** The wait before a mail's second try; it doubles after each try, up to 60 times (MAIL_RETRY_SECONDS, 60). */
  mailRetryMs: number;
  /** How long after it was written a mail that could not be sent is given up (MAIL_GIVE_UP_HOURS, 48). */
  mailGiveUpMs: number;
  /** Identity-provider login (POST /rest/user/external): the provider's JWKS address and token issuer. */
  oidcJwksUrl?: string;
  oidcIssuer?: string;
  /**
   * The client id tokens must be issued to (OIDC_CLIENT_ID): checked against `azp`, else `aud`. Without
   * it the identity-provider login stays off, since any token of the provider would pass.
   */
  oidcClientId?: string;
  /** Identity provider the front ends log in with (SPEC §3 configuration); unset → own login. */
  oidc?: { url: string; realm: string; clientId: string };
  /** Where contact-form mails go. */
  contactEmail: string;
  /** The address users reach the product at, for links in mails (PUBLIC_URL, else localhost). */
  publicUrl: string;
  /** Whether PUBLIC_URL set it; if not, share links use the machine's LAN address (http/lanAddress.ts). */
  publicUrlSet: boolean;
  seedExamples: boolean;
  logRequests: boolean;
  /**
   * Seconds after a study's last upload that the API computes its figures, so they are ready when the
   * designer opens them (FIGURES_REFRESH_SECONDS, default 30; 0: only when asked for).
   */
  figuresRefreshSeconds: number;
  /**
   * On SIGTERM: how long /health answers 503 while the instance still serves, so that a load
   * balancer takes it out first (SHUTDOWN_NOTICE_SECONDS, default 5), and how long it then waits for
   * requests in flight before it cuts them (SHUTDOWN_GRACE_SECONDS, default 20).
   */
  shutdownNoticeMs: number;
  shutdownGraceMs: number;
  /**
   * How long a request waits for figures being computed before it is answered with the last ones
   * kept, marked stale (FIGURES_WAIT_MS, default 800): the page shows them and asks again.
   */
  figuresWaitMs: number;
  /**
   * The certificate and key `npm start` serves https with (HTTPS_CERT, HTTPS_KEY: PEM file paths);
   * unset → plain http. Browsers allow the player's offline mode (a service worker) only on https
   * or localhost.
   */
  tls?: { cert: Buffer; key: Buffer };
  /** Providers the AI relay may call, by name (AI_PROVIDERS; aiProviderSettings.ts); none when unset. */
  aiProviders: AiRelayProvider[];
  /** How long one relayed generation may take, answer included (AI_TIMEOUT_SECONDS, default 120). */
  aiTimeoutMs: number;
  /**
   * The fetch of a description file for an import (POST /rest/import/url): whether private, loopback
   * and link-local addresses may be loaded (IMPORT_ALLOW_PRIVATE_URLS=true; off, against request
   * forgery), its largest file (IMPORT_URL_MAX_KB, 5120) and time limit (IMPORT_URL_TIMEOUT_SECONDS, 15).
   */
  importAllowPrivateUrls: boolean;
  importUrlMaxBytes: number;
  importUrlTimeoutMs: number;
  /** The Figma REST API the workbench's import calls from the browser (FIGMA_API_URL, default the public one). */
  figmaApiUrl: string;
  /**
   * Images and profile pictures in an S3-compatible object store (S3_URL); unset → in the database
   * with PostgreSQL, under DATA_DIR with SQLite.
   */
  imageBucket?: ImageBucket;
}

/** A setting the server cannot start with; its message names the variable. */
export class ConfigError extends Error {}

const repoRoot = resolve(import.meta.dirname, '../..');

/** A setting that must be a positive number (fractions allowed, for tests), else its default. */
const positive = (value: string | undefined, fallback: number) => (Number(value) > 0 ? Number(value) : fallback);

/** Both files of HTTPS_CERT and HTTPS_KEY, or neither; a missing or unreadable one is a ConfigError. */
function loadTls(env: NodeJS.ProcessEnv): Config['tls'] {
  const { HTTPS_CERT: cert, HTTPS_KEY: key } = env;
  if (!cert && !key) return undefined;
  if (!cert || !key)
    throw new ConfigError(
      `${cert ? 'HTTPS_KEY' : 'HTTPS_CERT'} must be set too: https needs a certificate and its key`,
    );
  const read = (name: string, path: string) => {
    try {
      return readFileSync(path);
    } catch (error) {
      throw new ConfigError(`${name}: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
    }
  };
  return { cert: read('HTTPS_CERT', cert), key: read('HTTPS_KEY', key) };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  const engine: Engine = databaseUrl && /^postgres(ql)?:/.test(databaseUrl) ? 'pg' : 'sqlite';
  const tls = loadTls(env);
  return {
    port: Number(env.PORT ?? 3000),
    dataDir: resolve(env.DATA_DIR ?? './data'),
    engine,
    databaseUrl: engine === 'pg' ? databaseUrl : undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    workbenchDist: resolve(repoRoot, 'workbench/dist'),
    playerDist: resolve(repoRoot, 'pwa-player/dist'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Protolab <no-reply@protolab.local>',
    smtpTimeoutMs: positive(env.SMTP_TIMEOUT_SECONDS, 30) * 1000,
    mailRetryMs: positive(env.MAIL_RETRY_SECONDS, 60) * 1000,
    mailGiveUpMs: positive(env.MAIL_GIVE_UP_HOURS, 48) * 3600 * 1000,
    oidcJwksUrl: env.OIDC_JWKS_URL || undefined,
    oidcIssuer: env.OIDC_ISSUER || undefined,
    oidcClientId: env.OIDC_CLIENT_ID || undefined,
    oidc: env.OIDC_URL
      ? { url: env.OIDC_URL, realm: env.OIDC_REALM ?? '', clientId: env.OIDC_CLIENT_ID ?? '' }
      : undefined,
    contactEmail: env.CONTACT_EMAIL || 'team@protolab.local',
    publicUrl: (env.PUBLIC_URL || `${tls ? 'https' : 'http'}://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, ''),
    publicUrlSet: Boolean(env.PUBLIC_URL),
    seedExamples: env.SEED_EXAMPLES !== 'false',
    logRequests: env.LOG_REQUESTS !== 'false',
    figuresRefreshSeconds: Math.max(0, Number(env.FIGURES_REFRESH_SECONDS ?? 30) || 0),
    figuresWaitMs: Math.max(0, Number(env.FIGURES_WAIT_MS ?? 800) || 0),
    shutdownNoticeMs: Math.max(0, Number(env.SHUTDOWN_NOTICE_SECONDS ?? 5) || 0) * 1000,
    shutdownGraceMs: Math.max(0, Number(env.SHUTDOWN_GRACE_SECONDS ?? 20) || 0) * 1000,
    tls,
    aiProviders: parseAiProviders(env.AI_PROVIDERS),
    aiTimeoutMs: positive(env.AI_TIMEOUT_SECONDS, 120) * 1000,
    importAllowPrivateUrls: env.IMPORT_ALLOW_PRIVATE_URLS === 'true',
    importUrlMaxBytes: positive(env.IMPORT_URL_MAX_KB, 5120) * 1024,
    importUrlTimeoutMs: positive(env.IMPORT_URL_TIMEOUT_SECONDS, 15) * 1000,
    figmaApiUrl: figmaApiUrl(env.FIGMA_API_URL),
    imageBucket: parseImageBucket(env.S3_URL, env),
  };
}
