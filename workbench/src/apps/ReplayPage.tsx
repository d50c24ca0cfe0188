import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AppsTopBar } from './AppsTopBar';
import './apps.css';

/** apps/{id}/replay/{session}.html: the replay of a test session (filled by the analytics work). */
export function ReplayPage({ appId }: { appId: string }) {
  const { t } = useTranslation('apps');
  return (
    <div className="apps-layout">
      <AppsTopBar />
      <main className="page">
        <div className="card narrow center empty-state">
          <h1>{t('replay.title')}</h1>
          <p className="muted">{t('replay.empty')}</p>
          <Link to="/apps/$id/{$tab}.html" params={{ id: appId, tab: 'results' }} className="button primary">
            {t('replay.back')}
          </Link>
        </div>
      </main>
    </div>
  );
}
