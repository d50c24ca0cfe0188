// Routes of the prototypes area: my prototypes, overview and tabs, create, share, editor…
// Add each route here; router.tsx hangs it under the parent its getParentRoute names:
//   createRoute({ getParentRoute: () => overviewRoute, path: 'apps/my-apps.html', component: MyApps })
// Keep `as const`, so that links to these routes are type-checked.

export const appsRoutes = [] as const;
