// Outgoing mail. Today every mail is written as a JSON file to `<dataDir>/mail/`; an SMTP sender
// plugs in behind the same interface (see createMailOutbox).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { newId } from '@protolab/shared';
import type { Config } from '../config';

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

/**
 * The outbox for a configuration. There is no SMTP client yet: with SMTP_URL set, mails still go to
 * the folder (and the log says so). An SMTP implementation of MailOutbox plugs in here.
 */
export function createMailOutbox(config: Pick<Config, 'dataDir' | 'smtpUrl'>, log: (line: string) => void): MailOutbox {
  const dir = join(config.dataDir, 'mail');
  if (config.smtpUrl) log(`mail: SMTP is not supported yet, mails are written to ${dir}`);
  return fileMailOutbox(dir);
}
