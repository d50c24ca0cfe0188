import { useEffect, useState } from 'react';
import { createRestClient } from '@protolab/shared';

const client = createRestClient({ baseUrl: '' });

interface Summary {
  id: string;
  name: string;
}

/** Until the workbench lands: proves the API, the shared client and the seeded examples are wired. */
export function ExamplesPlaceholder() {
  const [examples, setExamples] = useState<Summary[] | undefined>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    client.apps
      .public()
      .then((apps) => setExamples(apps as unknown as Summary[]))
      .catch(() => setFailed(true));
  }, []);
  return (
    <main>
      <h1>Protolab</h1>
      <p>Clickable prototypes and usability tests.</p>
      <h2>Examples</h2>
      {failed && <p role="alert">Could not load</p>}
      <ul>
        {examples?.map((app) => (
          <li key={app.id}>{app.name}</li>
        ))}
      </ul>
    </main>
  );
}
