import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../constants';
import { formatText, loadPlayerTexts, playerLocale } from '../../playerTexts';
import { de } from './de';
import { en } from './en';

describe('player texts', () => {
  it.each(LOCALES)('%s has every key, each a text with the same placeholders as English', async (locale) => {
    const texts = await loadPlayerTexts(locale);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(en).sort());
    for (const [key, english] of Object.entries(en)) {
      const text = texts[key as keyof typeof en];
      expect(text.trim(), key).not.toBe('');
      expect(text.match(/\{\w+\}/g)?.sort() ?? [], key).toEqual(english.match(/\{\w+\}/g)?.sort() ?? []);
    }
  });

  it('picks the locale from the link, then the browser, by exact tag or language', () => {
    expect(playerLocale(['de', 'en-US'])).toBe('de');
    expect(playerLocale([null, 'pt-BR'])).toBe('pt-br');
    expect(playerLocale(['pt-PT'])).toBe('pt');
    expect(playerLocale(['zh-CN'])).toBe('cn');
    expect(playerLocale(['fr', 'es-MX'])).toBe('es');
    expect(playerLocale(['fr'])).toBe('en');
  });

  it('fills in values', () => {
    expect(formatText(en, 'status.waitingMany', { count: 3 })).toBe('3 interactions waiting to upload');
    expect(formatText(de, 'tasks.success', { task: 'Login' })).toBe(
      'Gut gemacht! Du hast die Aufgabe „Login“ erledigt.',
    );
  });
});
