// The secret that lets a tester change their own comment: every tester of a link holds the same
// invitation hash, so the hash alone cannot tell them apart. Only its sha256 is stored.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const digest = (key: string) => createHash('sha256').update(key).digest();

/** A new key (256 bits, url-safe) and what to store of it. */
export function newCommentKey(): { key: string; keyHash: string } {
  const key = randomBytes(32).toString('base64url');
  return { key, keyHash: digest(key).toString('hex') };
}

/** Whether `key` is the one whose hash was stored; false when either is missing. */
export function commentKeyMatches(key: string | undefined, keyHash: string | null): boolean {
  if (!key || !keyHash || !/^[0-9a-f]{64}$/.test(keyHash)) return false;
  return timingSafeEqual(digest(key), Buffer.from(keyHash, 'hex'));
}
