// The analytic canvas (apps/{id}/analyze/workspace.html, and the public examples/{id}/…): the
// prototype's canvas with the study's heat maps, links, journeys and drop-off; the results are one
// click away.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXAMPLES_PATH, hashHref } from '../shell/paths';
import { Segmented } from '../ui/Segmented';
import { AnalyticCanvas } from './canvas/AnalyticCanvas';
import { ResultsTab } from './ResultsTab';
import { useAnalytics } from './useAnalytics';
import './analytics.css';

export function AnalyzeWorkspacePage({ appId, example = false }: { appId: string; example?: boolean }) {
  const { t } = useTranslation('analytics');
  // the same query the canvas and the results use: the page holds no events of its own
  const { app } = useAnalytics(appId, example);
  const [mode, setMode] = useState<'canvas' | 'results'>('canvas');
  return (
    <div className="analyze-workspace">
      <header className="analyze-bar">
        {example ? (
          <a href={hashHref(EXAMPLES_PATH)} className="button ghost">
            {t('canvas.examples')}
          </a>
        ) : (
          <Link to="/apps/{$id}.html" params={{ id: appId }} className="button ghost">
            {t('canvas.back')}
          </Link>
        )}
        <h1>{t('canvas.title', { name: app?.name ?? '' })}</h1>
        <Segmented<'canvas' | 'results'>
          label={t('canvas.modes')}
          options={(['canvas', 'results'] as const).map((m) => ({ value: m, label: t(`canvas.${m}`) }))}
          value={mode}
          onChange={setMode}
        />
      </header>
      {mode === 'canvas' ? (
        <AnalyticCanvas appId={appId} example={example} />
      ) : (
        <main className="page">
          <ResultsTab appId={appId} example={example} />
        </main>
      )}
    </div>
  );
}
