import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function ContactPrompt() {
  const { t } = useTranslation('help');
  return (
    <p className="help-contact">
      {t('help.contactPrompt')} <Link to="/contact.html">{t('help.contactLink')}</Link>
    </p>
  );
}
