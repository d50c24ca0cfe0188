// i18next with every workbench namespace (shared/src/locales/workbench) in the six locales.
// The language is the address's `?ln=`, else the user's stored choice, else the browser's.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  LOCALES,
  playerLocale,
  WORKBENCH_NAMESPACES,
  workbenchLocales,
  type Locale,
} from '@protolab/shared';

export const LANGUAGE_KEY = 'protolab.language';

type Resources = Record<Locale, Record<string, Record<string, string>>>;

export function workbenchResources(): Resources {
  const resources = {} as Resources;
  for (const locale of LOCALES) {
    resources[locale] = {};
    for (const ns of WORKBENCH_NAMESPACES) resources[locale][ns] = workbenchLocales[ns][locale];
  }
  return resources;
}

/** The `ln` parameter of the page address or of the hash route ("#/x.html?ln=de"). */
export function languageParam(location: { search: string; hash: string }): string | null {
  const hashQuery = location.hash.includes('?') ? location.hash.slice(location.hash.indexOf('?')) : '';
  return new URLSearchParams(location.search).get('ln') ?? new URLSearchParams(hashQuery).get('ln');
}

export function pickLanguage(param: string | null, stored: string | null, browser: readonly string[]): Locale {
  return playerLocale([param, stored, ...browser]);
}

/** Sets up an i18next instance (the global one unless given) in one language. */
export function initI18n(language: Locale, instance: I18n = i18next): I18n {
  void instance.use(initReactI18next).init({
    resources: workbenchResources(),
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

export function startI18n(): I18n {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_KEY);
  } catch {
    // storage blocked: the browser's language it is
  }
  const language = pickLanguage(languageParam(window.location), stored, navigator.languages ?? []);
  document.documentElement.lang = language;
  return initI18n(language);
}

/** The user's choice in the header: kept for the next visit. */
export function chooseLanguage(language: Locale): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // not kept, still switched
  }
  document.documentElement.lang = language;
  void i18next.changeLanguage(language);
}
