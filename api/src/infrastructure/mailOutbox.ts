// Outgoing mail: over SMTP when SMTP_URL is set (smtpMailOutbox), else written as JSON files to
// `<dataDir>/mail/` (for development, tests, or an operator's own delivery).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { newId } from '@protolab/shared';
import type { Config } from '../config';
import { smtpMailOutbox } from './smtpMailOutbox';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface MailOutbox {
  send(mail: Mail): Promise<void>;
}

/** Writes each mail as `<created>-<id>.json` ({ to, subject, text, replyTo?, created }). */
export function fileMailOutbox(dir: string): MailOutbox {
  return {
    async send(mail) {
      await mkdir(dir, { recursive: true });
      const created = Date.now();
      const file = join(dir, `${created}-${newId()}.json`);
      await writeFile(file, JSON.stringify({ ...mail, created }, null, 2), { flag: 'wx' });
    },
  };
}

/** The outbox for a configuration: SMTP when `smtpUrl` is set, otherwise the folder. */
export function createMailOutbox(
  config: Pick<Config, 'dataDir' | 'smtpUrl' | 'mailFrom'>,
  log: (line: string) => void,
): MailOutbox {
  if (config.smtpUrl) return smtpMailOutbox(config.smtpUrl, config.mailFrom, log);
  return fileMailOutbox(join(config.dataDir, 'mail'));
}
