// Real mail: with SMTP_URL set, mails go to a mail server over SMTP (here a local one speaking the
// protocol), not to the outbox folder.
import { afterAll, expect, it } from 'vitest';
import { startFakeSmtp } from './support/fakeSmtp';
import { describeEngines, startTestApi } from './support/testApi';
import { mails, signUpAndLogin } from './support/users';

const smtp = await startFakeSmtp();
afterAll(() => smtp.close());

describeEngines(
  'hardening: mail over SMTP',
  (api) => {
    it("sends the password-reset mail to the account's address, with a link whose key sets the password", async () => {
      const u = await signUpAndLogin(api());
      const res = await api().post('/rest/user/password/request', { email: u.email.toUpperCase() });
      expect(res.status).toBe(200);
      const mail = await smtp.waitFor((m) => m.envelopeTo.includes(u.email));
      expect(mail.envelopeTo).toEqual([u.email]);
      expect(mail.envelopeFrom).toBe('mailer@example.test');
      expect(mail.headers.to).toBe(u.email);
      expect(mail.headers.from).toBe('Protolab Test <mailer@example.test>');
      expect(mail.headers.subject).toMatch(/password/i);
      const key = /[?&]key=([\w-]+)/.exec(mail.text)?.[1];
      expect(key).toBeDefined();
      expect(mail.text).toContain(
        `Set a new password here: ${api().config.publicUrl}/#/reset-password.html?email=${encodeURIComponent(u.email)}&key=${key}`,
      );

      const set = await api().post('/rest/user/password/set', { email: u.email, password: 'via-smtp-1', key });
      expect(set.status).toBe(200);
      expect((await api().post('/rest/login', { email: u.email, password: 'via-smtp-1' })).body.token).toBeDefined();
      expect(mails(api())).toEqual([]); // nothing in the outbox folder
    });

    it('sends a contact-form mail to the operators, answering to the sender', async () => {
      const res = await api().post('/rest/contact', {
        name: 'Kim',
        email: 'kim@example.test',
        message: 'Hello over SMTP',
      });
      expect(res.status).toBe(200);
      const mail = await smtp.waitFor((m) => m.text.includes('Hello over SMTP'));
      expect(mail.envelopeTo).toEqual(['ops@example.test']);
      expect(mail.headers['reply-to']).toBe('kim@example.test');
      expect(mail.headers.subject).toBe('Contact form: Kim');
    });

    it('logs a mail the server cannot take, and the request still answers', async () => {
      const unreachable = await startTestApi(api().engine, { SMTP_URL: 'smtp://127.0.0.1:9' });
      try {
        const res = await unreachable.post('/rest/contact', { email: 'kim@example.test', message: 'Nobody listens' });
        expect(res.status).toBe(200);
        const end = Date.now() + 10_000;
        while (!unreachable.logs.some((l) => l.startsWith('mail: could not send')) && Date.now() < end) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        const line = unreachable.logs.find((l) => l.startsWith('mail: could not send'));
        expect(line).toBeDefined();
        expect(line).not.toContain('Nobody listens');
      } finally {
        await unreachable.close();
      }
    });
  },
  { SMTP_URL: smtp.url, MAIL_FROM: 'Protolab Test <mailer@example.test>', CONTACT_EMAIL: 'ops@example.test' },
);
