// The workbench in German: loaded only when a page shows it (see ../index.ts). The module
// is the locale's texts, one export per area of ../english.ts; ../index.ts has the compiler check
// that none is missing.
export { de as common } from '../common/de';
export { de as account } from '../account/de';
export { de as analytics } from '../analytics/de';
export { de as apps } from '../apps/de';
export { de as editor } from '../editor/de';
export { de as help } from '../help/de';
export { de as palette } from '../palette/de';
export { de as study } from '../study/de';
export { de as templates } from '../templates/de';
export { de as tokens } from '../tokens/de';
export { de as transfer } from '../transfer/de';
export { de as a11y } from '../a11y/de';
export { de as versions } from '../versions/de';
export { de as code } from '../code/de';
export { de as ai } from '../ai/de';
export { de as apiImport } from '../apiImport/de';
export { de as figma } from '../figma/de';
export { de as pageImport } from '../pageImport/de';
