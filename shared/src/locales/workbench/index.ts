// The workbench's texts in the locales of SPEC §1. English is always there (it is the fallback);
// another locale is its own chunk, loaded when a page shows it.
import type { Locale } from '../../constants';
import { workbenchEnglish, type WorkbenchTexts } from './english';

export * from './english';

/** A translation module's exports as a plain object: i18next writes into the resources it is given. */
const plain = (texts: WorkbenchTexts): WorkbenchTexts => ({ ...texts });

const LOADERS: Record<Locale, () => Promise<WorkbenchTexts>> = {
  en: () => Promise.resolve(workbenchEnglish),
  es: () => import('./translations/es').then(plain),
  cn: () => import('./translations/cn').then(plain),
  de: () => import('./translations/de').then(plain),
  pt: () => import('./translations/pt').then(plain),
  'pt-br': () => import('./translations/ptBr').then((m) => m.ptBr),
};

export function loadWorkbenchTexts(locale: Locale): Promise<WorkbenchTexts> {
  return LOADERS[locale]();
}
