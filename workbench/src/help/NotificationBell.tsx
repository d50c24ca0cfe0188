import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { newCount } from './notices';
import { useNotifications } from './useNotifications';
import './help.css';

/** The header's bell: a link to notifications.html with the number of new notifications. */
export function NotificationBell() {
  const { t } = useTranslation('help');
  const count = newCount(useNotifications().data);
  return (
    <Link
      to="/notifications.html"
      className="notification-bell"
      aria-label={count ? t('notifications.bellNew', { count }) : t('notifications.bell')}
      title={count ? t('notifications.bellNew', { count }) : t('notifications.bell')}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {count > 0 && (
        <span className="notification-count" data-testid="notification-count">
          {count}
        </span>
      )}
    </Link>
  );
}
