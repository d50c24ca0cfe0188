import type { en } from './en';

export const ptBr: Partial<Record<keyof typeof en, string>> = {
  'nav.myPrototypes': 'Meus protótipos',
  'nav.myAccount': 'Minha conta',
  'nav.login': 'Entrar',
  'nav.signUp': 'Cadastrar-se',
  'nav.logout': 'Sair',
  'nav.tos': 'Termos de uso',
  'alert.unauthorized': 'Algo deu errado. Por favor, entre novamente!',
  'alert.sessionExpired': 'Sua sessão expirou. Por favor, entre novamente',
  'alert.offline': 'O servidor parece estar fora do ar. Por favor, entre novamente.',
  'error.PUT': 'Não foi possível salvar',
  'error.DELETE': 'Não foi possível excluir',
  'error.offline': 'Não foi possível conectar ao servidor. Verifique sua conexão.',
  'error.signUpRequired': 'Cadastre-se primeiro: no modo de teste não é possível salvar, importar nem criar nada.',
  'action.save': 'Salvar',
  'action.delete': 'Excluir',
  loading: 'Carregando…',
  'notFound.text': 'A página que você procura não existe ou foi movida.',
};
