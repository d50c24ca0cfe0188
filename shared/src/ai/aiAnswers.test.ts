import { describe, expect, it } from 'vitest';
import { AiFailure, AiStreamReader, aiAnswerText } from './aiAnswers';

const sse = (events: Array<{ event?: string; data: unknown }>) =>
  events
    .map(
      ({ event, data }) =>
        `${event ? `event: ${event}\n` : ''}data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`,
    )
    .join('');

/** Feeds a stream in chunks of `size` characters, as a network cuts it; returns the deltas and the end text. */
function readInChunks(reader: AiStreamReader, stream: string, size: number) {
  const deltas: string[] = [];
  for (let i = 0; i < stream.length; i += size) deltas.push(reader.push(stream.slice(i, i + size)));
  return { deltas: deltas.filter(Boolean), text: reader.end() };
}

const failureKey = (run: () => unknown) => {
  try {
    run();
  } catch (err) {
    if (err instanceof AiFailure) return err.key;
    throw err;
  }
  return 'no failure';
};

describe('streamed answers', () => {
  const openAi = sse([
    { data: { choices: [{ delta: { role: 'assistant' } }] } },
    { data: { choices: [{ delta: { content: '<h1>Sign ' } }] } },
    { data: { choices: [{ delta: { content: 'up</h1>' } }] } },
    { data: '[DONE]' },
  ]);
  const anthropic = sse([
    { event: 'message_start', data: { type: 'message_start', message: {} } },
    { event: 'content_block_start', data: { type: 'content_block_start', content_block: { type: 'text', text: '' } } },
    { event: 'ping', data: { type: 'ping' } },
    {
      event: 'content_block_delta',
      data: { type: 'content_block_delta', delta: { type: 'text_delta', text: '<h1>Sign ' } },
    },
    {
      event: 'content_block_delta',
      data: { type: 'content_block_delta', delta: { type: 'text_delta', text: 'up</h1>' } },
    },
    { event: 'message_stop', data: { type: 'message_stop' } },
  ]);

  it.each([
    ['openai', openAi],
    ['anthropic', anthropic],
  ] as const)('reads the text of an %s stream however the network cuts it', (protocol, stream) => {
    for (const size of [1, 7, stream.length]) {
      const reader = new AiStreamReader(protocol);
      const { deltas, text } = readInChunks(reader, stream, size);
      expect(text).toBe('<h1>Sign up</h1>');
      expect(deltas.join('')).toBe(text);
      expect(reader.done).toBe(true);
    }
  });

  it('reads CRLF line ends and completion-style text', () => {
    const reader = new AiStreamReader('openai');
    reader.push('data: {"choices":[{"text":"<p>a</p>"}]}\r\n\r\n');
    expect(reader.end()).toBe('<p>a</p>');
  });

  it('maps error events to the SPEC keys', () => {
    const reader = (protocol: 'openai' | 'anthropic', data: unknown, event?: string) => () =>
      new AiStreamReader(protocol).push(sse([{ event, data }]));
    expect(failureKey(reader('openai', { error: { code: 'insufficient_quota', message: 'Pay' } }))).toBe(
      'design-gpt.error-insufficient_quota',
    );
    expect(failureKey(reader('anthropic', { type: 'error', error: { type: 'overloaded_error' } }, 'error'))).toBe(
      'design-gpt.error-server',
    );
  });

  it('says no-idea for garbage and no-content for an empty answer', () => {
    expect(failureKey(() => readInChunks(new AiStreamReader('openai'), '%%% not an event stream', 3))).toBe(
      'design-gpt.error-no-idea',
    );
    expect(failureKey(() => readInChunks(new AiStreamReader('openai'), sse([{ data: '[DONE]' }]), 5))).toBe(
      'error-no-content',
    );
  });
});

describe('whole answers', () => {
  it('reads the text of both protocols', () => {
    const openAi = { choices: [{ message: { role: 'assistant', content: 'page' } }] };
    const anthropic = {
      content: [
        { type: 'text', text: 'pa' },
        { type: 'text', text: 'ge' },
      ],
    };
    expect(aiAnswerText('openai', 200, JSON.stringify(openAi))).toBe('page');
    expect(aiAnswerText('openai', 200, JSON.stringify({ choices: [{ text: 'page' }] }))).toBe('page');
    expect(aiAnswerText('anthropic', 200, JSON.stringify(anthropic))).toBe('page');
  });

  it.each([
    [401, { error: { code: 'invalid_api_key', message: 'Incorrect API key' } }, 'design-gpt.error-server-key'],
    [
      401,
      { type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } },
      'design-gpt.error-server-key',
    ],
    [429, { error: { code: 'insufficient_quota', type: 'insufficient_quota' } }, 'design-gpt.error-insufficient_quota'],
    [
      400,
      { type: 'error', error: { type: 'invalid_request_error', message: 'Your credit balance is too low' } },
      'design-gpt.error-insufficient_quota',
    ],
    [500, { error: { message: 'boom' } }, 'design-gpt.error-server'],
    [502, 'not json', 'design-gpt.error-server'],
    [200, 'not json', 'design-gpt.error-no-idea'],
    [200, { choices: [] }, 'design-gpt.error-no-idea'],
    [200, { choices: [{ message: { content: '  ' } }] }, 'error-no-content'],
  ])('answers HTTP %s %j with %s', (status, body, key) => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    expect(failureKey(() => aiAnswerText('openai', status, text))).toBe(key);
  });
});
