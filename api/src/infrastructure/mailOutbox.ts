// Outgoing mail: queued in the database (mailQueue.ts) and delivered over SMTP when SMTP_URL is set
// (smtpMailOutbox.ts), else written as JSON files to `<dataDir>/mail/` (for development, tests, or
// an operator's own delivery). Both go through the same queue, so both are tried again on failure.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Knex } from 'knex';
import type { Config } from '../config';
import { beforeDatabaseCloses } from '../db/database';
import { startMailQueue, type MailTransport } from './mailQueue';
import { smtpTransport } from './smtpMailOutbox';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface MailOutbox {
  /** Resolves once the mail is kept in the database (and, for the outbox folder, written). */
  send(mail: Mail): Promise<void>;
}

/** Writes each mail as `<created>-<id>.json` ({ to, subject, text, replyTo?, created }), once. */
export function fileTransport(dir: string): MailTransport {
  return {
    local: true,
    async deliver(mail) {
      await mkdir(dir, { recursive: true });
      const { to, subject, text, replyTo, created } = mail;
      const file = join(dir, `${created}-${mail.id}.json`);
      try {
        await writeFile(file, JSON.stringify({ to, subject, text, replyTo, created }, null, 2), { flag: 'wx' });
      } catch (error) {
        // written by an earlier try whose end was not recorded
        if ((error as { code?: string }).code !== 'EEXIST') throw error;
      }
    },
  };
}

/**
 * The outbox of an app: SMTP when `smtpUrl` is set, otherwise the folder. Its worker runs until the
 * database closes (`Database.close`).
 */
export function createMailOutbox(deps: {
  knex: Knex;
  config: Pick<Config, 'dataDir' | 'smtpUrl' | 'mailFrom' | 'smtpTimeoutMs' | 'mailRetryMs' | 'mailGiveUpMs'>;
  log: (line: string) => void;
}): MailOutbox {
  const { config } = deps;
  const transport = config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.mailFrom, config.smtpTimeoutMs)
    : fileTransport(join(config.dataDir, 'mail'));
  const queue = startMailQueue(deps, transport, {
    retryMs: config.mailRetryMs,
    giveUpMs: config.mailGiveUpMs,
    // connecting, the greeting, and the slowest steps of a mail
    attemptMs: 4 * config.smtpTimeoutMs,
  });
  beforeDatabaseCloses(deps.knex, () => queue.stop());
  return queue;
}
