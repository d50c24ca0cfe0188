import type { User } from '@protolab/shared';

/** The address of a user's profile picture; the token goes in the query, as an <img> sends no header. */
export function profileImageUrl(user: Pick<User, 'id' | 'image'>, token: string | undefined): string | undefined {
  if (!user.image || !token) return undefined;
  return `/rest/user/${encodeURIComponent(user.id)}/images/${encodeURIComponent(user.image)}?jwt=${encodeURIComponent(token)}`;
}

/** One or two letters for a user without a picture. */
export function initials(user: Pick<User, 'name' | 'lastname' | 'email'>): string {
  const letters = [user.name, user.lastname].map((part) => part?.trim()[0] ?? '').join('');
  return (letters || user.email.trim()[0] || '?').toUpperCase();
}
