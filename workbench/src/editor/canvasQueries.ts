// What the canvas reads from the server, asked for as soon as its route is entered (or a link to it
// hovered), beside the page's code: the document and its icons, the team (the caller's role), the
// undo history and the drawings of every widget type (one file in the workbench's build). Asked for
// by the page itself, each came after the one before it. Kept apart from the page so the routes can
// use it without its code.
import type { QueryClient } from '@tanstack/react-query';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { iconNamesOf, type App } from '@protolab/shared';
import { loadAllWidgetRenderers, preloadIcons } from '@protolab/render';
import { api } from '../shell/api';
import { appQuery, teamQuery } from '../prototypes/queries';
import { workbenchRenderEnvironment } from '../shell/renderEnvironment';

/** The revision each document the canvas loaded is (X-Revision), for its co-editing copy to start at. */
const revisions = new WeakMap<App, number>();

/** The revision of a document the canvas loaded; undefined for one loaded elsewhere (the session asks). */
export const revisionOf = (app: App): number | undefined => revisions.get(app);

const iconsOf = (app: App) => preloadIcons(iconNamesOf(app).map(workbenchRenderEnvironment.icon));

/**
 * The prototype's document as the canvas loads it: with the revision it is, and once its icons are
 * here, so that the canvas's first drawing has them however long they take (a deadline for them
 * drew blanks on a loaded machine).
 */
const canvasAppQuery = (appId: string) =>
  queryOptions({
    ...appQuery(appId),
    queryFn: async () => {
      const { app, revision } = await api.apps.getWithRevision(appId);
      revisions.set(app, revision);
      await iconsOf(app);
      return app;
    },
  });

/** The server-held undo history of a prototype; the editor keeps it up to date itself once open. */
export const commandStackQuery = (appId: string) =>
  queryOptions({ queryKey: ['commands', appId], queryFn: () => api.commands.get(appId), staleTime: Infinity });

/** Starts loading all the canvas reads; answers once its document can be drawn whole (icons included). */
export function prefetchCanvas(queryClient: QueryClient, appId: string): Promise<void> {
  void queryClient.prefetchQuery(teamQuery(appId));
  // a reader may not have the history: a refusal here is only a request the page would not make
  void queryClient.prefetchQuery(commandStackQuery(appId));
  // a chunk that fails to load is asked for again by the canvas
  loadAllWidgetRenderers().catch(() => undefined);
  // always the server's latest: others in the team change it
  const latest = queryClient
    .fetchQuery({ ...canvasAppQuery(appId), staleTime: 0 })
    .then(() => undefined)
    .catch(() => undefined);
  // a document already here (another screen of the open canvas, the overview) is drawn at once, with
  // its icons; the latest one's new icons come with it
  const known = queryClient.getQueryData(appQuery(appId).queryKey);
  return known ? iconsOf(known) : latest;
}

/** The canvas's document: its route's loader has just fetched it, so it is not fetched again on mount. */
export const useCanvasApp = (appId: string) => useQuery({ ...canvasAppQuery(appId), refetchOnMount: false });
