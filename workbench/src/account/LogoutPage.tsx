import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { session } from '../shell/session';

/** `logout.html`: forgets the login here and on the server. */
export function LogoutPage() {
  const { t } = useTranslation('account');
  const [done, setDone] = useState(false);
  useEffect(() => {
    let live = true;
    void session.logout().finally(() => live && setDone(true));
    return () => {
      live = false;
    };
  }, []);
  if (!done) return <p className="page-status">{t('logout.busy')}</p>;
  return (
    <section className="card narrow center">
      <h1>{t('logout.title')}</h1>
      <p>{t('logout.text')}</p>
      <Link to="/" className="button primary">
        {t('logout.again')}
      </Link>
    </section>
  );
}
