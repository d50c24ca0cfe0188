// The links of the share dialog: the test link (the player), the comment link, the embed code.
import { isLoopback, type Invitation, type InvitationPermission } from '@protolab/shared';

export function invitationHash(
  invitations: readonly Invitation[],
  permission: InvitationPermission,
): string | undefined {
  return invitations.find((i) => i.permission === permission)?.hash;
}

/** Testers open this: the player plays the test and records it. */
export function testLink(origin: string, hash: string): string {
  return `${origin}/player/#/test.html?h=${encodeURIComponent(hash)}`;
}

/**
 * Whether testers can save the test for offline play at `origin`: browsers run the player's service
 * worker only on https and on loopback, never on a plain-http LAN address.
 */
export function playsOffline(origin: string): boolean {
  return origin.startsWith('https://') || isLoopback(origin);
}

/**
 * The designer's own run of the test: played as testers see it from the start screen (s=true),
 * nothing recorded (log=false); a protected test's token (pt=) stands in for its password.
 */
export function previewLink(origin: string, hash: string, token?: string): string {
  const pass = token ? `&pt=${encodeURIComponent(token)}` : '';
  return `${testLink(origin, hash)}&log=false&s=true${pass}`;
}

/** Reviewers open this: the workbench's comment page (study area), comments by hash without a login. */
export function commentLink(origin: string, hash: string, appId: string): string {
  return `${origin}/#/comments.html?h=${encodeURIComponent(hash)}&app=${encodeURIComponent(appId)}`;
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** An iframe of the test at the prototype's screen size. */
export function embedCode(link: string, size: { w: number; h: number }, title: string): string {
  return `<iframe src="${attribute(link)}" width="${Math.round(size.w)}" height="${Math.round(size.h)}" title="${attribute(title)}" style="border:0" allow="fullscreen"></iframe>`;
}

/** The player address for `/test.html?h=…` and `/test/mobile/{hash}.html` of the workbench (the query kept). */
export function playerAddress(path: string, search: string): string {
  const query = search && !search.startsWith('?') ? `?${search}` : search;
  return `/player/#${path}${query}`;
}
