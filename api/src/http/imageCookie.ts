// The image cookie: how an <img> of the workbench proves the login, since it cannot send the
// Authorization header. It holds a token of its own (audience "images", same login session and
// expiry), is HttpOnly and SameSite=Strict, and goes only to /rest/images/, whose GET routes alone
// accept it. Set with every login answer, cleared at logout; ending the login session ends it too.
import type { Context } from 'koa';
import type { TokenService } from '../infrastructure/tokens';

export const IMAGE_COOKIE = 'protolab_images';
export const IMAGE_COOKIE_PATH = '/rest/images';
export const IMAGE_AUDIENCE = 'images';

/** An image's bytes: `/rest/images/{appId}/{file}` or a profile picture, `/rest/images/users/{userId}/{file}`. */
const IMAGE_FILE = /^\/rest\/images\/(users\/)?[^/]+\/[^/]+$/;

/** Does this request read an image's bytes, the only kind the cookie may authenticate (not the list, no upload). */
export const readsImage = (ctx: Context): boolean =>
  (ctx.method === 'GET' || ctx.method === 'HEAD') && IMAGE_FILE.test(ctx.path);

/** The image token of a login token: same user, session and expiry; undefined for a token that does not verify. */
export async function imageToken(
  tokens: TokenService,
  loginToken: string,
): Promise<{ token: string; expires: number } | undefined> {
  const result = await tokens.verify(loginToken);
  if (!result.ok) return undefined;
  const { exp, ...claims } = result.claims;
  const expires = exp * 1000;
  return { token: await tokens.sign(claims, expires, IMAGE_AUDIENCE), expires };
}

function cookieOptions(ctx: Context, expires: number) {
  return {
    path: IMAGE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.secure,
    expires: new Date(expires),
    overwrite: true,
  } as const;
}

/** With a login answer (a failed login has no token: nothing is set): the image cookie, living as long as the login. */
export async function setImageCookie(ctx: Context, tokens: TokenService, answer: unknown): Promise<void> {
  const token = (answer as { token?: unknown } | null)?.token;
  const image = typeof token === 'string' ? await imageToken(tokens, token) : undefined;
  if (image) ctx.cookies.set(IMAGE_COOKIE, image.token, cookieOptions(ctx, image.expires));
}

export function clearImageCookie(ctx: Context): void {
  ctx.cookies.set(IMAGE_COOKIE, '', cookieOptions(ctx, 0));
}
