import type { en } from './en';

export const ptBr: Partial<Record<keyof typeof en, string>> = {
  intro:
    'Uma descrição OpenAPI 3 ou Swagger 2 (JSON ou YAML) vira telas: para cada recurso uma lista, uma tela de detalhe e um formulário, e uma tela inicial que os lista.',
  url: 'URL do arquivo de descrição',
  file: 'Ou um arquivo',
  loading: 'Carregando…',
  pick: 'Escolha o que vira tela.',
  'kind.delete': 'Excluir',
  none: 'A descrição não tem nenhum recurso com operações para fazer telas.',
  done_one: '{{count}} tela adicionada',
  done_other: '{{count}} telas adicionadas',
  'error.noUrl': 'A importação de uma descrição de API precisa da URL do arquivo de descrição.',
  'error.notLoaded': 'Não foi possível carregar a URL.',
  'error.tooLarge': 'O arquivo é grande demais.',
  'error.tryout': 'A importação está bloqueada no modo de teste. Cadastre-se, por favor.',
  'screen.save': 'Salvar',
  'screen.invalid': 'Confira este campo',
};
