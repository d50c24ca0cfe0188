import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RenderEnvironmentProvider } from '@protolab/render';
import './app/app.css';
import { startI18n } from './app/i18n';
import { applyPlatformClass } from './app/platform';
import { queryClient } from './app/queryClient';
import { workbenchRenderEnvironment } from './app/renderEnvironment';
import { router } from './app/router';
import { loadAuthConfiguration } from './app/startIdentityProvider';

applyPlatformClass();
void loadAuthConfiguration();

// the first render waits for the page's language, so no text shows in English first
void startI18n().then(render);

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RenderEnvironmentProvider value={workbenchRenderEnvironment}>
          <RouterProvider router={router} />
        </RenderEnvironmentProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
