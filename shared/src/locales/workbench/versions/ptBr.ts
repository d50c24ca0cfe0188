// Brazilian Portuguese texts of versions and A/B comparisons that differ from ./pt.ts.
import type { en } from './en';

export const ptBr: Partial<Record<keyof typeof en, string>> = {
  'verdict.none_one':
    'Nenhuma diferença demonstrada; cerca de {{count}} testador a mais por variante detectaria uma diferença de 10 pontos com 80 % de poder',
  'verdict.none_other':
    'Nenhuma diferença demonstrada; cerca de {{count}} testadores a mais por variante detectariam uma diferença de 10 pontos com 80 % de poder',
  'verdict.enough':
    'Nenhuma diferença demonstrada; com tantos testadores, uma diferença de 10 pontos teria sido encontrada com 80 % de poder',
};
