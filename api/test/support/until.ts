/** Waits until `check` answers something, polling; fails after `ms`. */
export async function until<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  ms = 20_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = await check();
    if (found) return found;
    if (Date.now() > end) throw new Error('the awaited condition never came true');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
