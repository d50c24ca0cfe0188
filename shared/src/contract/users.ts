import { z } from 'zod';
import { timestampField } from '../model/fields';
import { userSchema, type User } from '../model/user';

/** POST /rest/user/notification/last.json: an empty body sets "now" (the workbench posts none); otherwise the time, epoch ms. */
export const lastNotificationInputSchema = z.strictObject({ lastNotification: timestampField().optional() });

/** A login that failed answers 200 with `errors` (SPEC §4): the user stays logged out. */
export const loginFailureSchema = z.strictObject({ errors: z.array(z.string()) });
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
