import type { Style } from '../model/widget';

/** `own` with each key it leaves undefined or null filled from `base`: own wins. */
export function fillMissing(base: Style | null | undefined, own: Style | null | undefined): Style {
  const result: Style = { ...own };
  for (const [key, value] of Object.entries(base ?? {})) {
    if (result[key] === undefined || result[key] === null) result[key] = value;
  }
  return result;
}
