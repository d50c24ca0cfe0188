import { PrototypeScreen, useWidgetRenderers } from '@protolab/render';
import type { App } from '@protolab/shared';

/** A screen drawn small, `width` px wide, by the one screen renderer (display-only); very tall screens are cut. */
export function ScreenThumbnail({ app, screenId, width }: { app: App; screenId: string; width: number }) {
  const ready = useWidgetRenderers(app, [screenId]);
  const screen = app.screens[screenId];
  if (!screen || screen.w <= 0 || screen.h <= 0) return null;
  const scale = width / screen.w;
  const height = Math.min(Math.round(screen.h * scale), Math.round(width * 2.2));
  return (
    <div className="screen-thumbnail" style={{ width, height }} data-testid="screen-thumbnail">
      {ready && <PrototypeScreen app={app} screenId={screenId} scale={scale} />}
    </div>
  );
}
