import type { en } from './en';

export const ptBr: Partial<Record<keyof typeof en, string>> = {
  intro:
    'Cada frame da página escolhida vira uma tela, com seus textos, formas, imagens, componentes e links de protótipo.',
  tokenHint: 'Criado no Figma em Configurações → Segurança. Só vai para o Figma e não é salvo.',
  link: 'Link do arquivo ou do protótipo',
  loading: 'Carregando…',
  importing: 'Importando…',
  done_one: '{{count}} tela importada',
  done_other: '{{count}} telas importadas',
  'error.badLink': 'Isto não é um link para um arquivo ou protótipo do Figma.',
  'error.fileLoad': 'Não foi possível carregar o arquivo de design. Verifique a chave e o link.',
  'error.previewLoad': 'Não foi possível carregar as prévias dos frames.',
  'error.tryout': 'A importação está bloqueada no modo de teste. Cadastre-se.',
  'report.interaction': '{{layer}}: a interação {{detail}} não é um link para uma tela, deixada de fora',
  'report.hidden': '{{layer}}: oculta, deixada de lado',
};
