// Routes of the analytics area: the analytic canvas, for the owner and public for the examples.
// (The replay, apps/{id}/replay/{session}.html, is registered by the apps area; it mounts
// analytics/ReplayPage.)
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { overviewRoute, rootRoute } from '../shell/layouts';
import { preloadPages } from '../shell/lazyPage';
import { loggedInOnly } from '../shell/loggedInOnly';
import { queryClient } from '../shell/queryClient';
import { prefetchStudy } from '../analytics/useAnalytics';

const AnalyzeWorkspacePage = lazyRouteComponent(
  () => import('../analytics/AnalyzeWorkspacePage'),
  'AnalyzeWorkspacePage',
);

const ReplayPage = lazyRouteComponent(() => import('../analytics/ReplayPage'), 'ReplayPage');

const analyzeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'apps/$id/analyze/workspace.html',
  beforeLoad: loggedInOnly,
  loader: ({ params }) => {
    prefetchStudy(queryClient, params.id);
    return preloadPages(AnalyzeWorkspacePage)();
  },
  component: function Analyze() {
    const { id } = analyzeRoute.useParams();
    return <AnalyzeWorkspacePage appId={id} />;
  },
});

const exampleAnalyzeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'examples/$id/analyze/workspace.html',
  loader: ({ params }) => {
    prefetchStudy(queryClient, params.id, true);
    return preloadPages(AnalyzeWorkspacePage)();
  },
  component: function ExampleAnalyze() {
    const { id } = exampleAnalyzeRoute.useParams();
    return <AnalyzeWorkspacePage appId={id} example />;
  },
});

const replayRoute = createRoute({
  getParentRoute: () => overviewRoute,
  path: 'apps/$id/replay/{$session}.html',
  beforeLoad: loggedInOnly,
  loader: preloadPages(ReplayPage),
  component: function Replay() {
    const { id, session } = replayRoute.useParams();
    return <ReplayPage appId={id} session={session ?? ''} />;
  },
});

/** A public example's session replayed, read-only, without a login. */
const exampleReplayRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'examples/$id/replay/{$session}.html',
  loader: preloadPages(ReplayPage),
  component: function ExampleReplay() {
    const { id, session } = exampleReplayRoute.useParams();
    return <ReplayPage appId={id} session={session ?? ''} example />;
  },
});

export const analyticsRoutes = [analyzeRoute, exampleAnalyzeRoute, replayRoute, exampleReplayRoute] as const;
