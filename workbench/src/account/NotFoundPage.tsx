import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** `404.html` and every path no route knows. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="card narrow center">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/" className="button primary">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
