// What to show for a failed call: SPEC §8's message by method, or "server unreachable".
import i18next from 'i18next';
import { RestError } from '@protolab/shared';
import { banners } from './banners';

export function errorText(error: unknown): string {
  if (error instanceof RestError) {
    if (error.status === 0) return i18next.t('error.offline');
    return i18next.t(`error.${error.method}`);
  }
  return i18next.t('error.GET');
}

/** A 401 is answered for the whole app (api.ts): the page adds no message of its own. */
export function isHandledGlobally(error: unknown): boolean {
  return error instanceof RestError && error.status === 401;
}

/** The error banner for a failed call (`onError: reportError`), unless the app handles it already. */
export function reportError(error: unknown): void {
  if (!isHandledGlobally(error)) banners.error(errorText(error));
}
