// Which origin testers' links use. Apart from the configuration's schema, so that the player
// (which calls shareOrigin) does not bundle zod.
import type { PublicAddress } from './configuration';

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
