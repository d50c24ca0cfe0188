// Routes of the help area: help topics, notifications, contact form, examples.
// Add each route here; router.tsx hangs it under the parent its getParentRoute names:
//   createRoute({ getParentRoute: () => withHeaderRoute, path: 'help.html', component: Help })
// Keep `as const`, so that links to these routes are type-checked.

export const helpRoutes = [] as const;
