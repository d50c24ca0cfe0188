import type { en } from './en';

/** Only the texts that differ from European Portuguese. */
export const ptBr: Partial<Record<keyof typeof en, string>> = {
  intro: 'Baixe o protótipo como código que os desenvolvedores podem ler, executar e manter.',
  'kind.site': 'Site estático (abre a partir do disco, sem build)',
  download: 'Baixar ZIP',
  preparing: 'Preparando o ZIP…',
  screen: 'Tela',
  file: 'Arquivo',
  preview: 'Código da tela',
  drawn: 'Desenhado como uma caixa simples nesta tela: {{types}}',
  missingImages_one: 'Não foi possível adicionar {{count}} imagem ao ZIP',
  missingImages_other: 'Não foi possível adicionar {{count}} imagens ao ZIP',
  noScreens: 'O protótipo ainda não tem telas para exportar.',
};
