// Component tests: renders an element inside what the app gives it (i18n in English, a query
// client, a router on a memory history), so Links, queries and t() work.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import { workbenchEnglish } from '@protolab/shared';
import type { ReactElement } from 'react';
import { initI18n } from '../shell/i18n';

export function renderWithApp(element: ReactElement, { path = '/' }: { path?: string } = {}): RenderResult {
  if (!i18next.isInitialized) initI18n('en', workbenchEnglish);
  else void i18next.changeLanguage('en');
  const rootRoute = createRootRoute({ component: () => element });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
}
