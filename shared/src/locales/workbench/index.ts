// The workbench's texts in the locales of SPEC §1. English is always there (it is the fallback);
// another locale is its own chunk, loaded when a page shows it.
import type { Locale } from '../../constants';
import { workbenchEnglish, type WorkbenchTexts } from './english';

export * from './english';

const LOADERS: Record<Locale, () => Promise<WorkbenchTexts>> = {
  en: () => Promise.resolve(workbenchEnglish),
  es: () => import('./translations/es').then((m) => m.es),
  cn: () => import('./translations/cn').then((m) => m.cn),
  de: () => import('./translations/de').then((m) => m.de),
  pt: () => import('./translations/pt').then((m) => m.pt),
  'pt-br': () => import('./translations/ptBr').then((m) => m.ptBr),
};

export function loadWorkbenchTexts(locale: Locale): Promise<WorkbenchTexts> {
  return LOADERS[locale]();
}
