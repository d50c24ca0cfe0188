// The workbench in Spanish: loaded only when a page shows it (see ../index.ts).
import type { WorkbenchTexts } from '../english';
import { es as common } from '../common/es';
import { es as account } from '../account/es';
import { es as analytics } from '../analytics/es';
import { es as apps } from '../apps/es';
import { es as editor } from '../editor/es';
import { es as help } from '../help/es';
import { es as study } from '../study/es';
import { es as templates } from '../templates/es';
import { es as tokens } from '../tokens/es';
import { es as transfer } from '../transfer/es';

export const es: WorkbenchTexts = {
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
