import type { en } from './en';

export const pt: Record<keyof typeof en, string> = {
  'import.open': 'Importar um protótipo',
  'import.title': 'Importar um protótipo',
  'import.intro':
    'Escolha um ZIP exportado do Protolab (o protótipo com as suas imagens) ou o ficheiro JSON de um protótipo, também um do Quant-UX.',
  'import.file': 'Ficheiro ZIP ou JSON',
  'import.fileHint': 'ZIP até {{zipMb}} MB, JSON até {{jsonMb}} MB.',
  'import.images': 'Ou imagens: um ecrã por imagem',
  'import.imagesHint':
    'JPG, PNG ou GIF, no máximo {{imageMb}} MB cada; os ecrãs seguem a ordem dos nomes dos ficheiros.',
  'import.imagesName': 'Protótipo a partir de imagens',
  'import.submit': 'Importar',
  'import.busy': 'A importar…',
  'import.reportTitle': 'Antes de importar',
  'import.missingImages': 'Imagens que o ficheiro não contém (vão aparecer em falta): {{files}}',
  'import.unknownTypes': 'Tipos de widget que este produto não desenha (mantidos, mas não mostrados): {{types}}',
  'import.complete': 'Tudo o que o ficheiro contém é importado.',
  'import.done': 'O protótipo «{{name}}» foi importado.',
  'error.noFile': 'Escolha um ficheiro para importar.',
  'error.tooBig': 'O ficheiro é demasiado grande: um ZIP pode ter no máximo {{zipMb}} MB e um JSON {{jsonMb}} MB.',
  'error.wrongType': 'Tipo de ficheiro errado: escolha um ficheiro ZIP ou JSON de um protótipo.',
  'error.wrongZip': 'Tipo de ZIP errado: este ZIP não contém nenhum protótipo (falta app.json).',
  'error.invalidDocument': 'O ficheiro não contém um protótipo válido.',
  'error.imageTooBig': 'A imagem {{file}} é demasiado grande: no máximo {{imageMb}} MB.',
  'error.imageWrongType': 'A imagem {{file}} tem o tipo errado: apenas JPG, PNG ou GIF.',
  'error.tryout': 'No modo de experiência não é possível importar. Registe-se primeiro.',
  'export.button': 'Exportar como ZIP',
  'export.busy': 'A exportar…',
  'export.done': 'O ZIP com o protótipo e as suas imagens foi transferido.',
  'export.missing_one': 'Não foi possível carregar {{count}} imagem; falta no ZIP.',
  'export.missing_other': 'Não foi possível carregar {{count}} imagens; faltam no ZIP.',
};
