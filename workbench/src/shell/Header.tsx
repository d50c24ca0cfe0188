import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../account/Avatar';
import { NotificationBell } from '../help/NotificationBell';
import { LanguageSelect } from './LanguageSelect';
import { EXAMPLES_PATH, hashHref, HELP_PATH, MY_PROTOTYPES_PATH } from './paths';
import { useSession } from './useSession';

/**
 * The one header of every workbench page but the canvas: the brand, the page's own context (a back
 * link and its title, where it has them), the navigation, the language and the account. On a phone
 * it is one row: the navigation, the language and the account fold into a menu.
 */
export function Header({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { user, loggedIn } = useSession();
  const menu = useFoldingMenu();
  return (
    <header className="app-header" ref={menu.header}>
      <Link to="/" className="brand">
        <span className="brand-mark" aria-hidden="true" />
        <span className="brand-name">{t('app.name')}</span>
      </Link>
      {children && <div className="app-header-context">{children}</div>}
      {loggedIn && <NotificationBell />}
      <button
        type="button"
        className="app-menu-toggle"
        aria-label={t('nav.main')}
        aria-expanded={menu.open}
        aria-controls={menu.id}
        onClick={menu.toggle}
      >
        <span aria-hidden="true" />
      </button>
      <div id={menu.id} className="app-menu" data-open={menu.open || undefined}>
        <nav className="app-nav" aria-label={t('nav.main')}>
          {loggedIn && <a href={hashHref(MY_PROTOTYPES_PATH)}>{t('nav.myPrototypes')}</a>}
          <a href={hashHref(EXAMPLES_PATH)}>{t('nav.examples')}</a>
          <a href={hashHref(HELP_PATH)}>{t('nav.help')}</a>
        </nav>
        <LanguageSelect />
        {loggedIn ? (
          <>
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
      </div>
    </header>
  );
}

/** The phone menu: open by its button, closed by a new page, Escape or a click outside the header. */
function useFoldingMenu() {
  const [open, setOpen] = useState(false);
  const header = useRef<HTMLElement>(null);
  const id = useId();
  const location = useRouterState({ select: (state) => state.location.href });
  useEffect(() => setOpen(false), [location]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (!header.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  return { open, id, header, toggle: () => setOpen((was) => !was) };
}
