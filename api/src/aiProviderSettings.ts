// AI_PROVIDERS: the providers the relay (POST /ai/{provider}.json) may call, by name. Either JSON,
// `{"openai": "https://api.openai.com/v1", "claude": {"url": "https://api.anthropic.com", "protocol": "anthropic"}}`,
// or `name=url,name=url`, where a name or address holding "anthropic" speaks the Anthropic protocol and
// any other the OpenAI-compatible one (llama.cpp, Ollama and vLLM serve it under /v1).
import type { AiRelayProvider } from '@protolab/shared';
import { ConfigError } from './config';

const NAME = /^[a-z0-9][a-z0-9_-]{0,39}$/i;

function provider(name: string, url: string, protocol?: unknown): AiRelayProvider {
  if (!NAME.test(name)) throw new ConfigError(`AI_PROVIDERS: "${name}" is no name (letters, digits, - and _)`);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConfigError(`AI_PROVIDERS: the address of ${name} is no URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ConfigError(`AI_PROVIDERS: the address of ${name} must be http or https`);
  }
  if (protocol !== undefined && protocol !== 'openai' && protocol !== 'anthropic') {
    throw new ConfigError(`AI_PROVIDERS: the protocol of ${name} must be "openai" or "anthropic"`);
  }
  const guessed = /anthropic/i.test(name) || /anthropic/i.test(parsed.hostname) ? 'anthropic' : 'openai';
  return { name, url: url.replace(/\/+$/, ''), protocol: protocol ?? guessed };
}

export function parseAiProviders(value: string | undefined): AiRelayProvider[] {
  const text = (value ?? '').trim();
  if (!text) return [];
  if (text.startsWith('{')) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ConfigError('AI_PROVIDERS is no valid JSON');
    }
    return Object.entries(json as Record<string, unknown>).map(([name, entry]) => {
      if (typeof entry === 'string') return provider(name, entry);
      const { url, protocol } = (entry ?? {}) as { url?: unknown; protocol?: unknown };
      return provider(name, typeof url === 'string' ? url : '', protocol);
    });
  }
  return text.split(',').map((item) => {
    const at = item.indexOf('=');
    if (at < 0) throw new ConfigError(`AI_PROVIDERS: "${item.trim()}" is not name=url`);
    return provider(item.slice(0, at).trim(), item.slice(at + 1).trim());
  });
}

/** The public providers' APIs, which answer a browser's own call (CORS). */
const PUBLIC_AI_ORIGINS = ['https://api.openai.com', 'https://api.anthropic.com'];

/**
 * The origins the workbench page may call for a generation: the public providers and the relayed
 * ones (which it calls itself when they allow it). Any other address a designer types is blocked by
 * the page's policy, so a team's own model server is named in AI_PROVIDERS.
 */
export function aiConnectSources(providers: readonly AiRelayProvider[]): string[] {
  return [...new Set([...PUBLIC_AI_ORIGINS, ...providers.map((p) => new URL(p.url).origin)])];
}
