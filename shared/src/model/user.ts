import { z } from 'zod';
import { GUEST_USER_ID, MAX_CONTACT_MESSAGE_LENGTH, MAX_PASSWORD_LENGTH } from '../constants';
import { emailField, nameField, passwordField } from './fields';

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

const tosAccepted = z.literal(true, 'The terms of service and privacy policy must be accepted');

export const signUpInputSchema = z.strictObject({
  email: emailField(),
  password: passwordField(),
  tos: tosAccepted,
  name: nameField().optional(),
  lastname: nameField().optional(),
});
export type SignUpInput = z.input<typeof signUpInputSchema>;

export const loginInputSchema = z.strictObject({
  email: emailField(),
  password: passwordField(),
});
export type LoginInput = z.input<typeof loginInputSchema>;

export const passwordRequestInputSchema = z.strictObject({ email: emailField() });
export type PasswordRequestInput = z.input<typeof passwordRequestInputSchema>;

export const passwordSetInputSchema = z.strictObject({
  email: emailField(),
  password: passwordField(),
  /** The key from the reset mail. */
  key: z.string().min(1, 'The reset key is required').max(512),
});
export type PasswordSetInput = z.input<typeof passwordSetInputSchema>;

/** "Locked out? Mail me a link": POST /rest/login/unlock/request. */
export const unlockRequestInputSchema = passwordRequestInputSchema;
export type UnlockRequestInput = z.input<typeof unlockRequestInputSchema>;

/** The login from the unlock mail's link (its key, a signed token): POST /rest/login/unlock; the password still counts. */
export const unlockLoginInputSchema = passwordSetInputSchema.extend({
  key: z.string().min(1, 'The key is required').max(1024),
});
export type UnlockLoginInput = z.input<typeof unlockLoginInputSchema>;

/** Login through an identity provider: the API checks the token, then trusts the rest. */
export const externalLoginInputSchema = z.strictObject({
  // Stored in a 255-character column.
  id: z.string().trim().min(1, 'The id is required').max(255),
  email: emailField(),
  name: nameField().optional(),
  lastname: nameField().optional(),
  token: z.string().min(1, 'The token is required').max(8192),
});
export type ExternalLoginInput = z.input<typeof externalLoginInputSchema>;

export const contactInputSchema = z.strictObject({
  email: emailField(),
  message: z
    .string()
    .trim()
    .min(1, 'A message is required')
    .max(MAX_CONTACT_MESSAGE_LENGTH, `At most ${MAX_CONTACT_MESSAGE_LENGTH} characters`),
  name: nameField().optional(),
});
export type ContactInput = z.input<typeof contactInputSchema>;

/** POST /rest/user/{id}.json: what users may change about themselves; a new password needs the old one. */
export const userUpdateInputSchema = z
  .strictObject({
    name: nameField().nullable().optional(),
    lastname: nameField().nullable().optional(),
    /** The file name of one of the user's uploaded pictures, or null for none. */
    image: z.string().max(128).nullable().optional(),
    tos: z.boolean().optional(),
    password: passwordField().optional(),
    oldPassword: z.string().max(MAX_PASSWORD_LENGTH).optional(),
  })
  .refine((v) => v.password === undefined || v.oldPassword !== undefined, {
    message: 'The current password is required to set a new one',
    path: ['oldPassword'],
  });
export type UserUpdateInput = z.input<typeof userUpdateInputSchema>;
