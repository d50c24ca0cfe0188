// API instances as separate processes (`node --import tsx api/src/server.ts`, as `npm start` runs
// one), each with its own empty DATA_DIR as on separate machines: for the scale-out test and bench.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../../..');

export interface InstanceProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything it printed. */
  output: string[];
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Sends the signal and waits for the exit (SIGKILL after `waitMs`); answers the exit code. */
  stop(signal?: NodeJS.Signals, waitMs?: number): Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** Starts an instance with `env` (DATABASE_URL, JWT_SECRET, PUBLIC_URL…) and waits until it listens. */
export async function startInstanceProcess(env: Record<string, string>): Promise<InstanceProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'protolab-machine-'));
  // node itself (not npx), so that a signal reaches the server
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_EXAMPLES: 'false',
      LOG_REQUESTS: 'false',
      SHUTDOWN_NOTICE_SECONDS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  exited.finally(() => rmSync(dataDir, { recursive: true, force: true }));
  await new Promise<void>((done, fail) => {
    const started = () => output.join('').includes('Protolab is running') && done();
    child.stdout!.on('data', started);
    void exited.then(() => fail(new Error(`the instance did not start:\n${output.join('')}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    child,
    output,
    exited,
    async stop(signal = 'SIGTERM', waitMs = 30_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const kill = setTimeout(() => child.kill('SIGKILL'), waitMs);
      const code = await exited;
      clearTimeout(kill);
      return code;
    },
  };
}
