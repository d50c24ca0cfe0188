import { describe, expect, it } from 'vitest';
import { loadWorkbenchTexts, workbenchEnglish } from '@protolab/shared';
import { searchHelp } from './helpSearch';
import { findHelpPage, HELP_TOPICS, helpPageKeys, type HelpTextKey } from './helpTopics';

const en = workbenchEnglish.help as Record<string, string>;
const de = (await loadWorkbenchTexts('de')).help as Record<string, string>;

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
    expect(found).toEqual(['qr-codes']);
    expect(searchHelp('HEAT maps', english).map((p) => p.subtopic?.id)).toContain('heat-maps');
  });

  it('finds the editor and how it undoes and links', () => {
    expect(searchHelp('editor', english).map((p) => p.subtopic?.id ?? p.topic.id)).toContain('editor');
    expect(searchHelp('undo reload', english).map((p) => p.subtopic?.id)).toEqual(['undo-and-saving']);
    expect(searchHelp('prototype drag screen', english).map((p) => p.subtopic?.id)).toContain('linking-widgets');
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
