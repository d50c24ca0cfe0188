// The workbench in German: loaded only when a page shows it (see ../index.ts).
import type { WorkbenchTexts } from '../english';
import { de as common } from '../common/de';
import { de as account } from '../account/de';
import { de as analytics } from '../analytics/de';
import { de as apps } from '../apps/de';
import { de as editor } from '../editor/de';
import { de as help } from '../help/de';
import { de as study } from '../study/de';
import { de as templates } from '../templates/de';
import { de as tokens } from '../tokens/de';
import { de as transfer } from '../transfer/de';

export const de: WorkbenchTexts = {
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
