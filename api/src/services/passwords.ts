// Password hashing: argon2id with the OWASP baseline parameters (19 MiB, 2 passes, 1 lane).
import argon2 from 'argon2';
import pLimit from 'p-limit';

const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most this many hashes or checks run at once (each holds 19 MiB); the others wait their turn.
 * Four is libuv's thread pool, where argon2 runs: more at once would not finish sooner anyway.
 */
export const MAX_PARALLEL_HASHING = 4;
const hashing = pLimit(MAX_PARALLEL_HASHING);

export const hashPassword = (password: string): Promise<string> => hashing(() => argon2.hash(password, options));

const verify = (hash: string, password: string): Promise<boolean> =>
  hashing(() => argon2.verify(hash, password)).catch(() => false);

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown email, or an account made by an
 * identity provider) it still does the work of one check, so that timing does not tell them apart.
 */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('not a password of anybody');
    await verify(await dummyHash, password);
    return false;
  }
  return verify(hash, password);
}
