import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// The tester app lands with its own issue; until then the API serves this shell at /player/.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      <h1>Protolab player</h1>
      <p>Open an invitation link to take part in a test.</p>
    </main>
  </StrictMode>,
);
