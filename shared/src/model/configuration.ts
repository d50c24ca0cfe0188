import { z } from 'zod';

/**
 * Where testers reach this server: the PUBLIC_URL setting, or else the machine's LAN address (a
 * phone cannot open localhost). Absent when the server knows neither.
 */
const publicAddressSchema = z.object({ url: z.string(), source: z.enum(['setting', 'lan']) });
export type PublicAddress = z.infer<typeof publicAddressSchema>;

/** A provider the API relays AI generations to (AI_PROVIDERS): the browser calls it directly when it can. */
const aiProviderSchema = z.object({ name: z.string(), url: z.string(), protocol: z.enum(['openai', 'anthropic']) });
export type AiRelayProvider = z.infer<typeof aiProviderSchema>;

const common = {
  publicAddress: publicAddressSchema.optional(),
  aiProviders: z.array(aiProviderSchema).optional(),
  /** the Figma REST API the workbench's import calls (FIGMA_API_URL) */
  figmaApiUrl: z.string().optional(),
};

/** GET /config.json: how the front ends log in, where testers reach the server, and the relayed AI providers. */
export const configurationSchema = z.discriminatedUnion('auth', [
  z.object({ auth: z.literal('local'), ...common }),
  z.object({
    auth: z.literal('oidc'),
    ...common,
    identityProvider: z.object({ url: z.string(), realm: z.string(), clientId: z.string() }),
  }),
]);
export type Configuration = z.infer<typeof configurationSchema>;
