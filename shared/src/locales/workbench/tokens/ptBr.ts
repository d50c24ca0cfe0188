import type { en } from './en';

export const ptBr: Partial<Record<keyof typeof en, string>> = {
  intro: 'Um token é um estilo com nome. Vincule widgets a ele nas propriedades deles: ao mudar o token, todos mudam.',
  'kind.stroke': 'Borda',
  'kind.text': 'Fonte',
  'kind.padding': 'Espaçamento interno',
  save: 'Salvar',
  deleteOf: 'Excluir {{name}}',
  confirmDelete_one: '"{{name}}" é usado por {{count}} widget ou modelo. Excluir e desvincular?',
  confirmDelete_other: '"{{name}}" é usado por {{count}} widgets ou modelos. Excluir e desvincular deles?',
  confirm: 'Excluir e desvincular',
  'invalid.name': 'Dê ao token um nome que nenhum outro token tenha.',
  'invalid.type': 'Escolha o tipo de token.',
  linkNone: 'Vincular a um token…',
  linked: 'Vinculado ao token',
  mixedLinks: 'Vínculos mistos',
  unlinkOf: 'Desvincular {{name}} do seu token',
  unlink: 'Desvincular',
  border: 'Borda',
  font: 'Fonte',
};
