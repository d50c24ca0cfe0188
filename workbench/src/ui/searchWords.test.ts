import { describe, expect, it } from 'vitest';
import { matchesWords, searchWords } from './searchWords';

describe('search words', () => {
  it('match every word of the query anywhere in the texts, case and accents ignored', () => {
    const texts = ['Gráfico circular', 'PieChart', 'tarta, quesito'];
    expect(matchesWords(searchWords('  GRAFICO  quesito '), texts)).toBe(true);
    expect(matchesWords(searchWords('piechart'), texts)).toBe(true);
    expect(matchesWords(searchWords('gráfico barras'), texts)).toBe(false);
    expect(matchesWords(searchWords(''), texts)).toBe(true);
  });
});
