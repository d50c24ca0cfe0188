import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RenderEnvironmentProvider } from '@protolab/render';
import './shell/app.css';
import { startI18n } from './shell/i18n';
import { applyPlatformClass } from './shell/platform';
import { queryClient } from './shell/queryClient';
import { workbenchRenderEnvironment } from './shell/renderEnvironment';
import { router } from './shell/router';
import { loadAuthConfiguration } from './shell/startIdentityProvider';

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
