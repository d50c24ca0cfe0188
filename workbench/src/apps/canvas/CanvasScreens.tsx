// The screens of the canvas, drawn by the one screen renderer (display-only) at their canvas
// places. Only screens in or near the visible area are drawn; each is memoised, so panning moves
// one transformed layer and redraws nothing. Screens are drawn at a settled scale: while the
// zoom changes the layer is stretched by a CSS transform, and once it rests for a moment they are
// drawn again at the new scale, with sharp text and the player's exact pixels.
import { memo, useEffect, useMemo, useState } from 'react';
import type { App } from '@protolab/shared';
import { PrototypeScreen, useWidgetRenderers } from '@protolab/shared/render';
import { overlaps, visibleBox, type View } from './viewport';

/** How long the zoom must rest before the screens are drawn again at its scale (ms). */
const SETTLE_MS = 150;

const ScreenAt = memo(function ScreenAt({ app, screenId, scale }: { app: App; screenId: string; scale: number }) {
  const screen = app.screens[screenId];
  return (
    <div
      className="canvas-screen"
      data-canvas-screen={screenId}
      style={{ left: screen.x * scale, top: screen.y * scale, width: screen.w * scale, height: screen.h * scale }}
    >
      <span className="canvas-screen-label">{screen.name}</span>
      <PrototypeScreen app={app} screenId={screenId} scale={scale} />
    </div>
  );
});

export function CanvasScreens({ app, view, width, height }: { app: App; view: View; width: number; height: number }) {
  const ready = useWidgetRenderers(app);
  const [drawScale, setDrawScale] = useState(view.scale);
  useEffect(() => {
    if (view.scale === drawScale) return;
    const settle = setTimeout(() => setDrawScale(view.scale), SETTLE_MS);
    return () => clearTimeout(settle);
  }, [view.scale, drawScale]);

  const area = visibleBox(view, width, height);
  // recomputed only when the visible set can change: a coarse key of the area
  const key = [area.x, area.y, area.w, area.h].map((n) => Math.round(n / 100)).join(',');
  const shown = useMemo(
    () =>
      Object.values(app.screens)
        .filter((s) => overlaps(area, s))
        .map((s) => s.id),
    [app, key],
  );
  const stretch = view.scale / drawScale;
  return (
    <div
      className="canvas-world"
      style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${stretch})` }}
      data-testid="canvas-screens"
    >
      {ready && shown.map((id) => <ScreenAt key={id} app={app} screenId={id} scale={drawScale} />)}
    </div>
  );
}
