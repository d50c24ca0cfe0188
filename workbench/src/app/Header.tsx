import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../account/Avatar';
import { NotificationBell } from '../help/NotificationBell';
import { LanguageSelect } from './LanguageSelect';
import { EXAMPLES_PATH, hashHref, HELP_PATH, MY_PROTOTYPES_PATH } from './paths';
import { useSession } from './useSession';

/**
 * The one header of every workbench page but the canvas: the brand, the page's own context (a back
 * link and its title, where it has them), the navigation, the language and the account.
 */
export function Header({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { user, loggedIn } = useSession();
  return (
    <header className="app-header">
      <Link to="/" className="brand">
        <span className="brand-mark" aria-hidden="true" />
        <span className="brand-name">{t('app.name')}</span>
      </Link>
      {children && <div className="app-header-context">{children}</div>}
      <nav className="app-nav" aria-label={t('nav.main')}>
        {loggedIn && <a href={hashHref(MY_PROTOTYPES_PATH)}>{t('nav.myPrototypes')}</a>}
        <a href={hashHref(EXAMPLES_PATH)}>{t('nav.examples')}</a>
        <a href={hashHref(HELP_PATH)}>{t('nav.help')}</a>
      </nav>
      <LanguageSelect />
      {loggedIn ? (
        <>
          <NotificationBell />
          <Link to="/my-account.html" className="account-link" data-testid="account-link">
            <Avatar user={user} size={28} />
            <span className="account-name">{user.name || user.email}</span>
          </Link>
          <Link to="/logout.html" className="button ghost">
            {t('nav.logout')}
          </Link>
        </>
      ) : (
        <>
          <Link to="/" className="button ghost">
            {t('nav.login')}
          </Link>
          <Link to="/register" className="button primary">
            {t('nav.signUp')}
          </Link>
        </>
      )}
    </header>
  );
}
