// The top bar of the prototype pages (they have no app header, SPEC §2): the brand back to my
// prototypes, the page's own content, the language and the account.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../account/Avatar';
import { LanguageSelect } from '../app/LanguageSelect';
import { useSession } from '../app/useSession';

export function AppsTopBar({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { user, loggedIn } = useSession();
  return (
    <header className="apps-topbar">
      <Link to="/apps/my-apps.html" className="brand" aria-label={t('nav.myPrototypes')}>
        <span className="brand-mark" aria-hidden="true" />
        <span className="brand-name">{t('app.name')}</span>
      </Link>
      <div className="apps-topbar-content">{children}</div>
      <LanguageSelect />
      {loggedIn ? (
        <Link to="/my-account.html" className="account-link" aria-label={t('nav.myAccount')}>
          <Avatar user={user} size={30} />
        </Link>
      ) : (
        <Link to="/register" className="button primary">
          {t('nav.signUp')}
        </Link>
      )}
    </header>
  );
}
