// A local text-generation provider for tests: speaks the OpenAI-compatible chat completions
// (POST /v1/chat/completions) and Anthropic messages (POST /v1/messages) protocols, streamed and whole,
// with CORS for the browser's own calls, in the mode a test sets.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeAiMode = 'ok' | 'invalid-key' | 'quota' | 'server-error' | 'slow' | 'no-html' | 'garbage';

/** The page the fake writes in mode ok: a heading, two inputs, a select, a checkbox and a button, in a style of its own. */
export const SIGN_UP_PAGE = `<!DOCTYPE html>
<html>
<head>
<title>Sign up</title>
<style>
  body { margin: 0; background: #ffffff; font-family: Arial, sans-serif; }
  .at { position: absolute; box-sizing: border-box; margin: 0; }
  h1 { left: 24px; top: 32px; width: 327px; height: 40px; font-size: 28px; color: #1e3a8a; }
  input.field { left: 24px; width: 327px; height: 40px; border: 1px solid #9ca3af; border-radius: 6px; }
  #name { top: 100px; }
  #email { top: 160px; }
  select { left: 24px; top: 220px; width: 327px; height: 40px; }
  #terms { left: 24px; top: 284px; width: 20px; height: 20px; }
  button { left: 24px; top: 340px; width: 327px; height: 48px; background: #16a34a; color: #ffffff; border: 0; border-radius: 8px; font-size: 18px; }
</style>
</head>
<body>
  <h1 class="at">Create your account</h1>
  <input class="at field" id="name" type="text" placeholder="Your name">
  <input class="at field" id="email" type="email" placeholder="Email">
  <select class="at"><option>Designer</option><option>Developer</option></select>
  <input class="at" id="terms" type="checkbox" aria-label="I accept the terms">
  <button class="at">Sign up</button>
</body>
</html>`;

/** The same page in our YAML screen format (docs/yaml-screens.md), for a request that asks for YAML. */
export const SIGN_UP_YAML = `screens:
  - name: Sign up
    widgets:
      - { type: Label, name: Title, x: 24, y: 32, w: 327, h: 40, props: { label: Create your account }, style: { color: '#1e3a8a', fontSize: 28 } }
      - { type: TextBox, name: Name, x: 24, y: 100, w: 327, h: 40 }
      - { type: TextBox, name: Email, x: 24, y: 160, w: 327, h: 40 }
      - { type: DropDown, name: Role, x: 24, y: 220, w: 327, h: 40 }
      - { type: CheckBox, name: Terms, x: 24, y: 284, w: 20, h: 20 }
      - { type: Button, name: Sign up, x: 24, y: 340, w: 327, h: 48, props: { label: Sign up }, style: { background: '#16a34a' } }
`;

/** One request the fake got: which protocol, its key header, and its body. */
export interface FakeAiRequest {
  protocol: 'openai' | 'anthropic';
  key: string;
  body: { model?: string; stream?: boolean; system?: string; messages?: Array<{ role: string; content: string }> };
}

export interface FakeAiProvider {
  /** The base address: `${url}/v1` for OpenAI-compatible clients, `url` for Anthropic ones. */
  url: string;
  mode: FakeAiMode;
  /** Answer browsers' preflights (CORS); false plays a provider a browser cannot call itself. */
  cors: boolean;
  requests: FakeAiRequest[];
  /** Answers still being written (a cancelled generation's ends). */
  openAnswers(): number;
  close(): Promise<void>;
}

const answerText = (mode: FakeAiMode, yaml: boolean) =>
  mode === 'no-html'
    ? 'I am sorry, but I can only describe the page in words: a form with a name and an email field.'
    : yaml
      ? `Here is the screen:\n\n\`\`\`yaml\n${SIGN_UP_YAML}\`\`\`\n`
      : `Here is the page:\n\n\`\`\`html\n${SIGN_UP_PAGE}\n\`\`\`\n`;

/** Pieces of about 80 characters, as a provider streams tokens. */
const pieces = (text: string) => text.match(/[\s\S]{1,80}/g) ?? [];

