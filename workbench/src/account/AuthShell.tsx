import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../shell/LanguageSelect';
import { EXAMPLES_PATH, hashHref } from '../shell/paths';

/** The frame of the pages without the header: landing, sign-up, password reset. */
export function AuthShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <div className="auth-shell">
      <header className="auth-top">
        <Link to="/" className="brand">
          <span className="brand-mark" aria-hidden="true" />
          <span className="brand-name">{t('common:app.name')}</span>
        </Link>
        <LanguageSelect />
      </header>
      <main className="auth-main">
        <section className="hero">
          <p className="hero-eyebrow">{t('common:app.tagline')}</p>
          <h1>{t('landing.title')}</h1>
          <p className="hero-text">{t('landing.text')}</p>
          <div className="hero-actions">
            <Link to="/apps/tryout.html" className="button secondary">
              {t('landing.tryOut')}
            </Link>
            <a href={hashHref(EXAMPLES_PATH)} className="button ghost">
              {t('landing.examples')}
            </a>
          </div>
        </section>
        <div className="auth-card">{children}</div>
      </main>
      <footer className="auth-footer">
        <Link to="/tos.html">{t('common:nav.tos')}</Link>
        <Link to="/privacy.html">{t('common:nav.privacy')}</Link>
      </footer>
    </div>
  );
}
