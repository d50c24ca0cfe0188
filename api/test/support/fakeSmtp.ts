// A local mail server for tests (smtp-server, the protocol side of nodemailer's project): over plain
// SMTP it takes every mail and keeps its envelope, headers and decoded text, or, as told, refuses
// each for good (550), defers it (451) or hangs (reads the mail and never answers). It can be
// stopped and started again on the same port, as a server that goes down and comes back.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { until } from './until';

export type SmtpMode = 'accept' | 'refuse' | 'defer' | 'hang';

export interface ReceivedMail {
  /** The envelope: MAIL FROM and RCPT TO, as the server was told. */
  envelopeFrom: string;
  envelopeTo: string[];
  /** Header names in lower case, folded lines joined. */
  headers: Record<string, string>;
  /** The body with its transfer encoding undone. */
  text: string;
}

export interface FakeSmtp {
  url: string;
  mails: ReceivedMail[];
  /** Recipients offered (RCPT TO), one entry per try, whatever the mode made of it. */
  tries: string[];
  /** How the server treats the next mails. */
  setMode(mode: SmtpMode): void;
  /** Closes the port (the server is down) until `start`. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** The first mail `match` accepts, waiting for it up to `ms`. */
  waitFor(match: (mail: ReceivedMail) => boolean, ms?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}

function parse(raw: string): Pick<ReceivedMail, 'headers' | 'text'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { headers, text: text.replace(/\r\n/g, '\n') };
}

const smtpError = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const mails: ReceivedMail[] = [];
  const tries: string[] = [];
  let mode: SmtpMode = 'accept';
  let server: SMTPServer | undefined;
  let port = 0;

  const makeServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 200,
      onRcptTo(address, _session, callback) {
        tries.push(address.address);
        if (mode === 'refuse') return callback(smtpError(550, 'No such user here'));
        if (mode === 'defer') return callback(smtpError(451, 'Try again later'));
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        const hang = mode === 'hang';
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (hang) return; // never answers: the client must give up by itself
          const envelope = session.envelope;
          mails.push({
            envelopeFrom: envelope.mailFrom ? envelope.mailFrom.address : '',
            envelopeTo: envelope.rcptTo.map((r) => r.address),
            ...parse(Buffer.concat(chunks).toString('utf8')),
          });
          callback();
        });
      },
    });

  async function start() {
    if (server) return;
    const started = makeServer();
    await new Promise<void>((resolve) => started.listen(port, '127.0.0.1', resolve));
    port = (started.server.address() as AddressInfo).port;
    server = started;
  }
  async function stop() {
    const running = server;
    server = undefined;
    if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
  }

  await start();
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    tries,
    setMode: (next) => void (mode = next),
    stop,
    start,
    waitFor: (match, ms = 10_000) => until(() => mails.find(match), ms),
    close: stop,
  };
}
