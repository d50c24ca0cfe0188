// The co-editing socket on the API's own HTTP server (REALTIME_PATH, by the server's 'upgrade'
// event): one room per prototype, its designers' presence, and every stored revision pushed to
// them, across all API instances on one PostgreSQL database.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { MAX_REALTIME_MESSAGE_BYTES, REALTIME_PATH } from '@protolab/shared';
import { WebSocketServer } from 'ws';
import type { Deps } from '../deps';
import { inProcessBus, pgBus } from './bus';
import { handleSocket } from './connection';
import { Hub } from './hub';
import type { RealtimePublisher } from './publisher';

export interface Realtime extends RealtimePublisher {
  /** Serves the socket on this server's REALTIME_PATH. */
  attach(server: Server): void;
  /** Closes every socket (1001) and the notification connection. */
  close(): Promise<void>;
}

export type RealtimeDeps = Pick<Deps, 'knex' | 'engine' | 'config' | 'tokens' | 'log'>;

/**
 * ws ends a frame past this with its own 1009 before we see it; frames between the protocol's limit
 * and this one are read and closed with 4413 and a reason.
 */
const HARD_LIMIT_BYTES = 16 * MAX_REALTIME_MESSAGE_BYTES;

/** How long a closing server waits for its clients to answer the close before it cuts them. */
const CLOSE_WAIT_MS = 1000;

export async function startRealtime(deps: RealtimeDeps): Promise<Realtime> {
  const hub = new Hub(deps.knex, deps.log);
  const bus = deps.engine === 'pg' ? await pgBus(deps.config, deps.log, (event) => hub.receive(event)) : inProcessBus;
  hub.bus = bus;
  const wss = new WebSocketServer({ noServer: true, maxPayload: HARD_LIMIT_BYTES, perMessageDeflate: false });
  wss.on('connection', (ws) => handleSocket(ws, hub, deps));
  const servers: Array<{ server: Server; onUpgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => void }> =
    [];
  let closing = false;

  return {
    publish: (appId, message) => hub.publish(appId, message),
    teamChanged: (appId) => hub.teamChanged(appId),
    attach(server) {
      const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
        const path = new URL(req.url ?? '/', 'http://host').pathname;
        if (path !== REALTIME_PATH || closing) {
          socket.end(`HTTP/1.1 ${closing ? '503 Service Unavailable' : '404 Not Found'}\r\nConnection: close\r\n\r\n`);
          return;
        }
        wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
      };
      server.on('upgrade', onUpgrade);
      servers.push({ server, onUpgrade });
    },
    async close() {
      closing = true;
      for (const { server, onUpgrade } of servers) server.off('upgrade', onUpgrade);
      hub.silence();
      for (const ws of wss.clients) ws.close(1001, 'The server is shutting down');
      const deadline = Date.now() + CLOSE_WAIT_MS;
      while (wss.clients.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      for (const ws of wss.clients) ws.terminate();
      await hub.close();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await bus.close();
    },
  };
}
