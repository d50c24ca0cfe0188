import type { en } from './en';

export const pt: Record<keyof typeof en, string> = {
  title: 'Código',
  intro: 'Descarregue o protótipo como código que os programadores podem ler, executar e manter.',
  kind: 'Exportar como',
  'kind.site': 'Site estático (abre a partir do disco, sem compilação)',
  'kind.react': 'Projeto React (Vite e TypeScript)',
  download: 'Descarregar ZIP',
  preparing: 'A preparar o ZIP…',
  screen: 'Ecrã',
  file: 'Ficheiro',
  preview: 'Código do ecrã',
  copy: 'Copiar',
  copied: 'Código copiado',
  copyFailed: 'Não foi possível copiar o código',
  drawn: 'Desenhado como uma caixa simples neste ecrã: {{types}}',
  missingImages_one: 'Não foi possível juntar {{count}} imagem ao ZIP',
  missingImages_other: 'Não foi possível juntar {{count}} imagens ao ZIP',
  noScreens: 'O protótipo ainda não tem ecrãs para exportar.',
};
