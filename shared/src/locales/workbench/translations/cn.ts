// The workbench in Simplified Chinese: loaded only when a page shows it (see ../index.ts). The module
// is the locale's texts, one export per area of ../english.ts; ../index.ts has the compiler check
// that none is missing.
export { cn as common } from '../common/cn';
export { cn as account } from '../account/cn';
export { cn as analytics } from '../analytics/cn';
export { cn as apps } from '../apps/cn';
export { cn as editor } from '../editor/cn';
export { cn as help } from '../help/cn';
export { cn as palette } from '../palette/cn';
export { cn as study } from '../study/cn';
export { cn as templates } from '../templates/cn';
export { cn as tokens } from '../tokens/cn';
export { cn as transfer } from '../transfer/cn';
export { cn as a11y } from '../a11y/cn';
export { cn as versions } from '../versions/cn';
export { cn as code } from '../code/cn';
export { cn as ai } from '../ai/cn';
export { cn as apiImport } from '../apiImport/cn';
export { cn as figma } from '../figma/cn';
export { cn as pageImport } from '../pageImport/cn';
