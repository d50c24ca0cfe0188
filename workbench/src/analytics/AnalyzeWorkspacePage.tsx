// The analytic canvas (apps/{id}/analyze/workspace.html, and the public examples/{id}/…): every
// screen of the prototype with its heat map, opening in heat-map mode.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { EXAMPLES_PATH, hashHref } from '../app/paths';
import { HeatmapsTab } from './HeatmapsTab';
import { useStudyData } from './useAnalytics';
import './analytics.css';

export function AnalyzeWorkspacePage({ appId, example = false }: { appId: string; example?: boolean }) {
  const { t } = useTranslation('analytics');
  const data = useStudyData(appId, example);
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
      </header>
      <main className="page">
        <HeatmapsTab appId={appId} example={example} />
      </main>
    </div>
  );
}
