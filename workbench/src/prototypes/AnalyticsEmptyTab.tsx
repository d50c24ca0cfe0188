import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { api } from '../shell/api';
import type { AnalyticsTab } from './overviewTabs';
import { appKeys } from './queries';

/** The analytic-canvas tab: what has been recorded, and the way into the canvas (heat-map mode). */
export function AnalyticsEmptyTab({ appId, tab, onShare }: { appId: string; tab: AnalyticsTab; onShare?(): void }) {
  const { t } = useTranslation(['apps', 'common']);
  const counts = useQuery({ queryKey: appKeys.eventCount(appId), queryFn: () => api.events.count(appId) });
  return (
    <section className="card empty-state" data-testid="analytics-empty">
      <h2>{t(`analytics.${tab}`)}</h2>
      {counts.isPending && <p className="muted">{t('common:loading')}</p>}
      {counts.isError && <p className="form-error">{t('common:error.GET')}</p>}
      {counts.data && counts.data.sessions === 0 && (
        <>
          <p>{t('analytics.noSessions')}</p>
          <p className="muted">{t('analytics.noSessionsHint')}</p>
          {onShare && (
            <button type="button" className="button primary" onClick={onShare}>
              {t('overview.share')}
            </button>
          )}
        </>
      )}
      {counts.data && counts.data.sessions > 0 && (
        <>
          <p>
            {t('analytics.sessions', { count: counts.data.sessions })}
            {' · '}
            {t('analytics.events', { count: counts.data.count })}
          </p>
          <Link to="/apps/$id/analyze/workspace.html" params={{ id: appId }} className="button primary">
            {t('analytics.openCanvas')}
          </Link>
        </>
      )}
    </section>
  );
}
