import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { playerLocale } from '@protolab/shared';
import { parseRoute, withoutPreviewToken } from './route';
import { registerServiceWorker } from './serviceWorker';
import { App } from './ui/App';
import './styles.css';

const route = parseRoute(location.hash);
const locale = playerLocale([route.locale, ...navigator.languages]);
// replaced, not assigned: a new hash would reload the page
if (route.previewToken) history.replaceState(history.state, '', withoutPreviewToken(location.hash));

// a new link in the same tab is a new test
addEventListener('hashchange', () => location.reload());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App route={route} locale={locale} />
  </StrictMode>,
);

registerServiceWorker();
