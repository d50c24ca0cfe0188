// POST /ai/{provider}.json: a generation the API relays to a provider of its settings (AI_PROVIDERS).
// The provider's key travels in the X-Provider-Key header, never in the body.
import { z } from 'zod';
import { AI_MAX_REQUEST_CHARS } from '../ai/aiTypes';

const text = z.string().max(AI_MAX_REQUEST_CHARS);

export const aiRelayInputSchema = z.strictObject({
  model: z.string().min(1).max(200),
  system: text,
  messages: z
    .array(z.strictObject({ role: z.enum(['user', 'assistant']), content: text.min(1) }))
    .min(1)
    .max(50),
  stream: z.boolean(),
  max_tokens: z.int().min(1).max(32_000).optional(),
  temperature: z.number().min(0).max(2).optional(),
});
export type AiRelayInput = z.infer<typeof aiRelayInputSchema>;

/** The header the provider's key comes in; the relay passes it on and keeps it nowhere. */
export const AI_KEY_HEADER = 'x-provider-key';
