// The route tree's frame (SPEC §2 "Landing shell"): every area hangs its routes under one of these.
//   rootRoute        no frame of its own: session rules, banners, alerts (e.g. /api/login/…)
//   withHeaderRoute  pages with the header: my-account.html, 404.html, help…, tos.html
//   overviewRoute    pages without it: /, apps/my-apps.html, apps/{id}.html …
import { createRootRoute, createRoute, Outlet } from '@tanstack/react-router';
import { AlertDialog } from './AlertDialog';
import { Banners } from './Banners';
import { Header } from './Header';
import { useLanguageParam } from './useLanguageParam';
import { useSessionWatch } from './useSessionWatch';

function RootLayout() {
  useSessionWatch();
  useLanguageParam();
  return (
    <>
      <Outlet />
      <Banners />
      <AlertDialog />
    </>
  );
}

function WithHeaderLayout() {
  return (
    <div className="layout-with-header">
      <Header />
      <main className="page">
        <Outlet />
      </main>
    </div>
  );
}

export const rootRoute = createRootRoute({ component: RootLayout });

export const withHeaderRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'withHeader',
  component: WithHeaderLayout,
});

export const overviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'overview',
  component: Outlet,
});
