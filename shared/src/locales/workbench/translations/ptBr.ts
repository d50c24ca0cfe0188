// The workbench in Brazilian Portuguese: loaded only when a page shows it (see ../index.ts).
// European Portuguese with the texts that differ.
import type { WorkbenchTexts } from '../english';
import * as pt from './pt';
import * as differences from './ptBrDifferences';

export const ptBr = Object.fromEntries(
  Object.entries(pt).map(([area, texts]) => [area, { ...texts, ...differences[area as keyof WorkbenchTexts] }]),
) as WorkbenchTexts;
