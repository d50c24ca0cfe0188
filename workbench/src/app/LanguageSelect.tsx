import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@protolab/shared';
import { chooseLanguage } from './i18n';

/** Each language by its own name, the same in every locale. */
const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  cn: '中文',
  de: 'Deutsch',
  pt: 'Português',
  'pt-br': 'Português (Brasil)',
};

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <select
      className="language-select"
      aria-label={t('nav.language')}
      value={i18n.language}
      onChange={(event) => chooseLanguage(event.target.value as Locale)}
    >
      {LOCALES.map((locale) => (
        <option key={locale} value={locale}>
          {LANGUAGE_NAMES[locale]}
        </option>
      ))}
    </select>
  );
}
