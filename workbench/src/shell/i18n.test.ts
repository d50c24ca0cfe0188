// @vitest-environment happy-dom
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LOCALES, loadWorkbenchTexts, WORKBENCH_NAMESPACES, workbenchEnglish, type Locale } from '@protolab/shared';
import { initI18n, languageParam, pickLanguage, showLanguage } from './i18n';

const textsOf = Object.fromEntries(
  await Promise.all(LOCALES.map(async (locale) => [locale, await loadWorkbenchTexts(locale)] as const)),
) as Record<Locale, Awaited<ReturnType<typeof loadWorkbenchTexts>>>;

/** `{{name}}` values and `<tag>` wrappers of a text, sorted, so that order may differ by language. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*[\w.]+\s*\}\}|<\/?\w+>/g)].map((m) => m[0].replace(/\s/g, '')).sort();

describe('workbench texts', () => {
  for (const ns of WORKBENCH_NAMESPACES) {
    const english = workbenchEnglish[ns] as Record<string, string>;
    for (const locale of LOCALES) {
      it(`${ns} in ${locale}: every key, no extra key, the same placeholders, no empty text`, () => {
        const texts = textsOf[locale][ns] as Record<string, string>;
        expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
        for (const [key, text] of Object.entries(texts)) {
          expect(text.trim(), `${ns}:${key} in ${locale}`).not.toBe('');
          expect(placeholders(text), `${ns}:${key} in ${locale}`).toEqual(placeholders(english[key]));
        }
      });
    }
  }

  it('translates: no locale but English is mostly English copies', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      let total = 0;
      let same = 0;
      for (const ns of WORKBENCH_NAMESPACES) {
        const english = workbenchEnglish[ns] as Record<string, string>;
        for (const [key, text] of Object.entries(textsOf[locale][ns] as Record<string, string>)) {
          total++;
          if (text === english[key] && text.length > 12) same++;
        }
      }
      expect(same / Math.max(total, 1), locale).toBeLessThan(0.05);
    }
  });

  it('fills placeholders and shows the chosen language, loading another one when switched to', async () => {
    const i18n = initI18n('de', textsOf.de, createInstance());
    expect(i18n.hasResourceBundle('pt-br', 'common')).toBe(false);
    expect(i18n.t('account:validation.passwordLength', { min: 6 })).toBe(
      'Das Passwort muss mindestens 6 Zeichen haben.',
    );
    expect(i18n.t('alert.unauthorized')).toBe('Etwas ist schiefgelaufen. Bitte melde dich erneut an!');
    await showLanguage('pt-br', i18n);
    expect(i18n.t('nav.logout')).toBe('Sair');
    expect(document.documentElement.lang).toBe('pt-br');
  });

  it('picks ?ln=, else the stored choice, else the browser language', () => {
    expect(languageParam({ search: '?ln=de', hash: '' })).toBe('de');
    expect(languageParam({ search: '', hash: '#/help.html?ln=es' })).toBe('es');
    expect(languageParam({ search: '', hash: '#/' })).toBeNull();
    expect(pickLanguage('de', 'es', ['pt-BR'])).toBe('de');
    expect(pickLanguage(null, 'es', ['pt-BR'])).toBe('es');
    expect(pickLanguage(null, null, ['pt-BR', 'en'])).toBe('pt-br');
    expect(pickLanguage(null, null, ['zh-CN'])).toBe('cn');
    expect(pickLanguage('xx', null, ['fr'])).toBe('en');
  });
});
