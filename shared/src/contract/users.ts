// The account calls (/rest/user…, /rest/login…, /rest/contact): what each takes, and a login's answer.
import { z } from 'zod';
import { MAX_CONTACT_MESSAGE_LENGTH, MAX_PASSWORD_LENGTH } from '../constants';
import { emailField, nameField, passwordField, timestampField } from '../model/fields';
import { userSchema, type User } from '../model/user';

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
    /**
     * Marks of what the user has seen (name → time), as the existing product's welcome dialog sets
     * them: added to the user's marks, never removing one.
     */
    notifications: z
      .record(z.string().min(1).max(64), z.number().finite().min(0))
      .refine((marks) => Object.keys(marks).length <= 50, 'At most 50 marks at once')
      .optional(),
  })
  .refine((v) => v.password === undefined || v.oldPassword !== undefined, {
    message: 'The current password is required to set a new one',
    path: ['oldPassword'],
  });
export type UserUpdateInput = z.input<typeof userUpdateInputSchema>;

/** POST /rest/user/notification/last.json: an empty body sets "now" (the workbench posts none); otherwise the time, epoch ms. */
export const lastNotificationInputSchema = z.strictObject({ lastNotification: timestampField().optional() });

/** A login that failed answers 200 with `errors` (SPEC §4), and `type: "error"` as the existing product's client reads it: the user stays logged out. */
export const loginFailureSchema = z.strictObject({ type: z.literal('error').optional(), errors: z.array(z.string()) });
export type LoginFailure = z.infer<typeof loginFailureSchema>;

/** A login that succeeded (POST /rest/login, /rest/login/unlock, /rest/user/external): the user with the token and its expiry (epoch ms). */
export const loginAnswerSchema = userSchema.extend({ token: z.string(), exp: z.number() });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** What the client reads of a login's answer: a user (the token goes to the session), or a failure. */
export const loginResponseSchema = z.union([userSchema, loginFailureSchema]);
export type LoginResponse = User | LoginFailure;

export function isLoginFailure(answer: LoginResponse): answer is LoginFailure {
  return Array.isArray((answer as Partial<LoginFailure>).errors);
}
