// Reading a provider's answer, streamed (server-sent events) or whole, in either protocol: the text it
// wrote so far, and its failure as a SPEC §8 key.
import type { AiErrorKey, AiProtocol } from './aiTypes';

/** A provider's failure, as the designer is told of it. */
export class AiFailure extends Error {
  constructor(
    readonly key: AiErrorKey,
    detail = '',
  ) {
    super(detail || key);
  }
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const str = (value: unknown) => (typeof value === 'string' ? value : '');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The key of an error answer: OpenAI-compatible `{ error: { code, type, message } }` or Anthropic
 * `{ type: 'error', error: { type, message } }`, with the HTTP status when there is one.
 */
export function aiErrorOf(status: number | undefined, body: unknown): AiFailure {
  const error = isObject(body) && isObject(body.error) ? body.error : {};
  const words = [str(error.code), str(error.type), str(error.message)].join(' ').toLowerCase();
  const detail = str(error.message) || str(error.code) || str(error.type) || (status ? `HTTP ${status}` : '');
  if (/insufficient_quota|billing|credit balance|quota/.test(words) || status === 402) {
    return new AiFailure('design-gpt.error-insufficient_quota', detail);
  }
  if (/invalid_api_key|authentication|api key|x-api-key|permission/.test(words) || status === 401 || status === 403) {
    return new AiFailure('design-gpt.error-server-key', detail);
  }
  return new AiFailure('design-gpt.error-server', detail);
}

/** The text of a whole (not streamed) answer; its error, or no text at all, is thrown as an AiFailure. */
export function aiAnswerText(protocol: AiProtocol, status: number, bodyText: string): string {
  const body = parseJson(bodyText);
  if (status < 200 || status > 299 || (isObject(body) && isObject(body.error))) throw aiErrorOf(status, body);
  if (!isObject(body)) throw new AiFailure('design-gpt.error-no-idea', 'The answer is no JSON');
  let text: string | undefined;
  if (protocol === 'openai' && Array.isArray(body.choices) && isObject(body.choices[0])) {
    const choice = body.choices[0];
    text = isObject(choice.message) ? str(choice.message.content) : str(choice.text);
  } else if (protocol === 'anthropic' && Array.isArray(body.content)) {
    text = body.content
      .filter((part): part is Json => isObject(part) && part.type === 'text')
      .map((part) => str(part.text))
      .join('');
  }
  if (text === undefined) throw new AiFailure('design-gpt.error-no-idea', 'The answer holds no text');
  if (!text.trim()) throw new AiFailure('error-no-content');
  return text;
}

/** One server-sent event: its `event:` name (if any) and its `data:` lines joined. */
interface SseEvent {
  event: string;
  data: string;
}

/** Splits a stream of text into server-sent events, however the chunks cut it. */
class SseSplitter {
  private rest = '';
  private event = '';
  private data: string[] = [];

  push(chunk: string): SseEvent[] {
    const lines = (this.rest + chunk).split(/\r\n|\r|\n/);
    this.rest = lines.pop() ?? '';
    const events: SseEvent[] = [];
    for (const line of lines) {
      if (line === '') {
        if (this.data.length) events.push({ event: this.event, data: this.data.join('\n') });
        this.event = '';
        this.data = [];
      } else if (line.startsWith('data:')) this.data.push(line.slice(5).replace(/^ /, ''));
      else if (line.startsWith('event:')) this.event = line.slice(6).trim();
    }
    return events;
  }

  /** What is left when the stream ends without a closing blank line. */
  end(): SseEvent[] {
    const events = this.push('\n\n');
    this.rest = '';
    return events;
  }
}

/**
 * Reads a streamed answer chunk by chunk: `push` returns the text added by the chunk and throws an
 * AiFailure for an error event; `end` returns the whole text, or throws when the stream carried no
 * events (garbage), or none with text.
 */
export class AiStreamReader {
  private readonly splitter = new SseSplitter();
  private text = '';
  private events = 0;
  private finished = false;

  constructor(private readonly protocol: AiProtocol) {}

  push(chunk: string): string {
    return this.read(this.splitter.push(chunk));
  }

  end(): string {
    this.read(this.splitter.end());
    if (this.events === 0) throw new AiFailure('design-gpt.error-no-idea', 'The answer is no event stream');
    if (!this.text.trim()) throw new AiFailure('error-no-content');
    return this.text;
  }

  /** Whether the provider said it was done ([DONE] or message_stop). */
  get done(): boolean {
    return this.finished;
  }

  private read(events: SseEvent[]): string {
    let added = '';
    for (const { event, data } of events) {
      if (this.protocol === 'openai' && data.trim() === '[DONE]') {
        this.finished = true;
        this.events++;
        continue;
      }
      const body = parseJson(data);
      if (!isObject(body)) continue;
      this.events++;
      if (isObject(body.error) || event === 'error') throw aiErrorOf(undefined, body);
      added += this.protocol === 'openai' ? openAiDelta(body) : this.anthropicDelta(event, body);
    }
    this.text += added;
    return added;
  }

  private anthropicDelta(event: string, body: Json): string {
    const type = event || str(body.type);
    if (type === 'message_stop') this.finished = true;
    if (type !== 'content_block_delta' || !isObject(body.delta)) return '';
    return body.delta.type === 'text_delta' ? str(body.delta.text) : '';
  }
}

function openAiDelta(body: Json): string {
  if (!Array.isArray(body.choices)) return '';
  return body.choices
    .map((choice) => {
      if (!isObject(choice)) return '';
      if (isObject(choice.delta)) return str(choice.delta.content);
      return str(choice.text);
    })
    .join('');
}
