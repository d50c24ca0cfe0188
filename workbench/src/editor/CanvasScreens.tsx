// The screens of the canvas, drawn by the one screen renderer (display-only) at their canvas
// places, each under its name (the start screen's flagged "Start"). Only screens in or near the visible area are drawn; each is memoised, so panning moves
// one transformed layer and redraws nothing. Screens are drawn at a settled scale: while the
// zoom changes the layer is stretched by a CSS transform, and once it rests for a moment they are
// drawn again at the new scale, with sharp text and the player's exact pixels.
import { memo, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { sameDrawing, type App } from '@protolab/shared';
import { PrototypeScreen, useWidgetRenderers } from '@protolab/render';
import type { DragPreview, DragPreviewStore } from './dragPreview';
import { overlaps, visibleBox, type View } from './viewport';

/** How long the zoom must rest before the screens are drawn again at its scale (ms). */
const SETTLE_MS = 150;

/**
 * A screen drawn narrower than this (px) shows no title: a title keeps its size at every zoom and is
 * cut to its screen's width, so that titles never overlap; below about three letters it says nothing.
 */
const MIN_TITLE_WIDTH = 32;

const ScreenAt = memo(
  function ScreenAt({ app, screenId, scale }: { app: App; screenId: string; scale: number }) {
    const { t } = useTranslation('editor');
    const screen = app.screens[screenId];
    return (
      <div
        className="canvas-screen"
        data-canvas-screen={screenId}
        style={{ left: screen.x * scale, top: screen.y * scale, width: screen.w * scale, height: screen.h * scale }}
      >
        {screen.w * scale >= MIN_TITLE_WIDTH && (
          <span className="canvas-screen-label">
            {screen.props?.start === true && (
              <span className="canvas-screen-start" data-testid="start-mark">
                {t('startFlag')}
              </span>
            )}
            {screen.name}
          </span>
        )}
        <PrototypeScreen app={app} screenId={screenId} scale={scale} showHidden />
      </div>
    );
  },
  (prev, next) =>
    prev.screenId === next.screenId && prev.scale === next.scale && sameDrawing(prev.app, next.app, next.screenId),
);

interface CanvasScreensProps {
  app: App;
  view: View;
  width: number;
  height: number;
  /** widgets or screens being dragged: shifted as they go, without drawing them again */
  preview?: DragPreviewStore;
}

export function CanvasScreens({ app, view, width, height, preview }: CanvasScreensProps) {
  const ready = useWidgetRenderers(app);
  const world = useRef<HTMLDivElement>(null);
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
  useDragPreview(world, preview, drawScale);

  const stretch = view.scale / drawScale;
  return (
    <div
      ref={world}
      className="canvas-world"
      style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${stretch})` }}
      data-testid="canvas-screens"
    >
      {ready && shown.map((id) => <ScreenAt key={id} app={app} screenId={id} scale={drawScale} />)}
    </div>
  );
}

/**
 * Shifts the dragged records' drawings as the preview changes, straight in the page: a drag moves
 * them every frame without a React render. The elements are looked up once per drag.
 */
function useDragPreview(world: RefObject<HTMLDivElement | null>, store: DragPreviewStore | undefined, scale: number) {
  useEffect(() => {
    if (!store) return;
    let ids: readonly string[] | undefined;
    let moved: HTMLElement[] = [];
    const reset = () => {
      for (const element of moved) {
        element.style.translate = '';
        element.style.willChange = '';
      }
      moved = [];
      ids = undefined;
    };
    const show = (preview: DragPreview | null) => {
      const root = world.current;
      if (!preview || !root) return reset();
      if (preview.ids !== ids) {
        reset();
        ids = preview.ids;
        const selector = ids
          .map((id) => `[data-widget="${CSS.escape(id)}"], [data-canvas-screen="${CSS.escape(id)}"]`)
          .join(', ');
        moved = selector ? [...root.querySelectorAll<HTMLElement>(selector)] : [];
        // its own compositor layer: moving it does not repaint the layer of all screens
        for (const element of moved) element.style.willChange = 'translate';
      }
      for (const element of moved) element.style.translate = `${preview.dx * scale}px ${preview.dy * scale}px`;
    };
    show(store.preview);
    const unsubscribe = store.subscribe(show);
    return () => {
      unsubscribe();
      reset();
    };
  }, [world, store, scale]);
}
