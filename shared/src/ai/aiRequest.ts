// The HTTP request of one generation, in either protocol: the browser sends it to the provider itself,
// the API's relay (POST /ai/{provider}.json) sends the same one to a provider of its settings.
import { AI_MAX_TOKENS, AI_TEMPERATURE, type AiMessage, type AiProtocol } from './aiTypes';

/** What a generation asks for, the same for both protocols and for the relay's body. */
export interface AiPayload {
  model: string;
  system: string;
  messages: AiMessage[];
  stream: boolean;
  max_tokens?: number;
  temperature?: number;
}

export interface AiHttpRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** Anthropic's API version we speak (its messages API and stream events). */
const ANTHROPIC_VERSION = '2023-06-01';

/** The endpoint of a protocol under a base address (".../v1" for OpenAI-compatible ones). */
export function aiEndpoint(protocol: AiProtocol, baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  if (protocol === 'openai') return `${base}/chat/completions`;
  return `${base.replace(/\/v1$/, '')}/v1/messages`;
}

/** The request for a provider; `key` may be empty for a local model server that needs none. */
export function aiHttpRequest(protocol: AiProtocol, baseUrl: string, key: string, payload: AiPayload): AiHttpRequest {
  const max_tokens = payload.max_tokens ?? AI_MAX_TOKENS;
  const temperature = payload.temperature ?? AI_TEMPERATURE;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (protocol === 'openai') {
    if (key) headers.authorization = `Bearer ${key}`;
    const messages = [{ role: 'system', content: payload.system }, ...payload.messages];
    const body = { model: payload.model, messages, stream: payload.stream, max_tokens, temperature };
    return { url: aiEndpoint(protocol, baseUrl), headers, body: JSON.stringify(body) };
  }
  headers['x-api-key'] = key;
  headers['anthropic-version'] = ANTHROPIC_VERSION;
  // Anthropic answers a browser's own call (CORS) only when it says it knows the key is exposed to it.
  headers['anthropic-dangerous-direct-browser-access'] = 'true';
  const body = {
    model: payload.model,
    system: payload.system,
    messages: payload.messages,
    stream: payload.stream,
    max_tokens,
    temperature,
  };
  return { url: aiEndpoint(protocol, baseUrl), headers, body: JSON.stringify(body) };
}
