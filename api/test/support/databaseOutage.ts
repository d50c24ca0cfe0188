// Takes a test API's database out of reach and brings it back, as an operator would see it happen:
// PostgreSQL behind a TCP proxy that is shut (open connections reset, new ones refused); SQLite
// locked by another process holding the write lock.
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import knexFactory from 'knex';
import { startTestApi, type TestApi } from './testApi';

export interface DatabaseOutage {
  /** The API to call: one that reaches the database through what `cut` breaks. */
  api: TestApi;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP proxy to host:port; `shut` resets every open connection and refuses new ones until `open`. */
async function tcpProxy(host: string, port: number) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let listenPort = 0;
  const open = async () => {
    if (server) return;
    server = createServer((client) => {
      const upstream = connect(port, host);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        s.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve) => server!.listen(listenPort, '127.0.0.1', resolve));
    listenPort = (server.address() as AddressInfo).port;
  };
  const shut = async () => {
    const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    for (const s of sockets) s.resetAndDestroy();
    await closed;
    server = undefined;
  };
  await open();
  return { port: () => listenPort, open, shut };
}

export async function databaseOutage(api: TestApi): Promise<DatabaseOutage> {
  if (api.engine === 'pg') {
    const target = new URL(api.config.databaseUrl!);
    const proxy = await tcpProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(target);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port());
    const proxied = await startTestApi('pg', { DATABASE_URL: viaProxy.toString() });
    return {
      api: proxied,
      cut: proxy.shut,
      restore: proxy.open,
      async close() {
        await proxy.open();
        await proxied.close();
        await proxy.shut();
      },
    };
  }
  // Another process on the same file: one connection, holding the write lock between cut and restore.
  const other = knexFactory({
    client: 'better-sqlite3',
    connection: { filename: join(api.config.dataDir, 'protolab.sqlite') },
    useNullAsDefault: true,
    pool: { min: 1, max: 1 },
  });
  let locked = false;
  const restore = async () => {
    if (locked) await other.raw('ROLLBACK');
    locked = false;
  };
  return {
    api,
    async cut() {
      await other.raw('BEGIN EXCLUSIVE');
      locked = true;
    },
    restore,
    async close() {
      await restore();
      await other.destroy();
    },
  };
}
