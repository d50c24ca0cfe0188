// Texts of the tester's player in the locales of SPEC §1: plain objects without an i18n library,
// each locale its own module, so a player loads only the one it shows.
import { DEFAULT_LOCALE, LOCALES, type Locale } from './constants';
import type { PlayerTextKey, PlayerTexts } from './locales/player/en';

export type { PlayerTextKey, PlayerTexts };

const LOADERS: Record<Locale, () => Promise<PlayerTexts>> = {
  en: () => import('./locales/player/en').then((m) => m.en),
  es: () => import('./locales/player/es').then((m) => m.es),
  cn: () => import('./locales/player/cn').then((m) => m.cn),
  de: () => import('./locales/player/de').then((m) => m.de),
  pt: () => import('./locales/player/pt').then((m) => m.pt),
  'pt-br': () => import('./locales/player/ptBr').then((m) => m.ptBr),
};

export function loadPlayerTexts(locale: Locale): Promise<PlayerTexts> {
  return LOADERS[locale]();
}

/**
 * The locale for a tester: the first of `wanted` (the link's `ln=`, then the browser's languages)
 * that the player has, matched exactly or by language ("pt-BR" → pt-br, "de-AT" → de, "zh-CN" → cn).
 */
export function playerLocale(wanted: readonly (string | null | undefined)[]): Locale {
  for (const raw of wanted) {
    if (!raw) continue;
    const tag = raw.toLowerCase().replace('_', '-');
    if ((LOCALES as readonly string[]).includes(tag)) return tag as Locale;
    const language = tag.split('-')[0];
    if (language === 'zh') return 'cn';
    if ((LOCALES as readonly string[]).includes(language)) return language as Locale;
  }
  return DEFAULT_LOCALE;
}

/** A text with its `{name}` places filled in. */
export function formatText(
  texts: PlayerTexts,
  key: PlayerTextKey,
  values: Record<string, string | number> = {},
): string {
  return texts[key].replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
