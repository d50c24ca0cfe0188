// A round-robin load balancer in front of several API instances, as an operator puts nginx or
// Caddy there: no sticky sessions, WebSocket upgrades passed through, each instance's /health
// checked every HEALTH_EVERY_MS and one that answers anything but 200 left out until it does again.
// A request is retried on another instance only when its connection was refused (nothing was sent).
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

const HEALTH_EVERY_MS = 250;

export interface Balancer {
  url: string;
  /** Requests each instance has answered (by index of the targets). */
  served: number[];
  /** Requests each instance holds right now. */
  inFlight: number[];
  close(): Promise<void>;
}

export async function startBalancer(targets: string[]): Promise<Balancer> {
  const upstreams = targets.map((t) => new URL(t));
  const healthy = upstreams.map(() => true);
  const served = upstreams.map(() => 0);
  const inFlight = upstreams.map(() => 0);
  let next = 0;
  /** The next healthy instance after the last one chosen, skipping `tried`. */
  const pick = (tried: Set<number>): number | undefined => {
    for (let n = 0; n < upstreams.length; n++) {
      const i = (next + n) % upstreams.length;
      if (healthy[i] && !tried.has(i)) {
        next = i + 1;
        return i;
      }
    }
    return undefined;
  };

  const checks = setInterval(() => {
    upstreams.forEach((upstream, i) => {
      const probe = request(new URL('/health', upstream), { timeout: 2000 }, (res) => {
        res.resume();
        healthy[i] = res.statusCode === 200;
      });
      probe.on('error', () => (healthy[i] = false));
      probe.on('timeout', () => probe.destroy());
      probe.end();
    });
  }, HEALTH_EVERY_MS);

  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer, tried: Set<number>) => {
    const i = pick(tried);
    if (i === undefined) {
      res.writeHead(502).end();
      return;
    }
    tried.add(i);
    inFlight[i]!++;
    let finished = false;
    const done = () => {
      if (!finished) inFlight[i]!--;
      finished = true;
    };
    const upstream = upstreams[i]!;
    const out = request(
      { hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        served[i]!++;
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on('end', done);
        answer.on('error', done);
      },
    );
    out.on('error', (err: NodeJS.ErrnoException) => {
      done();
      if (err.code === 'ECONNREFUSED' && !res.headersSent) forward(req, res, body, tried);
      else res.destroy();
    });
    out.end(body);
  };

  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => forward(req, res, Buffer.concat(parts), new Set()));
  });
  // WebSocket: the request head goes to the chosen instance as it came, then bytes flow both ways
  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const i = pick(new Set());
    if (i === undefined) return socket.destroy();
    const upstream = upstreams[i]!;
    const out = connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let h = 0; h < req.rawHeaders.length; h += 2) lines.push(`${req.rawHeaders[h]}: ${req.rawHeaders[h + 1]}`);
      out.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) out.write(head);
      out.pipe(socket).pipe(out);
    });
    out.on('error', () => socket.destroy());
    socket.on('error', () => out.destroy());
  });
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    inFlight,
    close: () =>
      new Promise<void>((done) => {
        clearInterval(checks);
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}
