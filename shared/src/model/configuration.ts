import { z } from 'zod';

/**
 * Where testers reach this server: the PUBLIC_URL setting, or else the machine's LAN address (a
 * phone cannot open localhost). Absent when the server knows neither.
 */
const publicAddressSchema = z.object({ url: z.string(), source: z.enum(['setting', 'lan']) });
export type PublicAddress = z.infer<typeof publicAddressSchema>;

const common = { publicAddress: publicAddressSchema.optional() };

/** GET /config.json: how the front ends log in, and where testers reach the server. */
export const configurationSchema = z.discriminatedUnion('auth', [
  z.object({ auth: z.literal('local'), ...common }),
  z.object({
    auth: z.literal('oidc'),
    ...common,
    identityProvider: z.object({ url: z.string(), realm: z.string(), clientId: z.string() }),
  }),
]);
export type Configuration = z.infer<typeof configurationSchema>;

/** An origin whose host only this computer can open ("http://localhost:3000", "http://[::1]:80"…). */
const LOOPBACK = /^[a-z][a-z0-9+.-]*:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?\/?$/i;

/** Whether only this computer can open `origin` (a phone cannot: localhost there is the phone). */
export function isLoopback(origin: string): boolean {
  return LOOPBACK.test(origin);
}

/**
 * The origin of the links testers get (share dialog, the player's "continue on your phone"): the
 * server's PUBLIC_URL when set; else the address the page was opened at, unless that is loopback,
 * then the server's LAN address.
 */
export function shareOrigin(origin: string, server: PublicAddress | undefined): string {
  if (server?.source === 'setting') return server.url;
  if (server && isLoopback(origin)) return server.url;
  return origin;
}
