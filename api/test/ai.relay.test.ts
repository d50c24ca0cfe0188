// POST /ai/{provider}.json (DESIGN §4): the relay passes a designer's generation to a provider of
// AI_PROVIDERS only, streams its answer back, and keeps the key nowhere.
import { afterAll, expect, it } from 'vitest';
import { AI_KEY_HEADER, AI_MAX_REQUEST_CHARS, AiStreamReader, aiSystemPrompt } from '@protolab/shared';
import { startFakeAiProvider } from '../../test/support/fakeAiProvider';
import { describeEngines, type TestApi } from './support/testApi';
import { signUpAndLogin } from './support/users';

const fake = await startFakeAiProvider();
afterAll(() => fake.close());

const KEY = 'sk-relay-test-4f9c2a7e1b';
const input = (stream: boolean, prompt = 'A sign-up page for a yoga studio') => ({
  model: 'fake-model',
  system: aiSystemPrompt('html', { w: 375, h: 667 }),
  messages: [{ role: 'user', content: prompt }],
  stream,
});

const relay = (api: TestApi, provider: string, body: unknown, token?: string, key = KEY) =>
  api.request('POST', `/ai/${provider}.json`, { body, token, headers: { [AI_KEY_HEADER]: key } });

/** Every text of every row of every table, for finding a value anywhere in the database. */
async function allRows(api: TestApi): Promise<string> {
  const tables: string[] =
    api.engine === 'sqlite'
      ? (await api.knex('sqlite_master').where({ type: 'table' }).select('name')).map((r) => r.name as string)
      : (await api.knex('information_schema.tables').where({ table_schema: 'public' }).select('table_name')).map(
          (r) => r.table_name as string,
        );
  const rows = await Promise.all(tables.map((table) => api.knex(table).select()));
  return JSON.stringify(rows);
}

describeEngines(
  'AI relay',
  (api) => {
    it('streams the provider’s answer back and passes the key on in the provider’s header', async () => {
      fake.mode = 'ok';
      const { token } = await signUpAndLogin(api());
      for (const provider of ['fake', 'fakeanthropic']) {
        const res = await fetch(`${api().url}/ai/${provider}.json`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, [AI_KEY_HEADER]: KEY },
          body: JSON.stringify(input(true)),
        });
        expect(res.status).toBe(200);
        expect(res.headers.get('x-provider-status')).toBe('200');
        expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
        const reader = new AiStreamReader(provider === 'fake' ? 'openai' : 'anthropic');
        let chunks = 0;
        const decoder = new TextDecoder();
        for await (const chunk of res.body!) {
          reader.push(decoder.decode(chunk as Uint8Array, { stream: true }));
          chunks++;
        }
        expect(reader.end()).toMatch(/<h1 class="at">Create your account<\/h1>/);
        expect(chunks).toBeGreaterThan(1);
        const last = fake.requests.at(-1)!;
        expect(last.key).toBe(KEY);
        expect(last.protocol).toBe(provider === 'fake' ? 'openai' : 'anthropic');
      }
    });

    it('ends the provider’s request when the designer cancels', async () => {
      fake.mode = 'slow';
      const { token } = await signUpAndLogin(api());
      const cancel = new AbortController();
      const res = await fetch(`${api().url}/ai/fake.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, [AI_KEY_HEADER]: KEY },
        body: JSON.stringify(input(true)),
        signal: cancel.signal,
      });
      const reader = res.body!.getReader();
      await reader.read();
      expect(fake.openAnswers()).toBe(1);
      cancel.abort();
      await expect.poll(() => fake.openAnswers()).toBe(0);
      fake.mode = 'ok';
    });

    it('passes the provider’s error on with its status, for the browser to name', async () => {
      fake.mode = 'invalid-key';
      const { token } = await signUpAndLogin(api());
      const res = await relay(api(), 'fake', input(false), token);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-provider-status')).toBe('401');
      expect(res.body).toMatchObject({ error: { code: 'invalid_api_key' } });
      fake.mode = 'ok';
    });

    it('refuses a provider not in AI_PROVIDERS, and never takes an address from the request', async () => {
      const { token } = await signUpAndLogin(api());
      const before = fake.requests.length;
      const unknown = await relay(api(), 'evil', { ...input(false), url: 'http://127.0.0.1:1/' }, token);
      expect(unknown.status).toBe(400);
      expect(unknown.body.error.field).toBe('url');
      const res = await relay(api(), 'evil', input(false), token);
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ code: 'unknown_provider', field: 'provider' });
      expect(fake.requests.length).toBe(before);
    });

    it('asks a guest to sign up', async () => {
      const res = await relay(api(), 'fake', input(false));
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'signup_required' });
      expect(res.body.error.message).toMatch(/sign up/i);
    });

    it('refuses a prompt over the size cap with 413 naming the field', async () => {
      const { token } = await signUpAndLogin(api());
      const body = input(false);
      body.messages = [
        { role: 'user', content: 'x'.repeat(AI_MAX_REQUEST_CHARS - 10) },
        { role: 'assistant', content: 'y'.repeat(1000) },
        { role: 'user', content: 'Make it blue' },
      ];
      const res = await relay(api(), 'fake', body, token);
      expect(res.status).toBe(413);
      expect(res.body.error.field).toBe('messages');
    });

    it('limits each designer to 30 relayed generations an hour', async () => {
      fake.mode = 'no-html';
      const { token } = await signUpAndLogin(api());
      for (let i = 0; i < 30; i++) expect((await relay(api(), 'fake', input(false), token)).status).toBe(200);
      const res = await relay(api(), 'fake', input(false), token);
      expect(res.status).toBe(429);
      expect(res.body.error.message).toMatch(/Too many AI generations/);
      expect(res.headers.get('retry-after')).toBeTruthy();
      const other = await signUpAndLogin(api());
      expect((await relay(api(), 'fake', input(false), other.token)).status).toBe(200);
      fake.mode = 'ok';
    });

    it('answers 502 when the provider does not answer in time', async () => {
      fake.mode = 'slow';
      const { token } = await signUpAndLogin(api());
      const res = await relay(api(), 'fake', input(false), token);
      expect(res.status).toBe(502);
      expect(res.body.error.code).toBe('provider_unavailable');
      fake.mode = 'ok';
    });

    it('tells the workbench which providers it relays to', async () => {
      const res = await api().get('/config.json');
      expect(res.body.aiProviders).toEqual([
        { name: 'fake', url: `${fake.url}/v1`, protocol: 'openai' },
        { name: 'fakeanthropic', url: fake.url, protocol: 'anthropic' },
      ]);
      // the workbench page may call them itself, where they allow it (CORS)
      const policy = (await api().get('/')).headers.get('content-security-policy') ?? '';
      expect(policy).toMatch(new RegExp(`connect-src [^;]*${fake.url.replace(/[.]/g, '\\.')}`));
    });

    it('keeps the key in no database row and no log line', async () => {
      const logs = api().logs.join('\n');
      expect(logs).toMatch(/POST \/ai\/fake\.json 200/);
      expect(logs).not.toContain(KEY);
      expect(await allRows(api())).not.toContain(KEY);
    });
  },
  {
    AI_PROVIDERS: JSON.stringify({
      fake: `${fake.url}/v1`,
      fakeanthropic: { url: fake.url, protocol: 'anthropic' },
    }),
    AI_TIMEOUT_SECONDS: '1',
  },
);
