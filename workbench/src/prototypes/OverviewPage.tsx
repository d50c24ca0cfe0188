// The prototype overview (apps/{id}.html, apps/{id}/{tab}.html): the tab bar of SPEC §2, run test
// and share beside it, and the tab's content.
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { canEditApp } from '@protolab/shared';
import { CommentsTab } from '../study/CommentsTab';
import { TestTab } from '../study/TestTab';
import { HeatmapsTab } from '../analytics/HeatmapsTab';
import { ResultsTab } from '../analytics/ResultsTab';
import { AnalyticsEmptyTab } from './AnalyticsEmptyTab';
import { Header } from '../shell/Header';
import { DesignTab } from './DesignTab';
import { OVERVIEW_TABS, type OverviewTab } from './overviewTabs';
import { useApp, useInvitations, useMyRole } from './queries';
import { SettingsTab } from './SettingsTab';
import { ShareDialog } from '../share/ShareDialog';
import { NotAvailable } from '../share/SharePage';
import { PreviewLink } from '../share/PreviewLink';
import { TeamTab } from '../team/TeamTab';
import './prototypes.css';

interface OverviewPageProps {
  appId: string;
  tab: OverviewTab;
  /** apps/{id}/share.html: the share dialog open over the tab */
  sharing?: boolean;
}

export function OverviewPage({ appId, tab, sharing = false }: OverviewPageProps) {
  const { t } = useTranslation(['apps', 'common']);
  const navigate = useNavigate();
  const app = useApp(appId);
  const role = useMyRole(appId);
  const invitations = useInvitations(appId, canEditApp(role));
  const testInvitation = invitations.data?.find((i) => i.permission === 'test');
  const openShare = () => void navigate({ to: '/apps/$id/{$tab}.html', params: { id: appId, tab: 'share' } });
  const closeShare = () => void navigate({ to: '/apps/$id/{$tab}.html', params: { id: appId, tab } });

  return (
    <div className="apps-layout">
      <Header>
        <h1 className="app-header-title">{app.data?.name}</h1>
      </Header>
      {app.isError ? (
        <main className="page">
          <NotAvailable />
        </main>
      ) : (
        <>
          <div className="overview-bar">
            <nav className="overview-tabs" aria-label={t('overview.tabs')}>
              {OVERVIEW_TABS.map((id) => (
                <Link
                  key={id}
                  to="/apps/$id/{$tab}.html"
                  params={{ id: appId, tab: id }}
                  className={`overview-tab${id === tab ? ' active' : ''}`}
                  aria-current={id === tab ? 'page' : undefined}
                >
                  {t(`tab.${id}`)}
                </Link>
              ))}
            </nav>
            <div className="overview-actions">
              {testInvitation && <PreviewLink appId={appId} test={testInvitation} />}
              {canEditApp(role) && (
                <button type="button" className="button primary" onClick={openShare}>
                  {t('overview.share')}
                </button>
              )}
            </div>
          </div>
          <main className="page overview-page">
            {app.isPending && <p className="page-status">{t('common:loading')}</p>}
            {app.data && tab === 'design' && <DesignTab app={app.data} />}
            {tab === 'test' && <TestTab appId={appId} />}
            {tab === 'comments' && <CommentsTab appId={appId} />}
            {tab === 'results' && <ResultsTab appId={appId} />}
            {tab === 'heatmaps' && <HeatmapsTab appId={appId} />}
            {tab === 'analytics' && (
              <AnalyticsEmptyTab appId={appId} tab={tab} onShare={canEditApp(role) ? openShare : undefined} />
            )}
            {app.data && tab === 'settings' && <SettingsTab key={app.data.id} app={app.data} role={role} />}
            {tab === 'team' && <TeamTab appId={appId} />}
          </main>
          {sharing && app.data && <ShareDialog app={app.data} onClose={closeShare} />}
        </>
      )}
    </div>
  );
}
