import { useTranslation } from 'react-i18next';
import type { FeedNotification } from '@protolab/shared';
import { hashHref } from '../shell/paths';
import { useSession } from '../shell/useSession';
import { formatNoticeDate, newCount, noticeKeys } from './notices';
import { useMarkNotificationsSeen, useNotifications } from './useNotifications';
import './help.css';

/** notifications.html: the feed of notices and tips, new ones flagged. */
export function NotificationsPage() {
  const { t } = useTranslation(['help', 'common']);
  const { loggedIn } = useSession();
  const feed = useNotifications();
  const markSeen = useMarkNotificationsSeen();
  const items = feed.data ?? [];

  return (
    <div className="help">
      <header className="help-head notifications-head">
        <h1>{t('notifications.title')}</h1>
        {loggedIn && newCount(items) > 0 && (
          <button
            type="button"
            className="button secondary"
            disabled={markSeen.isPending}
            onClick={() => markSeen.mutate()}
          >
            {t('notifications.markSeen')}
          </button>
        )}
      </header>
      {feed.isPending ? (
        <p className="page-status">{t('common:loading')}</p>
      ) : feed.isError ? (
        <p className="page-status" role="alert">
          {t('common:error.GET')}
        </p>
      ) : items.length === 0 ? (
        <p className="page-status">{t('notifications.empty')}</p>
      ) : (
        <ul className="notifications">
          {items.map((item) => (
            <Notice key={item.id} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}

function Notice({ item }: { item: FeedNotification }) {
  const { t, i18n } = useTranslation('help');
  const keys = noticeKeys(item);
  return (
    <li className={`card notice${item.isNew ? ' notice-new' : ''}`} data-testid="notice">
      <div className="notice-head">
        <h2>{keys ? t(keys.title) : item.title}</h2>
        {item.isNew && <span className="badge">{t('notifications.new')}</span>}
      </div>
      {(keys || item.more) && <p>{keys ? t(keys.more) : item.more}</p>}
      <div className="notice-foot muted">
        {item.lastUpdate > 0 && (
          <time dateTime={new Date(item.lastUpdate).toISOString()}>
            {formatNoticeDate(item.lastUpdate, i18n.language)}
          </time>
        )}
        {item.video && <a href={hashHref('/help/getting-started.html')}>{t('notifications.video')}</a>}
      </div>
    </li>
  );
}
