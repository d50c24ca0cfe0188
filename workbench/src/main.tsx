import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ExamplesPlaceholder } from './ExamplesPlaceholder';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ExamplesPlaceholder />
  </StrictMode>,
);
