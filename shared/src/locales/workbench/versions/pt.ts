// European Portuguese texts of versions and A/B comparisons (keys: ./en.ts).
import type { en } from './en';

export const pt: Record<keyof typeof en, string> = {
  'verdict.higher': 'A taxa de sucesso de {{variant}} é superior em {{low}} a {{high}} pontos',
  'verdict.lower': 'A taxa de sucesso de {{variant}} é inferior em {{low}} a {{high}} pontos',
  'verdict.none_one':
    'Nenhuma diferença demonstrada; cerca de {{count}} testador a mais por variante detetaria uma diferença de 10 pontos com 80 % de potência',
  'verdict.none_other':
    'Nenhuma diferença demonstrada; cerca de {{count}} testadores a mais por variante detetariam uma diferença de 10 pontos com 80 % de potência',
  'verdict.enough':
    'Nenhuma diferença demonstrada; com tantos testadores, uma diferença de 10 pontos teria sido encontrada com 80 % de potência',
  'verdict.noData': 'Sessões insuficientes para comparar taxas de sucesso',
  'time.shorter': '{{variant}} demora {{low}} a {{high}} % menos tempo',
  'time.longer': '{{variant}} demora {{low}} a {{high}} % mais tempo',
  'time.none': 'Nenhuma diferença de tempo demonstrada',
  'time.noData': 'Sessões cronometradas insuficientes para comparar tempos',
  open: 'Versões',
  title: 'Versões',
  intro:
    'Guarde o protótipo tal como está agora, abra uma versão anterior ou recupere uma (anular desfaz um restauro).',
  name: 'Nome da versão',
  save: 'Guardar versão',
  saving: 'A guardar…',
  saved: 'Versão «{{name}}» guardada',
  saveFailed: 'Não foi possível guardar a versão: {{message}}',
  loading: 'A carregar versões…',
  empty: 'Ainda não há versões guardadas.',
  list: 'Versões guardadas',
  by: '{{author}} · {{time}}',
  screens_one: '{{count}} ecrã',
  screens_other: '{{count}} ecrãs',
  'trigger.import': 'guardada antes de uma importação',
  'trigger.restore': 'guardada antes de um restauro',
  view: 'Abrir',
  restore: 'Restaurar',
  delete: 'Eliminar',
  confirmDelete: 'Eliminar definitivamente',
  preview: 'Versão «{{name}}», só leitura',
  back: 'Voltar às versões',
  restored: 'Versão «{{name}}» restaurada. Anular desfaz o restauro.',
  restoreFailed: 'Não foi possível restaurar a versão: {{message}}',
  autoRestore: 'Antes de restaurar «{{name}}»',
  autoImport: 'Antes de uma importação',
  autoGenerate: 'Antes de um ecrã gerado',
};
