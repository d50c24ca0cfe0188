import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../prototypes/queries';
import { A11ySummary } from './A11ySummary';
import { ShareContent } from './ShareContent';
import './share.css';

/** share.html?id=APP: the share dialog's content as a page. */
export function SharePage({ appId }: { appId: string | undefined }) {
  const { t } = useTranslation(['apps', 'common']);
  const app = useApp(appId ?? '', appId !== undefined);
  if (!appId || app.isError) return <NotAvailable />;
  if (app.isPending) return <p className="page-status">{t('common:loading')}</p>;
  return (
    <div className="card share-page">
      <h1>{t('share.title', { name: app.data.name })}</h1>
      <A11ySummary app={app.data} />
      <ShareContent app={app.data} />
      <Link to="/apps/{$id}.html" params={{ id: appId }}>
        {t('overview.backToOverview')}
      </Link>
    </div>
  );
}

export function NotAvailable() {
  const { t } = useTranslation('apps');
  return (
    <div className="card narrow center">
      <h1>{t('overview.notFoundTitle')}</h1>
      <p className="muted">{t('overview.notFound')}</p>
      <Link to="/apps/my-apps.html" className="button primary">
        {t('overview.backToList')}
      </Link>
    </div>
  );
}
