// i18next with every workbench namespace (shared/src/locales/workbench): English always (the
// fallback), and the page's language, loaded before the first render or when the user picks it.
// The language is the address's `?ln=`, else the user's stored choice, else the browser's.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  LOCALES,
  loadWorkbenchTexts,
  playerLocale,
  WORKBENCH_NAMESPACES,
  workbenchEnglish,
  type Locale,
  type WorkbenchTexts,
} from '@protolab/shared';

export const LANGUAGE_KEY = 'protolab.language';

/** The `ln` parameter of the page address or of the hash route ("#/x.html?ln=de"). */
export function languageParam(location: { search: string; hash: string }): string | null {
  const hashQuery = location.hash.includes('?') ? location.hash.slice(location.hash.indexOf('?')) : '';
  return new URLSearchParams(location.search).get('ln') ?? new URLSearchParams(hashQuery).get('ln');
}

export function pickLanguage(param: string | null, stored: string | null, browser: readonly string[]): Locale {
  return playerLocale([param, stored, ...browser]);
}

/** Sets up an i18next instance (the global one unless given) in `language`, whose texts are given. */
export function initI18n(language: Locale, texts: WorkbenchTexts, instance: I18n = i18next): I18n {
  void instance.use(initReactI18next).init({
    resources: { en: workbenchEnglish, [language]: texts },
    lng: language,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    lowerCaseLng: true,
    load: 'currentOnly',
    ns: WORKBENCH_NAMESPACES,
    defaultNS: 'common',
    keySeparator: false,
    nsSeparator: ':',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** Sets up the page's i18next in the language it should speak, once that language's texts are here. */
export async function startI18n(): Promise<I18n> {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_KEY);
  } catch {
    // storage blocked: the browser's language it is
  }
  const language = pickLanguage(languageParam(window.location), stored, navigator.languages ?? []);
  document.documentElement.lang = language;
  return initI18n(language, await loadWorkbenchTexts(language).catch(() => workbenchEnglish));
}

/** Shows the workbench in `language` (for now: chooseLanguage keeps it), its texts loaded first if need be. */
export async function showLanguage(language: Locale, instance: I18n = i18next): Promise<void> {
  if (!instance.hasResourceBundle(language, 'common')) {
    const texts = await loadWorkbenchTexts(language).catch(() => undefined);
    if (!texts) return; // offline and never loaded: the language stays as it was
    for (const ns of WORKBENCH_NAMESPACES) instance.addResourceBundle(language, ns, texts[ns]);
  }
  document.documentElement.lang = language;
  await instance.changeLanguage(language);
}

/** The user's choice in the header: kept for the next visit. */
export function chooseLanguage(language: Locale): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // not kept, still switched
  }
  void showLanguage(language);
}
