import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { banners, type Banners } from './banners';
import { sessionStore } from './session';

/** `const banner = useBanner(); banner.success(t('x'))` — success 2 s, error and hint 4 s. */
export function useBanner(): Pick<Banners, 'success' | 'error' | 'hint'> {
  return banners;
}

/**
 * For actions a guest may not do (save, import, create: SPEC §6). Returns `refuseGuest()`, which
 * shows the sign-up hint and answers true for a guest: `if (refuseGuest()) return;`.
 */
export function useRefuseGuest(): () => boolean {
  const { t } = useTranslation();
  return useCallback(() => {
    if (sessionStore.isLoggedIn()) return false;
    banners.hint(t('error.signUpRequired'));
    return true;
  }, [t]);
}
