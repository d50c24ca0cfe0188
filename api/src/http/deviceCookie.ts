// The device cookie (services/deviceTokens): HttpOnly, sent only to the login route, never cross-site.
import type { Context } from 'koa';

export const DEVICE_COOKIE = 'protolab_device';
const LOGIN_PATH = '/rest/login';

export const readDeviceCookie = (ctx: Context): string | undefined => ctx.cookies.get(DEVICE_COOKIE) || undefined;

export function setDeviceCookie(ctx: Context, device: { token: string; expires: number }): void {
  ctx.cookies.set(DEVICE_COOKIE, device.token, {
    path: LOGIN_PATH,
    expires: new Date(device.expires),
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.secure,
    overwrite: true,
  });
}
