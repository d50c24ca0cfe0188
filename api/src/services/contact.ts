// The contact form: a mail to the operators.
import type { Deps } from '../deps';
import type { Caller } from './caller';
import { addressKey, takeAttempt } from './rateLimiter';
import { LIMITS } from './rateLimits';

const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

/** Mails the message to CONTACT_EMAIL; a few per address and some in all per hour (rateLimits.ts), then 429. */
export async function sendContactMail(
  deps: Pick<Deps, 'knex' | 'mail' | 'config'>,
  caller: Caller,
  input: { email: string; message: string; name?: string },
  now: number,
): Promise<void> {
  await takeAttempt(
    deps,
    [
      { limit: LIMITS.contactPerAddress, subject: addressKey(caller.address) },
      { limit: LIMITS.contactTotal, subject: 'all' },
    ],
    now,
  );
  const { mail, config } = deps;
  const from = input.name ? `${oneLine(input.name)} <${input.email}>` : input.email;
  await mail.send({
    to: config.contactEmail,
    replyTo: input.email,
    subject: `Contact form: ${oneLine(input.name || input.email).slice(0, 120)}`,
    text: `From: ${from}\n\n${input.message}`,
  });
}
