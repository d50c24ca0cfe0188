// One API instance on an open database: its deps made once (tokens, image store, mail outbox,
// identity-provider check, co-editing sockets), the app, and its HTTP(S) server with the sockets
// attached. `npm start` and the tests start an instance the same way; listening is the caller's.
import type { Server } from 'node:http';
import type Koa from 'koa';
import { createApp } from './app';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Deps } from './deps';
import { createAppServer } from './http/appServer';
import { imageStoreFor, moveDiskImages, sharedImageStore } from './infrastructure/imageStores';
import { createMailOutbox } from './infrastructure/mailOutbox';
import { createTokenService, loadJwtSecret } from './infrastructure/tokens';
import { startRealtime, type Realtime } from './realtime/startRealtime';
import { externalTokenVerifier } from './services/externalLogin';

export interface Instance {
  deps: Deps;
  app: Koa;
  server: Server;
  realtime: Realtime;
  /**
   * Drains the instance (SIGTERM): /health answers 503 for the notice time while requests are still
   * served; then the server stops accepting, the co-editing sockets close with 1001 (clients
   * reconnect, to another instance), and requests in flight may finish within the grace time
   * before they are cut. The database stays open for the caller to close.
   */
  stop(options?: { notice?: boolean }): Promise<void>;
}

export async function startInstance(config: Config, db: Database, log: (line: string) => void): Promise<Instance> {
  const { store: images, startMoving } = imageStoreFor(config, db.knex);
  // images kept on this machine's disk before (an upgrade) move into the shared store first, those
  // kept in the database before S3_URL was set in the background
  if (sharedImageStore(config)) await moveDiskImages(config.dataDir, images, log);
  startMoving(log);
  const base = {
    knex: db.knex,
    engine: db.engine,
    config,
    tokens: createTokenService(await loadJwtSecret(db.knex, config.jwtSecret)),
    log,
    images,
    // each instance its own outbox, as each has its queue worker, even on a shared database
    mail: createMailOutbox({ knex: db.knex, config, log }),
    verifyExternalToken: externalTokenVerifier(config),
  };
  const realtime = await startRealtime(base);
  const deps: Deps = { ...base, realtime, lifecycle: { draining: false } };
  const app = createApp(deps);
  // https when the configuration holds a certificate (HTTPS_CERT, HTTPS_KEY)
  const server = createAppServer(config, app.callback());
  realtime.attach(server);
  const stop = async ({ notice = true } = {}) => {
    deps.lifecycle.draining = true;
    if (notice) await new Promise((resolve) => setTimeout(resolve, config.shutdownNoticeMs));
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await realtime.close();
    const cut = setTimeout(() => server.closeAllConnections(), config.shutdownGraceMs);
    await closed;
    clearTimeout(cut);
  };
  return { deps, app, server, realtime, stop };
}
