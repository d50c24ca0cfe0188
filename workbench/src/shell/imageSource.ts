import type { User } from '@protolab/shared';

// Where images load from. An <img> sends no Authorization header: the API's image cookie, set at
// login (api/src/http/imageCookie.ts), proves the login for every address under /rest/images/.

const encodePath = (url: string) => url.split('/').map(encodeURIComponent).join('/');

/** An image of a prototype: uploads ("appId/file") through the API, absolute URLs as they are. */
export function imageSource(url: string): string {
  if (/^(https?:|data:|blob:|\/)/.test(url)) return url;
  return `/rest/images/${encodePath(url)}`;
}

/** A user's profile picture; undefined without one. */
export function profileImageSource(user: Pick<User, 'id' | 'image'>): string | undefined {
  return user.image ? `/rest/images/users/${encodeURIComponent(user.id)}/${encodeURIComponent(user.image)}` : undefined;
}
