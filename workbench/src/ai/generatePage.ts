// One generation: the provider called by the browser itself when it allows it (CORS), else through
// the API's relay (POST /ai/{provider}.json) when the server relays to that provider; the answer read
// as it streams. Failures are AiFailure (the SPEC §8 keys) or AiRefusal (the relay's own refusals).
import {
  AI_KEY_HEADER,
  AiFailure,
  AiStreamReader,
  aiAnswerText,
  aiErrorOf,
  aiHttpRequest,
  type AiPayload,
  type AiProtocol,
  type AiRelayProvider,
} from '@protolab/shared';
import { sessionStore } from '../shell/session';

/** The relay refused: a guest (sign up), the rate limit, or a provider it does not know. */
export class AiRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface Target {
  protocol: AiProtocol;
  url: string;
  /** The relayed provider of the same address, if the server has one. */
  relay?: AiRelayProvider;
}

export interface GenerateOptions {
  target: Target;
  key: string;
  payload: AiPayload;
  signal: AbortSignal;
  /** The whole text so far, each time more has come. */
  onText(text: string): void;
}

const sameAddress = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/** The relayed provider with this address and protocol, if any. */
export function relayFor(providers: readonly AiRelayProvider[] | undefined, protocol: AiProtocol, url: string) {
  return providers?.find((p) => p.protocol === protocol && sameAddress(p.url, url));
}

/** The provider's status and answer, from the provider itself or through the relay. */
async function call({ target, key, payload, signal }: GenerateOptions): Promise<{ status: number; res: Response }> {
  const direct = aiHttpRequest(target.protocol, target.url, key, payload);
  try {
    const res = await fetch(direct.url, { method: 'POST', headers: direct.headers, body: direct.body, signal });
    return { status: res.status, res };
  } catch (err) {
    // a TypeError is the browser's "could not call it" (CORS, no route): try the relay
    if (signal.aborted || !(err instanceof TypeError)) throw err;
    if (!target.relay) throw new AiRefusal('unreachable', err.message);
  }
  const headers: Record<string, string> = { 'content-type': 'application/json', [AI_KEY_HEADER]: key };
  const token = sessionStore.token();
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`/ai/${encodeURIComponent(target.relay.name)}.json`, {
    method: 'POST',
    headers,
    body: JSON.stringify(payload),
    signal,
  });
  if (res.status !== 200) {
    const body = (await res.json().catch(() => ({}))) as { error?: { code?: string; message?: string } };
    if (res.status === 502) throw new AiFailure('design-gpt.error-server', body.error?.message);
    throw new AiRefusal(body.error?.code ?? 'refused', body.error?.message ?? `HTTP ${res.status}`);
  }
  return { status: Number(res.headers.get('x-provider-status') ?? 200), res };
}

/** Generates: resolves with the provider's whole answer text, or throws. */
export async function generateAnswer(options: GenerateOptions): Promise<string> {
  const { protocol } = options.target;
  const { status, res } = await call(options);
  const streamed = (res.headers.get('content-type') ?? '').includes('text/event-stream');
  if (status < 200 || status > 299 || !streamed || !res.body) {
    const text = await res.text();
    if (status < 200 || status > 299) {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      throw aiErrorOf(status, body);
    }
    const answer = aiAnswerText(protocol, status, text);
    options.onText(answer);
    return answer;
  }
  const reader = new AiStreamReader(protocol);
  const decoder = new TextDecoder();
  let text = '';
  const chunks = res.body.getReader();
  for (;;) {
    const { done, value } = await chunks.read();
    if (done) break;
    const added = reader.push(decoder.decode(value, { stream: true }));
    if (added) {
      text += added;
      options.onText(text);
    }
  }
  return reader.end();
}
