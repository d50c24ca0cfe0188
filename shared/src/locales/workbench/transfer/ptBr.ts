import type { en } from './en';

export const ptBr: Partial<Record<keyof typeof en, string>> = {
  'import.intro':
    'Escolha um ZIP exportado do Protolab (o protótipo com suas imagens e seu estudo) ou o arquivo JSON de um protótipo, inclusive um do Quant-UX. Para trazer um estudo completo, escolha vários arquivos JSON de uma vez: o protótipo com seus eventos, trajetos do mouse, configurações do teste, anotações e comentários.',
  'import.file': 'Arquivo ZIP ou JSON',
  'import.fileHint': 'Um ZIP de até {{zipMb}} MB, ou arquivos JSON de até {{jsonMb}} MB cada.',
  'import.images': 'Ou imagens: uma tela por imagem',
  'import.imagesHint':
    'JPG, PNG ou GIF, no máximo {{imageMb}} MB cada; as telas seguem a ordem dos nomes dos arquivos.',
  'import.busy': 'Importando…',
  'import.missingImages': 'Imagens que o arquivo não contém (vão aparecer faltando): {{files}}',
  'import.unknownTypes': 'Tipos de widget que este produto não desenha (mantidos, mas não exibidos): {{types}}',
  'import.complete': 'Tudo o que o arquivo contém é importado.',
  'import.done': 'O protótipo "{{name}}" foi importado.',
  'study.standIn_one':
    'Não há nenhum protótipo entre os arquivos: é criado um provisório com {{count}} tela em branco, para que as sessões possam ser analisadas (o design não está lá).',
  'study.standIn_other':
    'Não há nenhum protótipo entre os arquivos: é criado um provisório com {{count}} telas em branco, para que as sessões possam ser analisadas (o design não está lá).',
  'study.mouse': 'Trajetos do mouse: {{count}}',
  'study.complete': 'Tudo o que os arquivos contêm é importado.',
  'study.unknownFile':
    '{{file}}: não é um protótipo nem dados gravados, configurações do teste, anotações ou comentários.',
  'study.extraApp': '{{file}}: um segundo protótipo (cada importação traz um único protótipo).',
  'study.extraTestSettings': '{{file}}: outras configurações do teste (as primeiras são importadas).',
  'study.invalid.events': 'Eventos inválidos: {{count}} (o primeiro em "{{field}}": {{message}})',
  'study.invalid.mouse': 'Trajetos do mouse inválidos: {{count}} (o primeiro em "{{field}}": {{message}})',
  'study.invalid.annotations': 'Anotações inválidas: {{count}} (a primeira em "{{field}}": {{message}})',
  'study.invalid.comments': 'Comentários inválidos: {{count}} (o primeiro em "{{field}}": {{message}})',
  'study.otherApp.events': 'Eventos gravados em outro protótipo: {{count}}',
  'study.otherApp.mouse': 'Trajetos do mouse gravados em outro protótipo: {{count}}',
  'study.otherApp.testSettings': 'As configurações do teste de outro protótipo',
  'study.invalidTestSettings': 'As configurações do teste em {{file}} não são válidas ("{{field}}": {{message}}).',
  'study.splash': 'A imagem de boas-vindas do teste (o arquivo dela não está entre os arquivos).',
  'error.noFile': 'Escolha um arquivo para importar.',
  'error.tooBig': 'O arquivo é grande demais: um ZIP pode ter no máximo {{zipMb}} MB e um JSON {{jsonMb}} MB.',
  'error.wrongType': 'Tipo de arquivo errado: escolha um arquivo ZIP ou JSON de um protótipo.',
  'error.wrongZip': 'Tipo de ZIP errado: este ZIP não contém nenhum protótipo (falta o app.json).',
  'error.zipAlone': 'Escolha um ZIP sozinho, ou apenas arquivos JSON.',
  'error.unpacksTooBig':
    'Este ZIP se descompacta em muito mais do que contém (mais de {{unpackedMb}} MB, ou mais de {{ratio}} vezes o seu tamanho), por isso foi interrompido antes de encher a memória do navegador. Importe um ZIP exportado pelo Protolab ou os arquivos JSON do protótipo.',
  'error.invalidDocument': 'O arquivo não contém um protótipo válido.',
  'error.imageTooBig': 'A imagem {{file}} é grande demais: no máximo {{imageMb}} MB.',
  'error.tryout': 'No modo de teste não é possível importar. Cadastre-se primeiro.',
  'export.busy': 'Exportando…',
  'export.done': 'O ZIP com o protótipo e suas imagens foi baixado.',
  'export.missing_one': 'Não foi possível carregar {{count}} imagem; ela está faltando no ZIP.',
  'export.missing_other': 'Não foi possível carregar {{count}} imagens; elas estão faltando no ZIP.',
};
