// Real mail: with SMTP_URL set, mails go to a mail server over SMTP (here a local one speaking the
// protocol), not to the outbox folder; a mail waits in the database until the server takes it, across
// refusals for now, hanging servers and restarts, and one is given up only when refused for good.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { enqueueMail } from '../src/repos/mailQueueRepo';
import { startFakeSmtp } from './support/fakeSmtp';
import { until } from './support/until';
import { describeEngines, startTestApi, type StartOptions, type TestApi } from './support/testApi';
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

    describe('mail is never lost', () => {
      /** Short waits: a second try 50 ms after the first, a server silent for 300 ms has hung. */
      const quick = {
        MAIL_FROM: 'Protolab Test <mailer@example.test>',
        CONTACT_EMAIL: 'ops@example.test',
        MAIL_RETRY_SECONDS: '0.05',
        SMTP_TIMEOUT_SECONDS: '0.3',
      };
      const started: TestApi[] = [];
      const start = async (env: Record<string, string>, options?: StartOptions) => {
        const started1 = await startTestApi(api().engine, { ...quick, ...env }, options);
        started.push(started1);
        return started1;
      };
      afterEach(async () => {
        // the instances sharing a database first, its owner last
        for (const one of started.reverse()) await one.close();
        started.length = 0;
        smtp.setMode('accept');
        await smtp.start();
      });
      const health = async (on: TestApi) => {
        const res = await on.get('/rest/health');
        expect(res.status).toBe(200);
        expect(res.body.status).toBe('ok');
        return res.body.mail as { waiting: number; failed: number };
      };
      const triesOf = (from: number) => smtp.tries.slice(from).filter((to) => to === 'ops@example.test').length;
      /** A mail's text, told apart from the other engine's run (the mail server is the same). */
      const text = (what: string) => `${what} ${api().engine}`;
      const queued = (on: TestApi) => on.knex('mail_queue').where('status', 'waiting');

      it('a mail the server refuses (550) is given up at once, logged, and counted as failed on /rest/health', async () => {
        const on = await start({ SMTP_URL: smtp.url });
        smtp.setMode('refuse');
        const from = smtp.tries.length;
        const res = await on.post('/rest/contact', {
          name: 'Kim',
          email: 'kim@example.test',
          message: text('Refused text'),
        });
        expect(res.status).toBe(200);
        const line = await until(() => on.logs.find((l) => l.startsWith('mail: gave up')));
        expect(line).toContain('"Contact form: Kim"');
        expect(line).toContain('550');
        expect(line).not.toContain(text('Refused text'));
        expect(await health(on)).toEqual({ waiting: 0, failed: 1 });
        // given up: never tried again
        expect(triesOf(from)).toBe(1);
        expect(await on.knex('mail_queue').where('status', 'failed').first()).toMatchObject({ body: '', attempts: 1 });
      });

      it('the log line of a given-up mail escapes what the request put in it (name, subject)', async () => {
        const on = await start({ SMTP_URL: smtp.url });
        smtp.setMode('refuse');
        // ESC and the other C0 controls but tab and line breaks are refused with the body (400); the
        // 8-bit CSI (U+009B) starts an ANSI escape as well
        const raw = ['\u2028', '\u2029', '\u0085', '\n', '\r', '\u009b31m'];
        const name = `Mallory${raw.join('x')}forged`;
        const res = await on.post('/rest/contact', { name, email: 'mallory@example.test', message: text('Escaped') });
        expect(res.status).toBe(200);
        const line = await until(() => on.logs.find((l) => l.startsWith('mail:')));
        expect(line).toContain('Mallory\\u2028x\\u2029x\\u0085x');
        expect(line).toContain('\\u009b31m');
        for (const logged of on.logs) for (const ch of raw) expect(logged).not.toContain(ch);
      });

      it('a deferred mail (451) is tried again and delivered once the server takes mail', async () => {
        const on = await start({ SMTP_URL: smtp.url });
        smtp.setMode('defer');
        const from = smtp.tries.length;
        const res = await on.post('/rest/contact', { email: 'kim@example.test', message: text('Deferred text') });
        expect(res.status).toBe(200);
        await until(() => triesOf(from) >= 3);
        expect(await health(on)).toEqual({ waiting: 1, failed: 0 });
        smtp.setMode('accept');
        await smtp.waitFor((m) => m.text.includes(text('Deferred text')));
        await until(async () => (await queued(on)).length === 0);
        expect(await health(on)).toEqual({ waiting: 0, failed: 0 });
        expect(smtp.mails.filter((m) => m.text.includes(text('Deferred text')))).toHaveLength(1);
        expect(on.logs.filter((l) => l.startsWith('mail:'))).toEqual([]);
      });

      it('a server that hangs mid-mail is given up on after the timeout, and the mail is delivered later', async () => {
        const on = await start({ SMTP_URL: smtp.url });
        smtp.setMode('hang');
        const res = await on.post('/rest/contact', { email: 'kim@example.test', message: text('Hung text') });
        expect(res.status).toBe(200);
        // the try ended without an answer, and the mail waits for the next
        const [row] = await until(async () => {
          const rows = await queued(on).where('attempts', '>=', 1);
          return rows.length > 0 && rows;
        });
        expect(row.last_error).toMatch(/timeout|timed out/i);
        smtp.setMode('accept');
        await smtp.waitFor((m) => m.text.includes(text('Hung text')));
        await until(async () => (await queued(on)).length === 0);
      });

      it('a mail written while the server is down is delivered by the API started after a restart', async () => {
        // owns the database and sends to a port where nothing ever listens: it cannot deliver
        const owner = await start({ SMTP_URL: 'smtp://127.0.0.1:9' });
        await smtp.stop();
        const before = await start({ SMTP_URL: smtp.url }, { sameDatabaseAs: owner });
        const res = await before.post('/rest/contact', {
          email: 'kim@example.test',
          message: text('Across a restart'),
        });
        expect(res.status).toBe(200);
        await until(async () => (await queued(owner).where('attempts', '>=', 1)).length > 0);
        await before.close();
        started.splice(started.indexOf(before), 1);

        await smtp.start();
        await start({ SMTP_URL: smtp.url }, { sameDatabaseAs: owner });
        await smtp.waitFor((m) => m.text.includes(text('Across a restart')));
        await until(async () => (await queued(owner)).length === 0);
        expect(smtp.mails.filter((m) => m.text.includes(text('Across a restart')))).toHaveLength(1);
      });

      it('two instances on one database send each mail exactly once', async () => {
        const first = await start({ SMTP_URL: smtp.url });
        await start({ SMTP_URL: smtp.url }, { sameDatabaseAs: first });
        const tag = `once-${Date.now()}`;
        const subjects = Array.from({ length: 30 }, (_, i) => `${tag} ${i}`);
        const now = Date.now();
        for (const subject of subjects) {
          await enqueueMail(first.knex, { id: randomUUID(), to: 'ops@example.test', subject, text: subject }, now);
        }
        await until(() => subjects.every((subject) => smtp.mails.some((m) => m.headers.subject === subject)));
        await until(async () => (await queued(first)).length === 0);
        const received = smtp.mails.filter((m) => m.headers.subject?.startsWith(tag)).map((m) => m.headers.subject);
        expect(received.sort()).toEqual([...subjects].sort());
      });
    });
  },
  { SMTP_URL: smtp.url, MAIL_FROM: 'Protolab Test <mailer@example.test>', CONTACT_EMAIL: 'ops@example.test' },
);
