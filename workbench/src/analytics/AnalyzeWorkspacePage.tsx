// The analytic canvas (apps/{id}/analyze/workspace.html, and the public examples/{id}/…): every
// screen of the prototype with its heat map, opening in heat-map mode; the results are one click away.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXAMPLES_PATH, hashHref } from '../app/paths';
import { HeatmapsTab } from './HeatmapsTab';
import { ResultsTab } from './ResultsTab';
import { useStudyData } from './useAnalytics';
import './analytics.css';

export function AnalyzeWorkspacePage({ appId, example = false }: { appId: string; example?: boolean }) {
  const { t } = useTranslation('analytics');
  const data = useStudyData(appId, example);
  const [mode, setMode] = useState<'heat' | 'results'>('heat');
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
        <h1>{t('canvas.title', { name: data.data?.app.name ?? '' })}</h1>
        <div role="radiogroup" aria-label={t('canvas.modes')} className="segmented">
          {(['heat', 'results'] as const).map((m) => (
            <button
              key={m}
              type="button"
              role="radio"
              aria-checked={m === mode}
              className={m === mode ? 'button primary' : 'button secondary'}
              onClick={() => setMode(m)}
            >
              {t(`canvas.${m}`)}
            </button>
          ))}
        </div>
      </header>
      <main className="page">
        {mode === 'heat' ? (
          <HeatmapsTab appId={appId} example={example} />
        ) : (
          <ResultsTab appId={appId} example={example} />
        )}
      </main>
    </div>
  );
}
