// The workbench in European Portuguese: loaded only when a page shows it (see ../index.ts). The module
// is the locale's texts, one export per area of ../english.ts; ../index.ts has the compiler check
// that none is missing.
export { pt as common } from '../common/pt';
export { pt as account } from '../account/pt';
export { pt as analytics } from '../analytics/pt';
export { pt as apps } from '../apps/pt';
export { pt as editor } from '../editor/pt';
export { pt as help } from '../help/pt';
export { pt as palette } from '../palette/pt';
export { pt as study } from '../study/pt';
export { pt as templates } from '../templates/pt';
export { pt as tokens } from '../tokens/pt';
export { pt as transfer } from '../transfer/pt';
export { pt as a11y } from '../a11y/pt';
export { pt as versions } from '../versions/pt';
export { pt as code } from '../code/pt';
export { pt as ai } from '../ai/pt';
export { pt as apiImport } from '../apiImport/pt';
export { pt as figma } from '../figma/pt';
export { pt as pageImport } from '../pageImport/pt';
