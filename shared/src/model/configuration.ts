import { z } from 'zod';

/** GET /config.json: how the front ends log in and where the realtime socket is. */
export const configurationSchema = z.discriminatedUnion('auth', [
  z.object({ auth: z.literal('local'), websocketUrl: z.string() }),
  z.object({
    auth: z.literal('oidc'),
    websocketUrl: z.string(),
    identityProvider: z.object({ url: z.string(), realm: z.string(), clientId: z.string() }),
  }),
]);
export type Configuration = z.infer<typeof configurationSchema>;

export const DEFAULT_CONFIGURATION: Configuration = { auth: 'local', websocketUrl: '/ws' };
