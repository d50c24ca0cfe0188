// Pages beyond the first ones (start, sign-up, my prototypes) come in chunks of their own
// (lazyRouteComponent): fetched on the first visit, or earlier when a link to them is hovered, since
// the router runs a route's loader on intent and this loader fetches the page's chunk.

type LazyPage = { preload?: () => Promise<void> | undefined };

/** A route loader that waits for the pages' chunks, so the route shows whole when it is entered. */
export function preloadPages(...pages: LazyPage[]): () => Promise<void> {
  return async () => {
    await Promise.all(pages.map((page) => page.preload?.()));
  };
}
