// The AI page generator's words (SPEC §1, §9): what it asks for, which protocol a provider speaks, and
// the failures it tells the designer about, by the SPEC §8 keys.

/** What the provider is asked to write: a page of HTML or our YAML UI description. */
export type AiOutputKind = 'html' | 'yaml';

/** The two wire protocols: OpenAI-compatible chat completions (also llama.cpp, Ollama, vLLM) and Anthropic messages. */
export type AiProtocol = 'openai' | 'anthropic';

export interface AiMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** The SPEC §8 error keys, each a text of the workbench's `ai` area. */
export type AiErrorKey =
  | 'design-gpt.error-server'
  | 'design-gpt.error-no-idea'
  | 'design-gpt.error-server-key'
  | 'design-gpt.error-insufficient_quota'
  | 'design-gpt.error-no-html'
  | 'design-gpt.error-no-yaml'
  | 'error-no-content';

/** Answer limits of SPEC §9: 2,000 tokens were too few for a whole page, so pages get more room. */
export const AI_MAX_TOKENS = 4000;
export const AI_TEMPERATURE = 0;

/** The most text one generation may send (system prompt, prompts and earlier pages together): the relay's size cap. */
export const AI_MAX_REQUEST_CHARS = 200_000;
