// What Brazilian Portuguese changes of European Portuguese, one export per area of ../english.ts
// (each area's ptBr file holds only the texts that differ).
export { ptBr as common } from '../common/ptBr';
export { ptBr as account } from '../account/ptBr';
export { ptBr as analytics } from '../analytics/ptBr';
export { ptBr as apps } from '../apps/ptBr';
export { ptBr as editor } from '../editor/ptBr';
export { ptBr as help } from '../help/ptBr';
export { ptBr as palette } from '../palette/ptBr';
export { ptBr as study } from '../study/ptBr';
export { ptBr as templates } from '../templates/ptBr';
export { ptBr as tokens } from '../tokens/ptBr';
export { ptBr as transfer } from '../transfer/ptBr';
export { ptBr as a11y } from '../a11y/ptBr';
export { ptBr as versions } from '../versions/ptBr';
export { ptBr as code } from '../code/ptBr';
export { ptBr as ai } from '../ai/ptBr';
export { ptBr as apiImport } from '../apiImport/ptBr';
export { ptBr as figma } from '../figma/ptBr';
export { ptBr as pageImport } from '../pageImport/ptBr';