function errorAnswer(protocol: FakeAiRequest['protocol'], mode: FakeAiMode): { status: number; body: unknown } {
  if (protocol === 'anthropic') {
    if (mode === 'invalid-key')
      return {
        status: 401,
        body: { type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } },
      };
    if (mode === 'quota')
      return {
        status: 400,
        body: { type: 'error', error: { type: 'invalid_request_error', message: 'Your credit balance is too low' } },
      };
    return { status: 500, body: { type: 'error', error: { type: 'api_error', message: 'Internal server error' } } };
  }
  if (mode === 'invalid-key')
    return {
      status: 401,
      body: {
        error: { code: 'invalid_api_key', type: 'invalid_request_error', message: 'Incorrect API key provided' },
      },
    };
  if (mode === 'quota')
    return {
      status: 429,
      body: {
        error: { code: 'insufficient_quota', type: 'insufficient_quota', message: 'You exceeded your current quota' },
      },
    };
  return { status: 500, body: { error: { code: null, type: 'server_error', message: 'The server had an error' } } };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeAiProvider(): Promise<FakeAiProvider> {
  const open = new Set<ServerResponse>();
  const state: Omit<FakeAiProvider, 'url' | 'close'> = {
    mode: 'ok',
    cors: true,
    requests: [],
    openAnswers: () => open.size,
  };

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const corsHeaders: Record<string, string> = state.cors
      ? {
          'access-control-allow-origin': '*',
          'access-control-allow-headers': '*',
          'access-control-allow-methods': 'POST, OPTIONS',
        }
      : {};
    const protocol =
      req.url === '/v1/messages' ? 'anthropic' : req.url === '/v1/chat/completions' ? 'openai' : undefined;
    if (req.method === 'OPTIONS') return void res.writeHead(state.cors ? 204 : 405, corsHeaders).end();
    if (req.method !== 'POST' || !protocol) return void res.writeHead(404, corsHeaders).end();
    const text = await readBody(req);
    let body: FakeAiRequest['body'] = {};
    try {
      body = JSON.parse(text) as FakeAiRequest['body'];
    } catch {
      return void res.writeHead(400, corsHeaders).end('{"error":{"message":"bad json"}}');
    }
    const key =
      protocol === 'openai'
        ? (req.headers.authorization ?? '').replace(/^Bearer /, '')
        : String(req.headers['x-api-key'] ?? '');
    state.requests.push({ protocol, key, body });
    const { mode } = state;
    if (mode === 'invalid-key' || mode === 'quota' || mode === 'server-error') {
      const { status, body: error } = errorAnswer(protocol, mode);
      return void res
        .writeHead(status, { ...corsHeaders, 'content-type': 'application/json' })
        .end(JSON.stringify(error));
    }
    if (mode === 'garbage') {
      res.writeHead(200, { ...corsHeaders, 'content-type': body.stream ? 'text/event-stream' : 'application/json' });
      return void res.end('<<%%% 0xDEADBEEF not what you asked for %%%>>');
    }
    const instructions = body.system ?? body.messages?.find((m) => m.role === 'system')?.content ?? '';
    const words = answerText(mode, /YAML/.test(instructions));
    if (!body.stream) {
      const whole =
        protocol === 'openai'
          ? {
              id: 'fake',
              object: 'chat.completion',
              choices: [{ index: 0, message: { role: 'assistant', content: words } }],
            }
          : { id: 'fake', type: 'message', role: 'assistant', content: [{ type: 'text', text: words }] };
      if (mode === 'slow') await sleep(60_000);
      return void res.writeHead(200, { ...corsHeaders, 'content-type': 'application/json' }).end(JSON.stringify(whole));
    }
    res.writeHead(200, { ...corsHeaders, 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = (event: string | undefined, data: unknown) =>
      res.write(
        `${event ? `event: ${event}\n` : ''}data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`,
      );
    if (protocol === 'anthropic') {
      send('message_start', { type: 'message_start', message: { id: 'fake', role: 'assistant', content: [] } });
      send('content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } });
    }
    const all = pieces(words);
    for (const [i, piece] of all.entries()) {
      if (res.destroyed) return;
      if (protocol === 'openai') send(undefined, { choices: [{ index: 0, delta: { content: piece } }] });
      else
        send('content_block_delta', {
          type: 'content_block_delta',
          index: 0,
          delta: { type: 'text_delta', text: piece },
        });
      // Slow mode writes all of the page but its last piece and then takes its time, as a big model does.
      await sleep(mode === 'slow' && i === all.length - 2 ? 60_000 : 15);
    }
    if (protocol === 'openai') send(undefined, '[DONE]');
    else {
      send('content_block_stop', { type: 'content_block_stop', index: 0 });
      send('message_stop', { type: 'message_stop' });
    }
    res.end();
  }

  const server = createServer((req, res) => {
    open.add(res);
    res.on('close', () => open.delete(res));
    answer(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    url,
    close: async () => {
      for (const res of open) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
