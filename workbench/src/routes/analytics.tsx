// Routes of the analytics area: the analytic canvas, for the owner and public for the examples.
// (The replay, apps/{id}/replay/{session}.html, is registered by the apps area; it mounts
// analytics/ReplayPage.)
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { rootRoute } from '../app/layouts';
import { sessionStore } from '../app/session';
import { preloadPages } from '../app/lazyPage';

const AnalyzeWorkspacePage = lazyRouteComponent(
  () => import('../analytics/AnalyzeWorkspacePage'),
  'AnalyzeWorkspacePage',
);

const analyzeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'apps/$id/analyze/workspace.html',
  beforeLoad: () => {
    if (!sessionStore.isLoggedIn()) throw redirect({ to: '/', replace: true });
  },
  loader: preloadPages(AnalyzeWorkspacePage),
  component: function Analyze() {
    const { id } = analyzeRoute.useParams();
    return <AnalyzeWorkspacePage appId={id} />;
  },
});

const exampleAnalyzeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'examples/$id/analyze/workspace.html',
  loader: preloadPages(AnalyzeWorkspacePage),
  component: function ExampleAnalyze() {
    const { id } = exampleAnalyzeRoute.useParams();
    return <AnalyzeWorkspacePage appId={id} example />;
  },
});

export const analyticsRoutes = [analyzeRoute, exampleAnalyzeRoute] as const;
