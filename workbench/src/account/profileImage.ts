import type { User } from '@protolab/shared';

/** One or two letters for a user without a picture. */
export function initials(user: Pick<User, 'name' | 'lastname' | 'email'>): string {
  const letters = [user.name, user.lastname].map((part) => part?.trim()[0] ?? '').join('');
  return (letters || user.email.trim()[0] || '?').toUpperCase();
}
