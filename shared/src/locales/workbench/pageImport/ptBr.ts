// Brazilian Portuguese texts of the page import area that differ from European Portuguese.
import type { en } from './en';

export const ptBr: Partial<Record<keyof typeof en, string>> = {
  'html.intro':
    'Escolha um arquivo HTML ou cole o código. A página é montada na largura de tela do protótipo, sem seus scripts, e vira uma tela nova de widgets editáveis.',
  'yaml.title': 'Importar telas de YAML',
  'yaml.intro':
    'Escolha um arquivo YAML ou cole a descrição: telas, widgets pelo nome do tipo com props e estilo, linhas e colunas.',
  file: 'Arquivo',
  busy: 'Importando…',
  'error.empty': 'Escolha um arquivo ou cole algo para importar.',
  'error.layout': 'Não foi possível montar a página: {{message}}',
  done_one: 'Uma tela nova foi adicionada com {{count}} widget.',
  done_other: 'Uma tela nova foi adicionada com {{count}} widgets.',
  unmappedItem: '<{{tag}}> "{{name}}" como {{as}}',
  'export.open': 'Exportar tela como YAML',
  'export.title': 'A tela "{{name}}" como YAML',
  'export.text': 'YAML da tela',
  'export.download': 'Baixar',
};
