import type { en } from './en';

export const ptBr: Partial<Record<keyof typeof en, string>> = {
  open: 'Gerar tela…',
  title: 'Gerar uma tela',
  intro:
    'Descreva uma página em palavras: um provedor de geração de texto a escreve com sua própria chave, e ela vira uma nova tela de widgets editáveis.',
  promptPlaceholder: 'Uma página de cadastro com nome, e-mail, uma função e um botão',
  'kind.html': 'Tela a partir de HTML',
  'kind.yaml': 'Tela a partir de YAML',
  provider: 'Provedor',
  keyNote: 'A chave e o provedor ficam apenas neste navegador; nunca são salvos no nosso servidor.',
  working: 'Escrevendo a página… pode levar um minuto.',
  added: 'A tela “{{name}}” foi adicionada. Desfazer a remove.',
  signUp: 'Cadastre-se para gerar telas com IA.',
  'design-gpt.error-server': 'Algo deu errado no servidor do provedor. Tente de novo.',
  'design-gpt.error-no-idea': 'O provedor devolveu dados que não conseguimos ler. Tente de novo.',
  'design-gpt.error-server-key': 'O provedor não aceitou a chave da API. Verifique-a.',
  'design-gpt.error-insufficient_quota': 'Sua cota no provedor acabou. Verifique seus pagamentos lá.',
  'error-no-content': 'O provedor não devolveu nenhum resultado. Tente de novo.',
  unreachable: 'Não foi possível contatar o provedor a partir deste navegador, e este servidor não o retransmite.',
  convertFailed: 'A página não pôde ser convertida em uma tela: {{message}}',
};
