// The workbench in Simplified Chinese: loaded only when a page shows it (see ../index.ts).
import type { WorkbenchTexts } from '../english';
import { cn as common } from '../common/cn';
import { cn as account } from '../account/cn';
import { cn as analytics } from '../analytics/cn';
import { cn as apps } from '../apps/cn';
import { cn as editor } from '../editor/cn';
import { cn as help } from '../help/cn';
import { cn as study } from '../study/cn';
import { cn as templates } from '../templates/cn';
import { cn as tokens } from '../tokens/cn';
import { cn as transfer } from '../transfer/cn';

export const cn: WorkbenchTexts = {
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
