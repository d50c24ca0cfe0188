// The contact form: a mail to the operators.
import type { Knex } from 'knex';
import type { MailOutbox } from '../infrastructure/mailOutbox';
import { addressKey, takeAttempt } from './rateLimiter';
import { LIMITS } from './rateLimits';

const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

/** Mails the message; a few per address and some in all per hour (rateLimits.ts), then 429. */
export async function sendContactMail(
  deps: { knex: Knex; mail: MailOutbox },
  operators: string,
  input: { email: string; message: string; name?: string },
  ip: string,
  now: number,
): Promise<void> {
  await takeAttempt(
    deps,
    [
      { limit: LIMITS.contactPerAddress, subject: addressKey(ip) },
      { limit: LIMITS.contactTotal, subject: 'all' },
    ],
    now,
  );
  const { mail } = deps;
  const from = input.name ? `${oneLine(input.name)} <${input.email}>` : input.email;
  await mail.send({
    to: operators,
    replyTo: input.email,
    subject: `Contact form: ${oneLine(input.name || input.email).slice(0, 120)}`,
    text: `From: ${from}\n\n${input.message}`,
  });
}
