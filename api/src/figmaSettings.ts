// Where the workbench calls the Figma REST API from the browser (FIGMA_API_URL, issue 31), and the
// addresses the workbench page may therefore connect to. The designer's token never reaches us.
import { ConfigError } from './config';

export const DEFAULT_FIGMA_API_URL = 'https://api.figma.com';
/** Where the public API's image answers point (image fills, rendered frames): its own hosts. */
const FIGMA_IMAGE_ORIGINS = [
  'https://s3-alpha.figma.com',
  'https://s3-alpha-sig.figma.com',
  'https://figma-alpha-api.s3.us-west-2.amazonaws.com',
];

/** The configured base URL without a trailing slash; a ConfigError for anything but http(s). */
export function figmaApiUrl(value: string | undefined): string {
  const text = (value || DEFAULT_FIGMA_API_URL).replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError(`FIGMA_API_URL: not a web address (${text})`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigError('FIGMA_API_URL: http(s) only');
  return text;
}

/** The origins the workbench fetches from for an import: the API, and the public API's image hosts. */
export function figmaConnectSources(apiUrl: string): string[] {
  const origin = new URL(apiUrl).origin;
  return origin === DEFAULT_FIGMA_API_URL ? [origin, ...FIGMA_IMAGE_ORIGINS] : [origin];
}
