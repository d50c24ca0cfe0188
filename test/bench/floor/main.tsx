// The editor bench's floor (test/bench/editor.ts): a prototype's screens drawn by our renderer into a
// plain page, with no editor around them, at the scale the editor drew them. What the editor takes
// beyond this page is the editor's own cost. Opened at #app=<id>&scale=<scale>, logged in as the
// workbench is (the stored user's token); each screen sits in `.floor-world` at its canvas place.
import { createRoot } from 'react-dom/client';
import { PrototypeScreen, useWidgetRenderers } from '@protolab/render';
import type { App } from '@protolab/shared';

const params = new URLSearchParams(location.hash.slice(1));
const scale = Number(params.get('scale'));
const { token } = JSON.parse(localStorage.getItem('protolab.user') ?? '{}') as { token?: string };

function Screens({ app }: { app: App }) {
  const ready = useWidgetRenderers(app);
  return (
    // its own compositor layer, as the editor's screens have: a pan moves pixels, it repaints nothing
    <div className="floor-world" style={{ position: 'absolute', left: 0, top: 0, willChange: 'transform' }}>
      {ready &&
        Object.values(app.screens).map((screen) => (
          <div
            key={screen.id}
            style={{
              position: 'absolute',
              left: screen.x * scale,
              top: screen.y * scale,
              width: screen.w * scale,
              height: screen.h * scale,
            }}
          >
            <PrototypeScreen app={app} screenId={screen.id} scale={scale} showHidden />
          </div>
        ))}
    </div>
  );
}

const answer = await fetch(`/rest/apps/${params.get('app')}.json`, { headers: { Authorization: `Bearer ${token}` } });
createRoot(document.getElementById('root')!).render(<Screens app={(await answer.json()) as App} />);
