import { createHashHistory, createRouter, type AnyRoute } from '@tanstack/react-router';
import { accountRoutes } from '../routes/account';
import { analyticsRoutes } from '../routes/analytics';
import { appsRoutes } from '../routes/apps';
import { helpRoutes } from '../routes/help';
import { studyRoutes } from '../routes/study';
import { overviewRoute, rootRoute, withHeaderRoute } from './layouts';
import { setNavigator } from './navigation';

const areaRoutes = [...accountRoutes, ...analyticsRoutes, ...appsRoutes, ...helpRoutes, ...studyRoutes];

/** The area routes whose parent is `parent` (each route names its parent itself). */
function childrenOf(parent: AnyRoute) {
  return areaRoutes.filter((route) => (route as AnyRoute).options.getParentRoute?.() === parent);
}

export const routeTree = rootRoute.addChildren([
  withHeaderRoute.addChildren(childrenOf(withHeaderRoute)),
  overviewRoute.addChildren(childrenOf(overviewRoute)),
  ...childrenOf(rootRoute),
]);

export function createWorkbenchRouter() {
  return createRouter({
    routeTree,
    history: createHashHistory(),
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

export const router = createWorkbenchRouter();
setNavigator((path) => void router.navigate({ href: path }));

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
