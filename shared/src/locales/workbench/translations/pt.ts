// The workbench in European Portuguese: loaded only when a page shows it (see ../index.ts).
import type { WorkbenchTexts } from '../english';
import { pt as common } from '../common/pt';
import { pt as account } from '../account/pt';
import { pt as analytics } from '../analytics/pt';
import { pt as apps } from '../apps/pt';
import { pt as editor } from '../editor/pt';
import { pt as help } from '../help/pt';
import { pt as study } from '../study/pt';
import { pt as templates } from '../templates/pt';
import { pt as tokens } from '../tokens/pt';
import { pt as transfer } from '../transfer/pt';

export const pt: WorkbenchTexts = {
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
