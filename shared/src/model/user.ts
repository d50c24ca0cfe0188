import { z } from 'zod';
import { GUEST_USER_ID } from '../constants';

export const USER_ROLES = ['guest', 'user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** A user as the API answers it; never holds the password hash. */
export const userSchema = z.looseObject({
  id: z.string(),
  name: z.string().optional(),
  lastname: z.string().optional(),
  email: z.string(),
  role: z.string(),
  plan: z.string().optional(),
  tos: z.boolean().optional(),
  image: z.string().nullish(),
  created: z.number().optional(),
  lastlogin: z.number().optional(),
  loginCount: z.number().optional(),
  lastNotification: z.number().optional(),
  /** Notification id → time it was seen. */
  notifications: z.record(z.string(), z.number()).optional(),
  paidUntil: z.number().optional(),
  /** Only on a login answer. */
  token: z.string().optional(),
  /** Token expiry, epoch ms (derived from the token). */
  exp: z.number().optional(),
});
export type User = z.infer<typeof userSchema>;

export const GUEST_USER: Readonly<User> = Object.freeze({
  id: GUEST_USER_ID,
  name: 'Guest',
  email: '',
  role: 'guest',
  plan: 'Free',
  tos: false,
});

export function isGuest(user: Pick<User, 'id'>): boolean {
  return user.id === GUEST_USER_ID;
}
