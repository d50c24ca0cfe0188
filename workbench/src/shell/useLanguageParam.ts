import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@protolab/shared';
import { showLanguage } from './i18n';

/** A link with `?ln=xx` switches the language also when the app is open already (not kept). */
export function useLanguageParam(): void {
  const { i18n } = useTranslation();
  const ln: unknown = useRouterState({ select: (state) => (state.location.search as Record<string, unknown>).ln });
  useEffect(() => {
    const wanted = typeof ln === 'string' ? ln.toLowerCase() : undefined;
    if (wanted && (LOCALES as readonly string[]).includes(wanted) && wanted !== i18n.language) {
      void showLanguage(wanted as Locale, i18n);
    }
  }, [ln, i18n]);
}
