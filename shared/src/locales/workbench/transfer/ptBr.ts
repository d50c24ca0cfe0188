import type { en } from './en';

export const ptBr: Record<keyof typeof en, string> = {
  'import.open': 'Importar um protótipo',
  'import.title': 'Importar um protótipo',
  'import.intro':
    'Escolha um ZIP exportado do Protolab (o protótipo com suas imagens) ou o arquivo JSON de um protótipo, inclusive um do Quant-UX.',
  'import.file': 'Arquivo ZIP ou JSON',
  'import.fileHint': 'ZIP de até {{zipMb}} MB, JSON de até {{jsonMb}} MB.',
  'import.images': 'Ou imagens: uma tela por imagem',
  'import.imagesHint':
    'JPG, PNG ou GIF, no máximo {{imageMb}} MB cada; as telas seguem a ordem dos nomes dos arquivos.',
  'import.imagesName': 'Protótipo a partir de imagens',
  'import.submit': 'Importar',
  'import.busy': 'Importando…',
  'import.reportTitle': 'Antes de importar',
  'import.missingImages': 'Imagens que o arquivo não contém (vão aparecer faltando): {{files}}',
  'import.unknownTypes': 'Tipos de widget que este produto não desenha (mantidos, mas não exibidos): {{types}}',
  'import.complete': 'Tudo o que o arquivo contém é importado.',
  'import.done': 'O protótipo "{{name}}" foi importado.',
  'error.noFile': 'Escolha um arquivo para importar.',
  'error.tooBig': 'O arquivo é grande demais: um ZIP pode ter no máximo {{zipMb}} MB e um JSON {{jsonMb}} MB.',
  'error.wrongType': 'Tipo de arquivo errado: escolha um arquivo ZIP ou JSON de um protótipo.',
  'error.wrongZip': 'Tipo de ZIP errado: este ZIP não contém nenhum protótipo (falta o app.json).',
  'error.invalidDocument': 'O arquivo não contém um protótipo válido.',
  'error.imageTooBig': 'A imagem {{file}} é grande demais: no máximo {{imageMb}} MB.',
  'error.imageWrongType': 'A imagem {{file}} tem o tipo errado: apenas JPG, PNG ou GIF.',
  'error.tryout': 'No modo de teste não é possível importar. Cadastre-se primeiro.',
  'export.button': 'Exportar como ZIP',
  'export.busy': 'Exportando…',
  'export.done': 'O ZIP com o protótipo e suas imagens foi baixado.',
  'export.missing_one': 'Não foi possível carregar {{count}} imagem; ela está faltando no ZIP.',
  'export.missing_other': 'Não foi possível carregar {{count}} imagens; elas estão faltando no ZIP.',
};
