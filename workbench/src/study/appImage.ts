/**
 * The address of an uploaded app image (its url is "appId/file"); the token goes in the query, as an
 * <img> sends no header.
 */
export function appImageUrl(url: string, token: string | undefined): string {
  if (/^(https?:|data:|blob:|\/)/.test(url)) return url;
  const path = url.split('/').map(encodeURIComponent).join('/');
  return token ? `/rest/images/${path}?jwt=${encodeURIComponent(token)}` : `/rest/images/${path}`;
}
