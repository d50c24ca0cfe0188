// Outgoing mail over SMTP, through nodemailer (pooled connections, TLS, authentication from the URL).
import nodemailer from 'nodemailer';
import type { MailOutbox } from './mailOutbox';

/**
 * Hands each mail to the pool's queue without waiting for the mail server: an answer takes as long
 * whether or not it sends a mail (a reset for an unknown email sends none, so the time would tell),
 * and a slow server holds up no request. A mail that cannot be sent is logged, never with its text.
 */
export function smtpMailOutbox(url: string, from: string, log: (line: string) => void): MailOutbox {
  const transport = nodemailer.createTransport({ url, pool: true, maxConnections: 2 }, { from });
  return {
    async send(mail) {
      transport
        .sendMail({ to: mail.to, subject: mail.subject, text: mail.text, replyTo: mail.replyTo })
        .catch((err: unknown) => log(`mail: could not send "${mail.subject}": ${(err as Error).message}`));
    },
  };
}
