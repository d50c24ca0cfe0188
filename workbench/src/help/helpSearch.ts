// Search over the help pages in the reader's language: every word of the query must occur in a
// page's title, paragraphs or picture captions (case and accents ignored).
import { matchesWords, searchWords } from '../ui/searchWords';
import { HELP_TOPICS, pageKeys, type FoundPage, type HelpPage, type HelpTextKey } from './helpTopics';

export type Translate = (key: HelpTextKey) => string;

const matches = (page: HelpPage, words: string[], translate: Translate) =>
  matchesWords(words, pageKeys(page).map(translate));

/** The matching pages, topics before their subtopics, in the order of the help; none for an empty query. */
export function searchHelp(query: string, translate: Translate): FoundPage[] {
  const words = searchWords(query);
  if (words.length === 0) return [];
  return HELP_TOPICS.flatMap((topic) => [
    ...(matches(topic, words, translate) ? [{ topic }] : []),
    ...topic.subtopics.filter((s) => matches(s, words, translate)).map((subtopic) => ({ topic, subtopic })),
  ]);
}
