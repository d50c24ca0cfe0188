import type { en } from './en';

export const ptBr: Partial<Record<keyof typeof en, string>> = {
  'landing.title': 'Crie protótipos clicáveis. Teste com pessoas reais.',
  'landing.text':
    'Desenhe telas, conecte-as, convide participantes e veja o que eles fazem: sucesso nas tarefas, mapas de calor e gravações das sessões.',
  'landing.login': 'Entrar',
  'landing.signUp': 'Cadastre-se grátis',
  'field.password': 'Senha',
  'field.name': 'Nome',
  'field.lastname': 'Sobrenome',
  'validation.passwordLength': 'A senha deve ter pelo menos {{min}} caracteres.',
  'validation.tos': 'Os termos de uso e a política de privacidade precisam ser aceitos.',
  'validation.oldPasswordRequired': 'Digite sua senha atual.',
  'validation.oldPasswordWrong': 'A senha atual está incorreta.',
  'login.title': 'Entrar',
  'login.submit': 'Entrar',
  'login.busy': 'Entrando…',
  'login.failed': 'O e-mail ou a senha estão incorretos.',
  'login.throttled': 'Muitas tentativas. Aguarde alguns minutos e tente de novo.',
  'login.lockedOut': 'Bloqueado? Me envie um link',
  'login.unlockSent':
    'Se existir uma conta para {{email}}, um e-mail com um link está a caminho. O link funciona uma vez, por 15 minutos, no navegador em que você abrir.',
  'login.forgot': 'Esqueceu a senha?',
  'login.withProvider': 'Entrar com a conta da sua organização',
  'login.providerFailed': 'Não foi possível conectar ao serviço de login. Tente mais tarde.',
  'signUp.title': 'Crie sua conta',
  'signUp.accept': 'Aceito os <tos>termos de uso</tos> e a <privacy>política de privacidade</privacy>.',
  'signUp.submit': 'Cadastrar',
  'signUp.busy': 'Criando sua conta…',
  'signUp.emailTaken': 'Já existe uma conta com este e-mail. Entre com ela.',
  'signUp.haveAccount': 'Já tem uma conta?',
  'reset.requestTitle': 'Redefinir a senha',
  'reset.requestText': 'Digite o e-mail da sua conta. Enviaremos um link para você criar uma nova senha.',
  'reset.requestSubmit': 'Enviar o link',
  'reset.requestSent':
    'Se houver uma conta para {{email}}, um e-mail com um link está a caminho. O link vale por uma hora.',
  'reset.setTitle': 'Criar uma nova senha',
  'reset.newPassword': 'Nova senha',
  'reset.setSubmit': 'Salvar a senha',
  'reset.done': 'Sua nova senha foi salva. Entre com ela.',
  'reset.wrongKey': 'O link está incorreto ou expirou. Peça um novo.',
  'reset.incomplete': 'Este link está incompleto. Peça um novo.',
  'unlock.title': 'Entrar por este navegador',
  'unlock.text':
    'Digite sua senha. Depois deste login, este navegador entra mesmo quando logins de navegadores desconhecidos estão retidos.',
  'unlock.wrongKey': 'O link está errado, já foi usado ou expirou. Peça um novo.',
  'account.title': 'Minha conta',
  'account.saved': 'Seu perfil foi salvo.',
  'account.image': 'Foto de perfil',
  'account.imageAlt': 'Sua foto de perfil',
  'account.imageUpload': 'Enviar uma foto',
  'account.imageRemove': 'Remover a foto',
  'account.imageTooBig': 'O arquivo é grande demais: no máximo 5 MB.',
  'account.imageWrongType': 'Só é possível usar arquivos JPG, PNG ou GIF.',
  'account.imageSaved': 'Sua foto foi salva.',
  'account.imageRemoved': 'Sua foto foi removida.',
  'account.passwordTitle': 'Senha',
  'account.oldPassword': 'Senha atual',
  'account.newPassword': 'Nova senha',
  'account.changePassword': 'Alterar a senha',
  'account.passwordChanged': 'Sua senha foi alterada.',
  'account.deleteTitle': 'Excluir a conta',
  'account.deleteText':
    'Sua conta, seus protótipos, os testes deles e todos os dados gravados serão excluídos para sempre. Isso não pode ser desfeito.',
  'account.deleteOpen': 'Excluir minha conta…',
  'account.deleteConfirmLabel': 'Digite seu e-mail para confirmar',
  'account.deleteConfirm': 'Excluir para sempre',
  'account.deleted': 'Sua conta foi excluída.',
  'logout.busy': 'Saindo…',
  'logout.title': 'Você saiu',
  'logout.text': 'Até logo!',
  'logout.again': 'Entrar de novo',
  'loggedIn.busy': 'Abrindo seus protótipos…',
  'tryout.text':
    'Dê uma olhada como convidado: abra os exemplos, teste-os e veja os resultados. Para salvar, importar ou criar protótipos, cadastre-se. É grátis.',
  'tryout.signUp': 'Cadastre-se grátis',
  'tos.title': 'Termos de uso',
  'tos.p1':
    'O Protolab permite criar protótipos clicáveis, compartilhá-los com participantes e analisar os testes. Ao criar uma conta, você aceita estes termos.',
  'tos.p2':
    'Você mantém todos os direitos sobre os protótipos, imagens e textos que envia. Você nos concede apenas os direitos necessários para armazená-los e mostrá-los às pessoas com quem você os compartilha.',
  'tos.p3':
    'Não envie conteúdo ilegal ou que você não tenha direito de usar, e não use o serviço para coletar dados pessoais dos participantes sem o consentimento deles.',
  'tos.p4':
    'Operamos o serviço com cuidado, mas não podemos garantir que ele esteja sempre disponível ou livre de erros. Guarde cópias dos seus trabalhos importantes: todo protótipo pode ser exportado.',
  'tos.p5':
    'Você pode excluir sua conta a qualquer momento em Minha conta. Podemos encerrar contas que violem estes termos. Quando os termos mudarem, avisaremos você no produto.',
  'privacy.p1':
    'Armazenamos o necessário para sua conta: seu e-mail, seu nome se você informar, um hash da sua senha, sua foto de perfil e os horários dos seus logins.',
  'privacy.p2':
    'Seus protótipos e os resultados dos testes só podem ser vistos por você, pela sua equipe e pelas pessoas com quem você os compartilha.',
  'privacy.p3':
    'Não pedimos dados pessoais aos participantes. Gravamos os cliques, as entradas e os movimentos do mouse no protótipo, e nenhuma informação pessoal além do que eles digitam.',
  'privacy.p4':
    'As chaves do gerador de páginas com IA ficam no seu navegador e nunca são armazenadas no nosso servidor. Não usamos cookies de rastreamento nem de publicidade; um cookie mantém você conectado por até 7 dias.',
  'privacy.p5':
    'Quando você exclui sua conta, seus dados e protótipos são excluídos junto. Escreva para nós pelo formulário de contato para saber quais dados armazenamos sobre você.',
};
