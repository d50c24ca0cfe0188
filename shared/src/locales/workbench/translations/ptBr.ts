// The workbench in Brazilian Portuguese: loaded only when a page shows it (see ../index.ts). Each
// area's ptBr file holds only the texts that differ from European Portuguese; the rest is pt's.
import type { WorkbenchTexts } from '../english';
import { ptBr as common } from '../common/ptBr';
import { ptBr as account } from '../account/ptBr';
import { ptBr as analytics } from '../analytics/ptBr';
import { ptBr as apps } from '../apps/ptBr';
import { ptBr as editor } from '../editor/ptBr';
import { ptBr as help } from '../help/ptBr';
import { ptBr as study } from '../study/ptBr';
import { ptBr as templates } from '../templates/ptBr';
import { ptBr as tokens } from '../tokens/ptBr';
import { ptBr as transfer } from '../transfer/ptBr';
import { pt } from './pt';

const differences: { [N in keyof WorkbenchTexts]: Partial<WorkbenchTexts[N]> } = {
  common,
  account,
  analytics,
  apps,
  editor,
  help,
  study,
  templates,
  tokens,
  transfer,
};

export const ptBr = Object.fromEntries(
  Object.entries(pt).map(([area, texts]) => [area, { ...texts, ...differences[area as keyof WorkbenchTexts] }]),
) as WorkbenchTexts;
