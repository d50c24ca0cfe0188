// apps/{id}/create.html and apps/{id}/design/{sid}.html: a read-only canvas of the screens and their
// links until the editor lands; design/{sid} focuses that screen.
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { App } from '@protolab/shared';
import { useApp } from '../queries';
import { NotAvailable } from '../SharePage';
import { CanvasOverlay } from './CanvasOverlay';
import { CanvasScreens } from './CanvasScreens';
import { screensBox } from './linkGeometry';
import { useElementSize } from './useElementSize';
import { fitBox, ZOOM_STEP, zoomAt, type View } from './viewport';
import '../apps.css';

function focusBox(app: App, screenId: string | undefined) {
  const screen = screenId ? app.screens[screenId] : undefined;
  return screen ? { x: screen.x, y: screen.y - 30, w: screen.w, h: screen.h + 30 } : screensBox(app);
}

export function CanvasPage({ appId, screenId }: { appId: string; screenId?: string }) {
  const { t } = useTranslation(['apps', 'common']);
  const navigate = useNavigate();
  const app = useApp(appId);
  const area = useElementSize<HTMLDivElement>();
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const [hovered, setHovered] = useState<string>();
  const fitted = useRef<string | null>(null);

  const fit = useCallback(
    (target: string | undefined) => {
      const box = app.data && focusBox(app.data, target);
      if (box && area.width > 0) setView(fitBox(box, area.width, area.height));
    },
    [app.data, area.width, area.height],
  );

  // fit once the app and the area are there, and again when another screen is focused
  useEffect(() => {
    const key = `${screenId ?? ''}`;
    if (!app.data || area.width === 0 || fitted.current === key) return;
    fitted.current = key;
    fit(screenId);
  }, [app.data, area.width, screenId, fit]);

  const select = useCallback(
    (sid: string) => void navigate({ to: '/apps/$id/design/{$sid}.html', params: { id: appId, sid }, replace: true }),
    [navigate, appId],
  );
  const zoom = (factor: number) => setView((v) => zoomAt(v, factor, { x: area.width / 2, y: area.height / 2 }));

  if (app.isError) return <NotAvailable />;
  const screenName = screenId && app.data?.screens[screenId]?.name;
  return (
    <div className="canvas-page">
      <header className="canvas-bar">
        <Link to="/apps/{$id}.html" params={{ id: appId }} className="back-link">
          {'← '}
          {t('canvas.back')}
        </Link>
        <h1 className="canvas-title">
          {app.data?.name}
          {screenName && <span className="muted canvas-screen-name">{screenName}</span>}
        </h1>
        <span className="canvas-readonly">{t('canvas.readOnly')}</span>
        <div className="canvas-zoom" role="group" aria-label={t('canvas.zoom')}>
          <button
            type="button"
            className="button ghost small"
            onClick={() => zoom(1 / ZOOM_STEP)}
            aria-label={t('canvas.zoomOut')}
          >
            {'–'}
          </button>
          <output className="canvas-scale" aria-live="polite">
            {t('canvas.percent', { value: Math.round(view.scale * 100) })}
          </output>
          <button
            type="button"
            className="button ghost small"
            onClick={() => zoom(ZOOM_STEP)}
            aria-label={t('canvas.zoomIn')}
          >
            {'+'}
          </button>
          <button type="button" className="button ghost small" onClick={() => fit(undefined)}>
            {t('canvas.fit')}
          </button>
        </div>
      </header>
      <div className="canvas-area" ref={area.ref} data-testid="canvas-area">
        {app.isPending && <p className="page-status">{t('common:loading')}</p>}
        {app.data && Object.keys(app.data.screens).length === 0 && <p className="page-status">{t('design.empty')}</p>}
        {app.data && area.width > 0 && (
          <CanvasScreens app={app.data} view={view} width={area.width} height={area.height} />
        )}
        {app.data && area.width > 0 && (
          <CanvasOverlay
            app={app.data}
            width={area.width}
            height={area.height}
            view={view}
            onView={setView}
            selected={screenId}
            hovered={hovered}
            onSelect={select}
            onHover={setHovered}
          />
        )}
      </div>
    </div>
  );
}
