import type { Locale } from '../../constants';

/** The texts of one area in one locale: key → text; `{{name}}` marks a value filled in at run time. */
export type Texts = Record<string, string>;

/** Every other locale has exactly the keys of the English texts. */
export type Translations<T extends Texts> = Record<Exclude<Locale, 'en'>, Record<keyof T, string>>;

/**
 * One area's texts in all locales of SPEC §1. English defines the keys; the compiler refuses a
 * locale that lacks a key or has one more (the i18n test also compares the placeholders).
 */
export function defineTexts<const T extends Texts>(en: T, translations: Translations<T>): { en: T } & Translations<T> {
  return { en, ...translations };
}
