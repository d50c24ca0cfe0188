// Brazilian Portuguese texts of versions and A/B comparisons that differ from ./pt.ts.
import type { en } from './en';

export const ptBr: Partial<Record<keyof typeof en, string>> = {
  'verdict.none_one':
    'Nenhuma diferença demonstrada; cerca de {{count}} testador a mais por variante detectaria uma diferença de 10 pontos com 80 % de poder',
  'verdict.none_other':
    'Nenhuma diferença demonstrada; cerca de {{count}} testadores a mais por variante detectariam uma diferença de 10 pontos com 80 % de poder',
  'verdict.enough':
    'Nenhuma diferença demonstrada; com tantos testadores, uma diferença de 10 pontos teria sido encontrada com 80 % de poder',
  intro:
    'Salve o protótipo como está agora, abra uma versão anterior ou recupere uma (desfazer reverte uma restauração).',
  save: 'Salvar versão',
  saving: 'Salvando…',
  saved: 'Versão “{{name}}” salva',
  saveFailed: 'Não foi possível salvar a versão: {{message}}',
  loading: 'Carregando versões…',
  empty: 'Ainda não há versões salvas.',
  list: 'Versões salvas',
  screens_one: '{{count}} tela',
  screens_other: '{{count}} telas',
  'trigger.import': 'salva antes de uma importação',
  'trigger.restore': 'salva antes de uma restauração',
  delete: 'Excluir',
  confirmDelete: 'Excluir definitivamente',
  restored: 'Versão “{{name}}” restaurada. Desfazer reverte a restauração.',
  autoRestore: 'Antes de restaurar “{{name}}”',
  autoGenerate: 'Antes de uma tela gerada',
  viewing: 'Vendo a versão “{{name}}” — somente leitura',
  comparing: 'Comparando a versão “{{name}}” com “{{other}}”',
  backToCurrent: 'Voltar para a atual',
  'record.screen': 'tela',
  'record.line': 'link',
  'difference.row': '{{kind}}: {{record}} “{{name}}”',
  'difference.renamed': '{{kind}}: {{record}} “{{before}}” → “{{name}}”',
};
