// The workbench in Brazilian Portuguese: loaded only when a page shows it (see ../index.ts).
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

export const ptBr: WorkbenchTexts = {
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
