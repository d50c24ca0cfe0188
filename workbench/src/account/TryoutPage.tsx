import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { EXAMPLES_PATH, hashHref } from '../shell/paths';
import { useRefuseGuest } from '../shell/useBanner';

/** `apps/tryout.html`: a guest may look around; creating, saving and importing need an account. */
export function TryoutPage() {
  const { t } = useTranslation('account');
  const refuseGuest = useRefuseGuest();
  return (
    <section className="card narrow">
      <h1>{t('tryout.title')}</h1>
      <p>{t('tryout.text')}</p>
      <div className="actions">
        <a href={hashHref(EXAMPLES_PATH)} className="button primary">
          {t('tryout.examples')}
        </a>
        <button type="button" className="button secondary" onClick={() => refuseGuest()}>
          {t('tryout.create')}
        </button>
        <Link to="/register" className="button ghost">
          {t('tryout.signUp')}
        </Link>
      </div>
    </section>
  );
}
