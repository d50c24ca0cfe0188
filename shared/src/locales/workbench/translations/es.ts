// The workbench in Spanish: loaded only when a page shows it (see ../index.ts). The module
// is the locale's texts, one export per area of ../english.ts; ../index.ts has the compiler check
// that none is missing.
export { es as common } from '../common/es';
export { es as account } from '../account/es';
export { es as analytics } from '../analytics/es';
export { es as apps } from '../apps/es';
export { es as editor } from '../editor/es';
export { es as help } from '../help/es';
export { es as palette } from '../palette/es';
export { es as study } from '../study/es';
export { es as templates } from '../templates/es';
export { es as tokens } from '../tokens/es';
export { es as transfer } from '../transfer/es';
export { es as a11y } from '../a11y/es';
export { es as versions } from '../versions/es';
export { es as code } from '../code/es';
export { es as ai } from '../ai/es';
export { es as apiImport } from '../apiImport/es';
export { es as figma } from '../figma/es';
export { es as pageImport } from '../pageImport/es';
