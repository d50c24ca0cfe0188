// Routes of the prototypes area (SPEC §2): my prototypes, create, the overview and its tabs, share,
// the read-only canvas, replay, and the test links that go on to the player.
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { overviewRoute, rootRoute, withHeaderRoute } from '../shell/layouts';
import { queryClient } from '../shell/queryClient';
import { prefetchCanvas } from '../editor/canvasQueries';
import { preloadPages } from '../shell/lazyPage';
import { loggedInOnly } from '../shell/loggedInOnly';
import { CreateAppPage } from '../prototypes/CreateAppPage';
import { MyAppsPage } from '../prototypes/MyAppsPage';
import { isAnalyticsTab, isOverviewTab, SHARE_TAB } from '../prototypes/overviewTabs';
import { prefetchStudy, TAB_FIGURES } from '../analytics/useAnalytics';
import { playerAddress } from '../share/shareLinks';

const OverviewPage = lazyRouteComponent(() => import('../prototypes/OverviewPage'), 'OverviewPage');
const CanvasPage = lazyRouteComponent(() => import('../editor/CanvasPage'), 'CanvasPage');
const SharePage = lazyRouteComponent(() => import('../share/SharePage'), 'SharePage');
/** ms: the longest the canvas route waits for its document and icons before showing its own loading state */
const CONTENT_WAIT_MS = 500;

/**
 * The canvas routes' loader: the page's code first (the largest of what the canvas waits for, asked
 * for before the browser's six connections fill up), then its document, team, history and drawings.
 * The route is entered with its code, its document and the document's icons there, so the canvas is
 * drawn whole at once (not with blanks where icons come a moment later).
 */
function loadCanvas(appId: string): Promise<void> {
  const page = preloadPages(CanvasPage)();
  const content = prefetchCanvas(queryClient, appId);
  return Promise.all([page, Promise.race([content, new Promise((done) => setTimeout(done, CONTENT_WAIT_MS))])]).then(
    () => undefined,
  );
}

const myAppsRoute = createRoute({
  getParentRoute: () => overviewRoute,
  path: 'apps/my-apps.html',
  component: MyAppsPage,
});

const createAppRoute = createRoute({
  getParentRoute: () => overviewRoute,
  path: 'apps/create-app.html',
  component: CreateAppPage,
});

const overviewPageRoute = createRoute({
  getParentRoute: () => overviewRoute,
  path: 'apps/{$id}.html',
  beforeLoad: loggedInOnly,
  loader: preloadPages(OverviewPage),
  component: function Overview() {
    const { id } = overviewPageRoute.useParams();
    return <OverviewPage appId={id} tab="design" />;
  },
});

const overviewTabRoute = createRoute({
  getParentRoute: () => overviewRoute,
  path: 'apps/$id/{$tab}.html',
  beforeLoad: ({ params }) => {
    loggedInOnly();
    if (params.tab !== SHARE_TAB && !isOverviewTab(params.tab)) {
      throw redirect({ to: '/apps/{$id}.html', params: { id: params.id }, replace: true });
    }
  },
  loader: ({ params }) => {
    if (isAnalyticsTab(params.tab)) prefetchStudy(queryClient, params.id, false, TAB_FIGURES[params.tab]);
    return preloadPages(OverviewPage)();
  },
  component: function OverviewTab() {
    const { id, tab } = overviewTabRoute.useParams();
    if (tab === SHARE_TAB) return <OverviewPage appId={id} tab="design" sharing />;
    return <OverviewPage appId={id} tab={isOverviewTab(tab) ? tab : 'design'} />;
  },
});

/**
 * ?check=a11y: the canvas opens with its accessibility panel (the share dialog links there);
 * ?generate=1: with the AI generator's dialog ("Generate screen…" on New prototype).
 */
const canvasSearch = (search: Record<string, unknown>): { check?: 'a11y'; generate?: 1 } => ({
  ...(search.check === 'a11y' && { check: 'a11y' as const }),
  ...(Number(search.generate) === 1 && { generate: 1 as const }),
});

const canvasRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'apps/$id/create.html',
  validateSearch: canvasSearch,
  beforeLoad: loggedInOnly,
  loader: ({ params }) => loadCanvas(params.id),
  component: function Canvas() {
    const { id } = canvasRoute.useParams();
    const { check, generate } = canvasRoute.useSearch();
    // another prototype is another editing session: nothing of this one's state carries over
    return <CanvasPage key={id} appId={id} accessibility={check === 'a11y'} generate={generate === 1} />;
  },
});

const canvasScreenRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'apps/$id/design/{$sid}.html',
  beforeLoad: loggedInOnly,
  loader: ({ params }) => loadCanvas(params.id),
  component: function CanvasScreen() {
    const { id, sid } = canvasScreenRoute.useParams();
    return <CanvasPage key={id} appId={id} screenId={sid} />;
  },
});

/**
 * A saved version on the canvas, read only. ?compare=<version id, or "current" for the draft>: it is
 * compared with that one; &overlay=1: the two drawn one over the other instead of side by side.
 */
const versionSearch = (search: Record<string, unknown>): { compare?: string; overlay?: 1 } => ({
  ...(typeof search.compare === 'string' && search.compare && { compare: search.compare }),
  ...(Number(search.overlay) === 1 && { overlay: 1 as const }),
});

const versionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'apps/$id/versions/{$vid}.html',
  validateSearch: versionSearch,
  beforeLoad: loggedInOnly,
  loader: ({ params }) => loadCanvas(params.id),
  component: function Version() {
    const { id, vid } = versionRoute.useParams();
    const { compare, overlay } = versionRoute.useSearch();
    return <CanvasPage key={id} appId={id} version={{ id: vid, compare, overlay: overlay === 1 }} />;
  },
});

const shareRoute = createRoute({
  getParentRoute: () => withHeaderRoute,
  path: 'share.html',
  validateSearch: (search: Record<string, unknown>): { id?: string } =>
    typeof search.id === 'string' && search.id ? { id: search.id } : {},
  beforeLoad: loggedInOnly,
  loader: preloadPages(SharePage),
  component: function Share() {
    const { id } = shareRoute.useSearch();
    return <SharePage appId={id} />;
  },
});

/** The tester's links of the workbench (`/#/test.html?h=…`) open the player, the query kept. */
function toPlayer(path: string, searchStr: string): void {
  window.location.replace(playerAddress(path, searchStr));
}

const testRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'test.html',
  beforeLoad: ({ location }) => toPlayer('/test.html', location.searchStr),
  component: () => null,
});

const mobileTestRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'test/mobile/{$hash}.html',
  beforeLoad: ({ location }) => toPlayer(location.pathname, location.searchStr),
  component: () => null,
});

export const appsRoutes = [
  myAppsRoute,
  createAppRoute,
  overviewPageRoute,
  overviewTabRoute,
  canvasRoute,
  canvasScreenRoute,
  versionRoute,
  shareRoute,
  testRoute,
  mobileTestRoute,
] as const;
