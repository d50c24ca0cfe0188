// Texts of the tester's player in the locales of SPEC §1, plain objects without an i18n library.
import { DEFAULT_LOCALE, LOCALES, type Locale } from './constants';
import { cn } from './locales/player/cn';
import { de } from './locales/player/de';
import { en, type PlayerTextKey, type PlayerTexts } from './locales/player/en';
import { es } from './locales/player/es';
import { pt } from './locales/player/pt';
import { ptBr } from './locales/player/ptBr';

export type { PlayerTextKey, PlayerTexts };

export const PLAYER_TEXTS: Record<Locale, PlayerTexts> = { en, es, cn, de, pt, 'pt-br': ptBr };

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
export function playerText(locale: Locale, key: PlayerTextKey, values: Record<string, string | number> = {}): string {
  const text = PLAYER_TEXTS[locale][key] ?? PLAYER_TEXTS[DEFAULT_LOCALE][key];
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
