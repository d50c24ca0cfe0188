export const ptBr = {
  place: 'Inserir {{name}}',
  deleteOf: 'Excluir o modelo {{name}}',
  confirmDelete_one: '“{{name}}” tem {{count}} instância. Excluir o modelo? A instância continua como um widget comum.',
  confirmDelete_other:
    '“{{name}}” tem {{count}} instâncias. Excluir o modelo? As instâncias continuam como widgets comuns.',
  delete: 'Excluir',
  instanceOf: 'Instância de “{{name}}”',
  pushHint: 'Levar as mudanças deste widget para o modelo e, com isso, para todas as instâncias',
  changed: 'Esta instância muda o estilo do modelo.',
  reset: 'Voltar ao modelo',
  detach: 'Desvincular',
  detachHint: 'Transformar em widgets comuns que não seguem mais o modelo',
  mixed: 'A seleção tem instâncias de vários modelos.',
};
