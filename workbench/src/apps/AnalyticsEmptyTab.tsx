import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import type { AnalyticsTab } from './overviewTabs';
import { appKeys } from './queries';

/** Results, heat maps and the analytic canvas before their analysis exists: what has been recorded. */
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
          <p className="muted">{t('analytics.pending')}</p>
        </>
      )}
    </section>
  );
}
