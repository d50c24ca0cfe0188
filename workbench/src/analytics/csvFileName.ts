/** "Shop checkout" + "events" → "shop-checkout-events.csv". */
export function csvFileName(appName: string, kind: string): string {
  const base =
    appName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'prototype';
  return `${base}-${kind}.csv`;
}
