// The analytic canvas: the prototype's own canvas (the editor's, read-only) with every screen where
// the designer placed it, the chosen heat map on each screen, each link as wide as the sessions that
// followed it, the journeys between screens and each screen's drop-off; beside it, what to show and
// the sessions to show it for. Drag or scroll to pan, ctrl+wheel or pinch to zoom.
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { gridOf, orderedScreens, screensBox, type Grid } from '@protolab/shared';
import { CanvasOverlay } from '../../editor/CanvasOverlay';
import { CanvasScreens } from '../../editor/CanvasScreens';
import { useElementSize } from '../../editor/useElementSize';
import { fitBox, ZOOM_STEP, zoomAt, type View } from '../../editor/viewport';
import { ZoomControls } from '../../editor/ZoomControls';
import type { HeatMode, TagFilter } from '@protolab/shared';
import { percent } from '../format';
import { HeatModePicker } from '../HeatModePicker';
import { useAnalytics } from '../useAnalytics';
import { HeatLayer, JourneysLayer, ScreenFiguresLayer } from './AnalyticLayers';
import { SessionPicker } from './SessionPicker';
import '../../editor/editor.css';

const ignore = () => undefined;

export function AnalyticCanvas({ appId, example = false }: { appId: string; example?: boolean }) {
  const { t } = useTranslation('analytics');
  const [mode, setMode] = useState<HeatMode>('click');
  const [showHeat, setShowHeat] = useState(true);
  const [showLinks, setShowLinks] = useState(true);
  const [showJourneys, setShowJourneys] = useState(true);
  const [task, setTask] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const whole = useAnalytics(appId, example);
  const filter = useMemo<TagFilter | undefined>(
    () => (picked.length ? { tags: [], tagMode: 'any', sessions: picked } : undefined),
    [picked],
  );
  const shown = useAnalytics(appId, example, filter);
  const app = shown.app;
  const figures = shown.figures;
  const tasks = whole.input?.tasks ?? [];
  const journeys = figures && (task ? figures.journeys.tasks[task] : figures.journeys.all);

  const area = useElementSize<HTMLDivElement>();
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const fitted = useRef(false);
  const fit = useCallback(() => {
    const box = app && screensBox(app);
    if (box && area.width > 0) setView(fitBox(box, area.width, area.height));
  }, [app, area.width, area.height]);
  useEffect(() => {
    if (fitted.current || !app || area.width === 0) return;
    fitted.current = true;
    fit();
  }, [app, area.width, fit]);
  const zoom = (factor: number) => setView((v) => zoomAt(v, factor, { x: area.width / 2, y: area.height / 2 }));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === '+' || event.key === '=') zoom(ZOOM_STEP);
    else if (event.key === '-') zoom(1 / ZOOM_STEP);
    else if (event.key === '!' || (event.shiftKey && event.code === 'Digit1')) fit();
    else return;
    event.preventDefault();
  };

  const grid = useMemo<Grid>(() => ({ ...gridOf(app?.grid), enabled: false, visible: false }), [app?.grid]);
  const screens = useMemo(() => (app ? orderedScreens(app) : []), [app]);
  const perScreen = useMemo(() => new Map(journeys?.screens.map((row) => [row.screen, row])), [journeys]);
  const labels = useMemo(
    () =>
      new Map(
        [...perScreen.values()].map((row) => [
          row.screen,
          t(task ? 'canvas.screenTask' : 'canvas.screenAll', {
            sessions: row.sessions,
            ended: row.ended,
            share: percent(row.ended / row.sessions),
          }),
        ]),
      ),
    [perScreen, task, t],
  );

  if (shown.error)
    return (
      <p className="form-error" role="alert">
        {t('error.load')}
      </p>
    );
  return (
    <div className="analytic-canvas" data-testid="analytic-canvas">
      <aside className="analytic-panel">
        <HeatModePicker mode={mode} onMode={setMode} small />
        <fieldset className="analytic-layers">
          <legend>{t('canvas.show')}</legend>
          <label>
            <input type="checkbox" checked={showHeat} onChange={(e) => setShowHeat(e.target.checked)} />
            {t('canvas.heat')}
          </label>
          <label>
            <input type="checkbox" checked={showLinks} onChange={(e) => setShowLinks(e.target.checked)} />
            {t('canvas.links')}
          </label>
          <label>
            <input type="checkbox" checked={showJourneys} onChange={(e) => setShowJourneys(e.target.checked)} />
            {t('canvas.journeys')}
          </label>
        </fieldset>
        {tasks.length > 0 && (
          <label className="analytic-task">
            {t('canvas.task')}
            <select value={task} onChange={(e) => setTask(e.target.value)}>
              <option value="">{t('canvas.wholeSessions')}</option>
              {tasks.map((one) => (
                <option key={one.id} value={one.id}>
                  {one.name || one.id}
                </option>
              ))}
            </select>
          </label>
        )}
        {journeys && (
          <table className="analytic-screens">
            <caption>{t(task ? 'canvas.dropOffTask' : 'canvas.dropOff')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('canvas.screen')}</th>
                <th scope="col">{t('canvas.screenSessions')}</th>
                <th scope="col">{t(task ? 'canvas.gaveUp' : 'canvas.leftHere')}</th>
              </tr>
            </thead>
            <tbody>
              {screens.map((screen) => {
                const row = perScreen.get(screen.id);
                return (
                  <tr key={screen.id} data-screen={screen.id}>
                    <th scope="row">{screen.name}</th>
                    <td>{row?.sessions ?? 0}</td>
                    <td>{row ? `${row.ended} (${percent(row.ended / row.sessions)})` : '–'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        {whole.figures && <SessionPicker sessions={whole.figures.sessions} picked={picked} onPick={setPicked} />}
      </aside>
      <div className="analytic-stage">
        <div className="analytic-stage-bar">
          <ZoomControls scale={view.scale} onZoom={zoom} onFit={fit} />
          {(shown.isPending || !figures) && <span className="muted">{t('computing')}</span>}
          {journeys && journeys.sessions === 0 && <span className="muted">{t('canvas.noSessions')}</span>}
        </div>
        <div
          className="canvas-area"
          ref={area.ref}
          tabIndex={0}
          aria-label={t('canvas.area')}
          onKeyDown={onKeyDown}
          data-testid="canvas-area"
        >
          {app && area.width > 0 && <CanvasScreens app={app} view={view} width={area.width} height={area.height} />}
          {app && area.width > 0 && (
            <CanvasOverlay
              doc={app}
              width={area.width}
              height={area.height}
              view={view}
              onView={setView}
              editable={false}
              grid={grid}
              linking={false}
              selection={[]}
              onSelect={ignore}
              run={ignore}
              onDragPreview={ignore}
              onOpenWidget={ignore}
              drawingScreen={false}
              onDrawScreen={ignore}
              onMenu={ignore}
              traffic={showLinks ? (journeys?.lines ?? {}) : undefined}
            >
              {figures && showHeat && <HeatLayer app={app} heat={figures.heat} mode={mode} />}
              {journeys && showJourneys && <JourneysLayer app={app} journeys={journeys} scale={view.scale} />}
              {journeys && <ScreenFiguresLayer app={app} labels={labels} scale={view.scale} />}
            </CanvasOverlay>
          )}
        </div>
      </div>
    </div>
  );
}
