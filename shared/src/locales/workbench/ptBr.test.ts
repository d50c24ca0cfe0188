// Brazilian Portuguese is European Portuguese with the texts that differ: loaded, it must still have
// every text English has, the Brazilian one where the two differ.
import { describe, expect, it } from 'vitest';
import { loadWorkbenchTexts, workbenchEnglish, WORKBENCH_NAMESPACES } from './index';

describe('Brazilian Portuguese texts', () => {
  it('have every English text, the Brazilian wording where it differs from European Portuguese', async () => {
    const [ptBr, pt] = await Promise.all([loadWorkbenchTexts('pt-br'), loadWorkbenchTexts('pt')]);
    for (const namespace of WORKBENCH_NAMESPACES) {
      const texts = ptBr[namespace] as Record<string, string>;
      const missing = Object.keys(workbenchEnglish[namespace]).filter((key) => !texts[key]);
      expect(missing, namespace).toEqual([]);
    }
    expect(ptBr.analytics['screens.title']).toBe('Telas');
    expect(pt.analytics['screens.title']).toBe('Ecrãs');
    // the same in both: taken from European Portuguese
    expect(ptBr.analytics['sessions.title']).toBe(pt.analytics['sessions.title']);
  });
});
