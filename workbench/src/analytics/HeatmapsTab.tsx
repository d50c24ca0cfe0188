// Heat maps over every screen: click, mouse, scroll, first-click and missed-click modes, a legend
// and the SPEC §9 hint of elements not clicked within the first three interactions.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { screenView } from '@protolab/shared';
import { HeatmapScreen } from './HeatmapScreen';
import { HeatModePicker } from './HeatModePicker';
import type { HeatMode } from '@protolab/shared';
import { useAnalytics } from './useAnalytics';
import './analytics.css';

const SCREEN_WIDTH = 300;

export function HeatmapsTab({
  appId,
  example = false,
  initialMode = 'click',
}: {
  appId: string;
  example?: boolean;
  initialMode?: HeatMode;
}) {
  const { t } = useTranslation('analytics');
  const [mode, setMode] = useState<HeatMode>(initialMode);
  const analytics = useAnalytics(appId, example, undefined, 'heat');
  if (analytics.error)
    return (
      <p className="form-error" role="alert">
        {t('error.load')}
      </p>
    );
  if (analytics.isPending || !analytics.figures || !analytics.app) return <p className="muted">{t('computing')}</p>;
  const { figures, app } = analytics;
  const hints = new Map(figures.hints.map((h) => [h.screen, h]));
  return (
    <div className="analytics heatmaps" data-testid="heatmaps">
      <div className="heat-toolbar">
        <HeatModePicker mode={mode} onMode={setMode} />
      </div>
      <div className="heat-grid">
        {figures.heat.map((heat) => {
          const view = screenView(app, heat.screen);
          if (!view) return null;
          const hint = hints.get(heat.screen);
          const names = (hint?.notClickedEarly ?? []).map((id) => view.widgets.find((w) => w.id === id)?.text || id);
          return (
            <article key={heat.screen} className="card heat-card" data-screen={heat.screen}>
              <h3>{view.name}</h3>
              <p className="muted">{t('heat.points', { count: heat.points[mode] })}</p>
              <HeatmapScreen
                app={app}
                view={view}
                grid={heat.grids[mode]}
                cols={heat.cols}
                rows={heat.rows}
                width={SCREEN_WIDTH}
                hinted={hint?.notClickedEarly ?? []}
                label={t('heat.screenAlt', { screen: view.name })}
              />
              {names.length > 0 && <p className="heat-hint">{t('heat.hint', { elements: names.join(', ') })}</p>}
              {/* "every linked element was used early" needs links on the screen and visits to it */}
              {names.length === 0 && hint && hint.visits > 0 && hint.elements.length > 0 && (
                <p className="muted">{t('heat.noHint')}</p>
              )}
            </article>
          );
        })}
      </div>
    </div>
  );
}
