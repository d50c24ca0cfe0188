import { Layer, Stage } from 'react-konva';
import { screenView, type App } from '@protolab/shared';
import { ScreenShapes } from './canvas/ScreenShapes';

/** A screen drawn small, `width` px wide. */
export function ScreenThumbnail({ app, screenId, width }: { app: App; screenId: string; width: number }) {
  const view = screenView(app, screenId);
  if (!view || view.w <= 0 || view.h <= 0) return null;
  const scale = width / view.w;
  const height = Math.min(Math.round(view.h * scale), Math.round(width * 2.2));
  return (
    <Stage width={width} height={height} scaleX={scale} scaleY={scale} listening={false} className="screen-thumbnail">
      <Layer listening={false}>
        <ScreenShapes view={view} />
      </Layer>
    </Stage>
  );
}
