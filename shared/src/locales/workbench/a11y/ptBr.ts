import type { en } from './en';

export const ptBr: Partial<Record<keyof typeof en, string>> = {
  'scope.screen': 'Esta tela',
  engine: 'Também verificado no navegador com o axe-core, cada tela como os testadores a veem.',
  enginePending: 'Verificando no navegador: faltam {{count}} telas…',
  screenOf: 'Tela “{{name}}”',
  'severity.minor': 'Leve',
  'rule.non-text-contrast': 'Contraste da borda ou ícone {{ratio}}:1, abaixo de {{required}}:1',
  'rule.target-size-phone':
    'Alvo de {{width}} × {{height}} px, abaixo dos {{required}} × {{required}} px recomendados em celulares',
  'rule.input-name': 'Campo sem rótulo nem nome acessível',
  'rule.link-distinct': 'Link que só se distingue do texto pela cor',
  'rule.screen-heading': 'Tela sem título',
  'wcag.1.4.1': '1.4.1 Uso de cor',
  'wcag.2.4.6': '2.4.6 Cabeçalhos e rótulos',
  'wcag.2.5.5': '2.5.5 Tamanho do alvo (aprimorado)',
  'wcag.3.3.2': '3.3.2 Rótulos ou instruções',
  serious_one: '{{count}} problema de acessibilidade grave: revise-o',
  serious_other: '{{count}} problemas de acessibilidade graves: revise-os',
};
