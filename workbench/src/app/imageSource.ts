/** Where an image of a prototype loads from: uploads through the API (with the login), absolute URLs as they are. */
export function imageSource(url: string, token: string | undefined): string {
  if (/^(https?:|data:|blob:|\/)/.test(url)) return url;
  const path = `/rest/images/${url.split('/').map(encodeURIComponent).join('/')}`;
  return token ? `${path}?jwt=${encodeURIComponent(token)}` : path;
}
