// Before a test starts, how many serious accessibility findings the document rules still see
// (issue 33), with a link to the canvas with the accessibility panel open to review them.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { checkAccessibility, type App } from '@protolab/shared';

const SERIOUS = new Set(['critical', 'serious']);

export function A11ySummary({ app }: { app: App }) {
  const { t } = useTranslation('a11y');
  const serious = useMemo(() => checkAccessibility(app).filter((f) => SERIOUS.has(f.severity)).length, [app]);
  if (!serious) {
    return <p className="share-a11y muted">{t('noSerious')}</p>;
  }
  return (
    <p className="share-a11y serious">
      <Link to="/apps/$id/create.html" params={{ id: app.id }} search={{ check: 'a11y' }}>
        {t('serious', { count: serious })}
      </Link>
    </p>
  );
}
