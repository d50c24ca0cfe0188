// The AI relay (DESIGN §4): a designer's generation passed on to a provider of the server's settings,
// for browsers that cannot call it themselves (CORS). The address comes from AI_PROVIDERS only, never
// from the request; the key is passed on in the provider's header and kept nowhere, logged nowhere.
import { AI_MAX_REQUEST_CHARS, aiHttpRequest, type AiRelayInput } from '@protolab/shared';
import type { Deps } from '../deps';
import { requireUser, type Caller } from './caller';
import { takeAttempt } from './rateLimiter';
import { LIMITS } from './rateLimits';
import { Refusal } from './refusal';

/** The provider's answer as it comes: its status and type, and its body still streaming. */
export interface RelayedAnswer {
  status: number;
  contentType: string;
  body: ReadableStream<Uint8Array> | null;
}

export interface RelayRequest {
  provider: string;
  /** The provider's key from the X-Provider-Key header ('' for a local server that needs none). */
  key: string;
  input: AiRelayInput;
  /** Ends the provider's request when the designer goes away. */
  signal: AbortSignal;
}

/** SPEC §6: guests must sign up to use the AI generator (an expired login is asked to log in again). */
function requireDesigner(caller: Caller) {
  if (!caller.user && !caller.authError) {
    throw new Refusal('forbidden', 'signup_required', 'Please sign up to use the AI page generator');
  }
  return requireUser(caller);
}

// eslint-disable-next-line no-control-regex -- a key is one line of printable characters
const KEY = /^[^\u0000-\u001f\u007f]{0,1000}$/;

export async function relayAiRequest(deps: Deps, caller: Caller, request: RelayRequest): Promise<RelayedAnswer> {
  const user = requireDesigner(caller);
  const provider = deps.config.aiProviders.find((p) => p.name === request.provider);
  if (!provider) {
    throw new Refusal(
      'not_found',
      'unknown_provider',
      `The server relays to no AI provider "${request.provider}"`,
      'provider',
    );
  }
  if (!KEY.test(request.key)) throw new Refusal('bad_input', 'validation', 'The key is no single line', 'key');
  const { input } = request;
  const size = input.system.length + input.messages.reduce((sum, m) => sum + m.content.length, 0);
  if (size > AI_MAX_REQUEST_CHARS) {
    throw new Refusal(
      'too_large',
      'too_large',
      `The prompt and its history may hold at most ${AI_MAX_REQUEST_CHARS} characters`,
      'messages',
    );
  }
  await takeAttempt(deps, [{ limit: LIMITS.aiRelayPerUser, subject: user.id }], Date.now());
  const { url, headers, body } = aiHttpRequest(provider.protocol, provider.url, request.key, input);
  const signal = AbortSignal.any([request.signal, AbortSignal.timeout(deps.config.aiTimeoutMs)]);
  let answer: Response;
  try {
    answer = await fetch(url, { method: 'POST', headers, body, signal, redirect: 'error' });
  } catch {
    throw new Refusal(
      'upstream_unavailable',
      'provider_unavailable',
      `The AI provider "${provider.name}" did not answer`,
    );
  }
  return {
    status: answer.status,
    contentType: answer.headers.get('content-type') ?? 'application/octet-stream',
    body: answer.body,
  };
}
