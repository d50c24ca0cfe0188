// Outgoing mail over SMTP, through nodemailer (TLS and authentication from the URL): the mail queue's
// transport when SMTP_URL is set.
import nodemailer from 'nodemailer';
import { MailRefused, type MailTransport } from './mailQueue';

/**
 * One connection per try, each step bounded (`timeoutMs` to connect, for the greeting and for any
 * silence after), so a server that hangs holds a mail no longer than a try (the queue stops a try at
 * its own limit too). A 5xx reply to the mail's sender, recipients or text refuses it for good; any
 * other failure (4xx, no answer, no server, a login refused) is tried again later.
 */
export function smtpTransport(url: string, from: string, timeoutMs: number): MailTransport {
  const transport = nodemailer.createTransport(
    { url, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs },
    { from },
  );
  return {
    local: false,
    async deliver(mail, signal) {
      try {
        await transport.sendMail({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          replyTo: mail.replyTo,
          signal,
        });
      } catch (error) {
        const e = error as { code?: string; responseCode?: number; message?: string };
        const aboutThisMail = e.code === 'EENVELOPE' || e.code === 'EMESSAGE';
        if (aboutThisMail && e.responseCode && e.responseCode >= 500 && e.responseCode < 600) {
          throw new MailRefused(e.message ?? 'refused');
        }
        throw error;
      }
    },
  };
}
