// European Portuguese texts of the page import area.
import type { en } from './en';

export const pt: Record<keyof typeof en, string> = {
  'html.open': 'Importar HTML…',
  'html.title': 'Importar uma página HTML',
  'html.intro':
    'Escolha um ficheiro HTML ou cole o código. A página é composta à largura de ecrã do protótipo, sem os seus scripts, e torna-se um ecrã novo de widgets editáveis.',
  'yaml.open': 'Importar YAML…',
  'yaml.title': 'Importar ecrãs de YAML',
  'yaml.intro':
    'Escolha um ficheiro YAML ou cole a descrição: ecrãs, widgets pelo nome do tipo com props e estilo, linhas e colunas.',
  file: 'Ficheiro',
  pasted: 'Ou cole aqui',
  submit: 'Importar',
  busy: 'A importar…',
  'error.empty': 'Escolha um ficheiro ou cole algo para importar.',
  'error.line': 'Linha {{line}}: {{message}}',
  'error.layout': 'Não foi possível compor a página: {{message}}',
  done_one: 'Foi adicionado um ecrã novo com {{count}} widget.',
  done_other: 'Foi adicionado um ecrã novo com {{count}} widgets.',
  unmapped: 'Elementos sem widget próprio, mantidos como substituto:',
  unmappedItem: '<{{tag}}> «{{name}}» como {{as}}',
  complete: 'Cada elemento da página tem um widget próprio.',
  'export.open': 'Exportar ecrã como YAML',
  'export.title': 'O ecrã «{{name}}» como YAML',
  'export.text': 'YAML do ecrã',
  'export.download': 'Transferir',
};
