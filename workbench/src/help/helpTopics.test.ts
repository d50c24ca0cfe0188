import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES, loadWorkbenchTexts, workbenchEnglish } from '@protolab/shared';
import { HELP_FIGURE_SIZES } from './helpFigureSizes';
import { searchHelp } from './helpSearch';
import { findHelpPage, HELP_TOPICS, helpPageKeys, helpPages, type HelpTextKey } from './helpTopics';

const en = workbenchEnglish.help as Record<string, string>;
const de = (await loadWorkbenchTexts('de')).help as Record<string, string>;
const locales = await Promise.all(
  LOCALES.map(async (locale) => [locale, (await loadWorkbenchTexts(locale)).help as Record<string, string>] as const),
);
const PICTURES = new URL('../../public/help/', import.meta.url);

describe('help pages', () => {
  it('every page has its texts, and every topic text belongs to a page', () => {
    const used = helpPageKeys();
    for (const key of used) expect(en[key], key).toBeTruthy();
    const topicKeys = Object.keys(en).filter((key) => key.startsWith('topic.'));
    expect([...used].sort()).toEqual(topicKeys.sort());
    expect(new Set(used).size).toBe(used.length);
  });

  it('covers the topics of the brief, with unique ids', () => {
    expect(HELP_TOPICS.map((t) => t.id)).toEqual([
      'getting-started',
      'prototypes',
      'editor',
      'links',
      'testing',
      'analytics',
      'import-export',
      'team',
      'account',
    ]);
    for (const topic of HELP_TOPICS) {
      const ids = topic.subtopics.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('every page, in every language, has at least two real paragraphs', () => {
    for (const page of helpPages()) {
      expect(page.body.length, page.id).toBeGreaterThanOrEqual(2);
      for (const [locale, texts] of locales) {
        // a real paragraph: a sentence or more (Chinese says in 30 characters what English says in 100)
        for (const key of page.body) {
          expect(en[key]!.length, key).toBeGreaterThanOrEqual(60);
          expect(texts[key]?.trim().length ?? 0, `${locale} ${key}`).toBeGreaterThanOrEqual(en[key]!.length * 0.2);
        }
      }
    }
  });

  it('every picture is a PNG in workbench/public/help of the size the page gives it, after one of its paragraphs', () => {
    const figures = helpPages().flatMap((page) => page.figures.map((figure) => ({ page, figure })));
    expect(figures.length).toBeGreaterThanOrEqual(6);
    for (const { page, figure } of figures) {
      const file = new URL(figure.src, PICTURES);
      expect(existsSync(file), figure.src).toBe(true);
      const bytes = readFileSync(file);
      expect(bytes.subarray(1, 4).toString('latin1'), figure.src).toBe('PNG');
      const size = { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
      expect(size, figure.src).toEqual(HELP_FIGURE_SIZES[figure.src]);
      expect(bytes.length, `${figure.src} is too big`).toBeLessThanOrEqual(120 * 1024);
      expect(figure.after, `${page.id}: ${figure.src}`).toBeGreaterThanOrEqual(1);
      expect(figure.after, `${page.id}: ${figure.src}`).toBeLessThanOrEqual(page.body.length);
    }
    // no picture is left over, none lacks its size
    const used = new Set(figures.map(({ figure }) => figure.src));
    const files = readdirSync(PICTURES).filter((name) => name.endsWith('.png'));
    expect(files.sort()).toEqual([...used].sort());
    expect(Object.keys(HELP_FIGURE_SIZES).sort()).toEqual([...used].sort());
  });

  it('every caption of a picture is written in every language', () => {
    const captions = helpPages().flatMap((page) => page.figures.map((f) => f.caption));
    expect(new Set(captions).size).toBe(captions.length);
    for (const [locale, texts] of locales) {
      for (const key of captions) expect(texts[key]?.trim(), `${locale} ${key}`).toBeTruthy();
    }
  });

  it('finds topics and subtopics by id', () => {
    expect(findHelpPage('testing')?.topic.id).toBe('testing');
    expect(findHelpPage('testing', 'qr-codes')?.subtopic?.title).toBe('topic.testing.qr.title');
    expect(findHelpPage('testing', 'nope')).toBeUndefined();
    expect(findHelpPage('nope')).toBeUndefined();
  });
});

describe('searchHelp', () => {
  const english = (key: HelpTextKey) => en[key]!;

  it('finds pages whose title or text holds every word, ignoring case', () => {
    const found = searchHelp('QR code', english).map((p) => p.subtopic?.id ?? p.topic.id);
    expect(found).toContain('qr-codes');
    expect(found).toContain('invitations');
    expect(searchHelp('HEAT maps', english).map((p) => p.subtopic?.id)).toContain('heat-maps');
  });

  it('finds the editor and how it undoes and links', () => {
    const editor = HELP_TOPICS.find((t) => t.id === 'editor')!;
    const found = searchHelp('editor', english).map((p) => p.subtopic?.id ?? p.topic.id);
    for (const id of ['editor', ...editor.subtopics.map((s) => s.id)]) expect(found, id).toContain(id);
    expect(searchHelp('undo reload', english).map((p) => p.subtopic?.id)).toEqual(['undo-and-saving']);
    expect(searchHelp('prototype drag screen', english).map((p) => p.subtopic?.id)).toContain('linking-widgets');
  });

  it('searches the captions of the pictures too', () => {
    const caption = en['topic.testing.player.figure1']!;
    expect(caption).toContain('390 × 844');
    expect(searchHelp('390 × 844', english).map((p) => p.subtopic?.id)).toEqual(['what-testers-see']);
  });

  it('searches in the reader language, ignoring accents', () => {
    const german = (key: HelpTextKey) => de[key]!;
    expect(searchHelp('offline feldstudien', german).map((p) => p.subtopic?.id)).toEqual(['offline']);
    expect(searchHelp('konfidenzintervalle', german).map((p) => p.subtopic?.id)).toEqual(['confidence-intervals']);
    expect(searchHelp('eigentumer LOSCHEN', german).map((p) => p.subtopic?.id)).toEqual(['roles']);
  });

  it('finds nothing for an empty query or an unknown word', () => {
    expect(searchHelp('   ', english)).toEqual([]);
    expect(searchHelp('zebra', english)).toEqual([]);
  });
});
