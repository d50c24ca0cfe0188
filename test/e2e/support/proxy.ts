// A pass-through HTTP proxy in front of the API, for tests that take the server away: it can stop
// answering (connections refused, as when the API process is down) and come back on the same port
// (the same origin, so the player keeps its storage), or hold the answers of event uploads.
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface ControlledProxy {
  url: string;
  /** Event uploads (POST …/events.json) seen so far, answered or not. */
  uploads: number;
  /** Stops listening and drops every open connection, in-flight requests included. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** From now on, event uploads reach the API but their answers are held back until `release`. */
  holdUploads(): void;
  /** Resolves when an event upload has been stored by the API and its answer is being held. */
  heldUpload(): Promise<void>;
  releaseUploads(): void;
  close(): Promise<void>;
}

const isUpload = (req: IncomingMessage) => req.method === 'POST' && /\/events\.json$/.test(req.url ?? '');

export async function startProxy(target: string): Promise<ControlledProxy> {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  let holding = false;
  const held: Array<() => void> = [];
  const waiting: Array<() => void> = [];

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    if (isUpload(req)) proxy.uploads++;
    // Only uploads sent while holding are held: an answer to an earlier upload that is still on its
    // way when holding starts is passed on (the test counts that upload as answered).
    const hold = holding && isUpload(req);
    const forward = request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        const reply = () => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        };
        if (hold && holding) {
          held.push(reply);
          waiting.splice(0).forEach((w) => w());
        } else reply();
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  };

  let server!: Server;
  const listen = (port: number) =>
    new Promise<number>((resolve) => {
      server = createServer(handle);
      server.on('connection', (socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
    });
  const port = await listen(0);
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });

  const proxy: ControlledProxy = {
    url: `http://127.0.0.1:${port}`,
    uploads: 0,
    stop,
    start: async () => void (await listen(port)),
    holdUploads: () => void (holding = true),
    heldUpload: () => (held.length > 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve))),
    releaseUploads() {
      holding = false;
      held.splice(0).forEach((reply) => reply());
    },
    close: stop,
  };
  return proxy;
}
