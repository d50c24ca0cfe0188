// What a search box's query asks for: its words, case and accents ignored, each to be found
// somewhere in what is searched (folded alike).

/** `text` without case and accents ("Área" → "area"). */
export const foldText = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

export function searchWords(query: string): string[] {
  return foldText(query).split(/\s+/).filter(Boolean);
}

/** Whether every word occurs in one of the texts (no words: everything matches). */
export function matchesWords(words: readonly string[], texts: readonly string[]): boolean {
  const text = foldText(texts.join(' '));
  return words.every((word) => text.includes(word));
}
