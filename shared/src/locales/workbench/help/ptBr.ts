import type { en } from './en';

export const ptBr: Record<keyof typeof en, string> = {
  'help.title': 'Ajuda',
  'help.intro': 'Respostas curtas sobre como criar, testar e analisar protótipos.',
  'help.search': 'Pesquisar na ajuda',
  'help.searchPlaceholder': 'ex.: QR code, mapa de calor, exportar',
  'help.results_one': '{{count}} página encontrada',
  'help.results_other': '{{count}} páginas encontradas',
  'help.noResults': 'Nenhuma página de ajuda corresponde a "{{query}}".',
  'help.topics': 'Tópicos',
  'help.inTopic': 'Neste tópico',
  'help.allTopics': 'Todos os tópicos',
  'help.notFound': 'Esta página de ajuda não existe.',
  'help.contactPrompt': 'Não encontrou a resposta?',
  'help.contactLink': 'Fale com a gente',
  'help.importTry': 'Experimente agora:',
  'help.imported': 'Importado: {{name}}',
  'help.openImported': 'Abrir o protótipo',
  'topic.start.title': 'Primeiros passos',
  'topic.start.p1': 'Com o Protolab você cria protótipos clicáveis, testa com usuários reais e vê o que eles fizeram.',
  'topic.start.first.title': 'Seu primeiro protótipo',
  'topic.start.first.p1':
    'Cadastre-se, abra Meus protótipos e escolha "Criar novo". Escolha o tipo de dispositivo e o tamanho da tela; os dois podem ser alterados depois nas configurações.',
  'topic.start.tryout.title': 'Modo de teste',
  'topic.start.tryout.p1':
    'Sem conta você pode explorar no modo de teste. Para salvar, importar ou criar protótipos, cadastre-se — é grátis.',
  'topic.prototypes.title': 'Protótipos e telas',
  'topic.prototypes.p1':
    'Um protótipo é um conjunto de telas com widgets: botões, rótulos, campos de texto, imagens e mais.',
  'topic.prototypes.screens.title': 'Telas',
  'topic.prototypes.screens.p1':
    'Cada tela tem o tamanho do dispositivo. Uma tela pode herdar os widgets de outra, assim um menu ou um cabeçalho é desenhado uma vez só.',
  'topic.prototypes.widgets.title': 'Widgets',
  'topic.prototypes.widgets.p1':
    'Widgets têm posição, tamanho e estilo. Templates e design tokens mantêm cores e fontes iguais em todas as telas.',
  'topic.links.title': 'Links',
  'topic.links.p1':
    'Links tornam um protótipo clicável: uma linha de um widget para uma tela diz para onde um clique leva.',
  'topic.links.widgets.title': 'Ligando widgets',
  'topic.links.widgets.p1':
    'Escolha «Protótipo» na barra do editor e arraste de um widget ou tela até a tela para onde deve levar. Ou selecione o widget e escolha uma tela em «Vincular à tela…» nas propriedades.',
  'topic.links.widgets.p2':
    'Cada link tem um evento — clique, clique duplo, toque longo, passar o mouse, alteração de valor, um deslize; os de uma tela disparam com um temporizador ou ao carregar — e uma transição (deslizar, esmaecer, crescer). Altere ou exclua em «Links» nas propriedades.',
  'topic.links.start.title': 'A tela inicial',
  'topic.links.start.p1':
    'Um teste começa na tela marcada como inicial; sem marcação, na tela do canto superior esquerdo.',
  'topic.testing.title': 'Testes com usuários',
  'topic.testing.p1':
    'Compartilhe um link de teste com seus testadores. Eles usam o protótipo e resolvem suas tarefas; cliques e entradas são gravados.',
  'topic.testing.invites.title': 'Convites',
  'topic.testing.invites.p1':
    'O diálogo de compartilhamento traz o link de teste. Você pode protegê-lo com senha ou revogá-lo: os links antigos param de funcionar.',
  'topic.testing.invites.p2':
    'Testadores não precisam de conta. Nada pessoal é salvo além do que eles digitam no protótipo.',
  'topic.testing.qr.title': 'QR codes',
  'topic.testing.qr.p1':
    'Testadores com celular leem o QR code do diálogo de compartilhamento e começam o teste na hora.',
  'topic.testing.offline.title': 'Estudos de campo offline',
  'topic.testing.offline.p1':
    'Abra o teste uma vez com internet: depois o protótipo roda sem rede. As interações ficam no aparelho e são enviadas quando ele voltar a ficar online.',
  'topic.analytics.title': 'Análises',
  'topic.analytics.p1':
    'Os resultados mostram como os testadores usaram seu protótipo: sessões, telas, cliques e tarefas.',
  'topic.analytics.heatmaps.title': 'Mapas de calor',
  'topic.analytics.heatmaps.p1':
    'Mapas de calor mostram onde os testadores clicaram e onde o mouse parou. Elementos que ninguém usou nas três primeiras interações são marcados.',
  'topic.analytics.tasks.title': 'Tarefas',
  'topic.analytics.tasks.p1':
    'Uma tarefa é um fluxo de passos. Uma sessão tem sucesso quando passa por todos os passos em ordem. Os detalhes exigem um fluxo de dois ou mais passos.',
  'topic.analytics.dropoff.title': 'Desistência',
  'topic.analytics.dropoff.p1':
    'A visão de desistência mostra em qual passo os testadores abandonaram uma tarefa. Selecione uma tarefa para vê-la.',
  'topic.analytics.confidence.title': 'Intervalos de confiança',
  'topic.analytics.confidence.p1':
    'Com poucos testadores, uma taxa de sucesso é incerta. O intervalo de 95% (Wald ajustado) mostra o quanto a taxa real pode se afastar da medida.',
  'topic.transfer.title': 'Importar e exportar',
  'topic.transfer.p1': 'Leve protótipos entre contas e ferramentas.',
  'topic.transfer.import.title': 'Importar',
  'topic.transfer.import.p1':
    'Importe um ZIP exportado do Protolab ou o arquivo JSON de um protótipo, inclusive do Quant-UX. As imagens devem ser JPG, PNG ou GIF de no máximo 5 MB. No modo de teste não é possível importar.',
  'topic.transfer.export.title': 'Exportar',
  'topic.transfer.export.p1':
    'Nas configurações de um protótipo, "Exportar como ZIP" baixa o protótipo com todas as imagens. Importando esse ZIP você tem o mesmo protótipo de novo.',
  'topic.team.title': 'Equipe',
  'topic.team.p1': 'Trabalhem juntos em um protótipo: convide membros da equipe por e-mail.',
  'topic.team.members.title': 'Adicionando membros',
  'topic.team.members.p1':
    'Na aba de equipe, digite um e-mail e escolha uma função. As sugestões mostram pessoas com quem você já trabalhou.',
  'topic.team.roles.title': 'Funções',
  'topic.team.roles.p1':
    'Donos podem fazer tudo, inclusive excluir o protótipo. Editores podem criar e testar; leitores podem ver e comentar.',
  'topic.account.title': 'Conta e privacidade',
  'topic.account.p1': 'Seu nome, foto e senha ficam na página Minha conta.',
  'topic.account.profile.title': 'Seu perfil',
  'topic.account.profile.p1': 'Um nome e uma foto ajudam sua equipe a ver quem mudou o quê.',
  'topic.account.privacy.title': 'Privacidade',
  'topic.account.privacy.p1':
    'Salvamos as interações dos testadores, nunca dados pessoais além do que eles digitam. Você pode excluir sua conta com todos os protótipos a qualquer momento.',
  'notifications.title': 'Notificações',
  'notifications.empty': 'Nenhuma notificação ainda.',
  'notifications.new': 'Nova',
  'notifications.markSeen': 'Marcar todas como vistas',
  'notifications.seen': 'Todas as notificações foram marcadas como vistas.',
  'notifications.bell': 'Notificações',
  'notifications.bellNew_one': 'Notificações: {{count}} nova',
  'notifications.bellNew_other': 'Notificações: {{count}} novas',
  'notifications.video': 'Assistir aos vídeos',
  'notice.welcome.title': 'Boas-vindas ao Protolab',
  'notice.welcome.more': 'Crie um protótipo, ligue suas telas e convide testadores com um link ou um QR code.',
  'notice.video-tip.title': 'Aprenda o básico em poucos minutos',
  'notice.video-tip.more': 'A ajuda tem vídeos curtos sobre design, prototipagem e testes.',
  'notice.star-project.title': 'Curtiu o Protolab?',
  'notice.star-project.more': 'Dê uma estrela ao projeto: isso ajuda outras pessoas a encontrá-lo.',
  'notice.community-chat.title': 'Entre no chat da comunidade',
  'notice.community-chat.more': 'Tire dúvidas, compartilhe seus protótipos e conheça outros designers.',
  'notice.profile-picture.title': 'Adicione uma foto de perfil',
  'notice.profile-picture.more': 'Sua equipe vê quem mudou o quê: adicione uma foto na página da sua conta.',
  'notice.collaboration.title': 'Trabalhem juntos nos protótipos',
  'notice.collaboration.more': 'Convide membros da equipe para um protótipo para criar, testar e comentar juntos.',
  'notice.add-name.title': 'Diga seu nome',
  'notice.add-name.more': 'Adicione seu nome na página da sua conta para a equipe saber quem você é.',
  'contact.title': 'Fale conosco',
  'contact.intro': 'Dúvidas, ideias ou um bug? Escreva para a gente — respondemos por e-mail.',
  'contact.name': 'Nome (opcional)',
  'contact.email': 'E-mail',
  'contact.message': 'Mensagem',
  'contact.send': 'Enviar',
  'contact.sending': 'Enviando…',
  'contact.sent': 'Obrigado! Sua mensagem foi enviada.',
  'contact.required': 'Informe seu e-mail e uma mensagem.',
  'contact.emailRequired': 'O e-mail é obrigatório.',
  'contact.emailInvalid': 'Este endereço de e-mail não é válido.',
  'contact.messageRequired': 'A mensagem é obrigatória.',
  'examples.title': 'Exemplos',
  'examples.intro': 'Protótipos de exemplo públicos com seus resultados de teste. Sem login.',
  'examples.empty': 'Ainda não há exemplos.',
  'examples.screens_one': '{{count}} tela',
  'examples.screens_other': '{{count}} telas',
  'examples.results': 'Ver os resultados',
  'examples.play': 'Experimentar',
  'examples.preview': 'Tela inicial de {{name}}',
  'topic.editor.title': 'O editor',
  'topic.editor.p1':
    'Abra um protótipo e escolha «Abrir tela»: a tela mostra cada tela onde você a colocou. À esquerda fica a lista de widgets, à direita as propriedades do que você selecionou. Membros da equipe que só podem ler veem a mesma tela sem editar.',
  'topic.editor.widgets.title': 'Adicionar e organizar widgets',
  'topic.editor.widgets.p1':
    'Busque na lista de widgets pelo nome. Clique em um widget para colocá-lo na tela selecionada, ou arraste-o para qualquer tela. «Adicionar tela» adiciona uma tela do tamanho do dispositivo.',
  'topic.editor.widgets.p2':
    'Clique para selecionar, Shift+clique para adicionar à seleção, ou arraste um retângulo sobre a tela vazia. Arraste a seleção para movê-la (também para outra tela); as oito alças mudam o tamanho, Shift mantém a proporção e Alt redimensiona a partir do centro.',
  'topic.editor.widgets.p3':
    'Mova a vista com Espaço+arrastar, o botão do meio do mouse ou um trackpad; dê zoom com Ctrl+roda, com dois dedos ou com os botões + e −. «Ajustar» mostra todas as telas.',
  'topic.editor.text.title': 'Texto e estilo',
  'topic.editor.text.p1':
    'Dê um duplo clique em um widget, ou selecione-o e pressione Enter, para digitar o texto direto na tela; Enter ou Escape encerram a digitação.',
  'topic.editor.text.p2':
    'As propriedades mostram o nome, a posição e o tamanho, o texto, as cores do texto e do fundo, o tamanho da fonte e o raio dos cantos. Com vários widgets selecionados, uma cor ou tamanho vale para todos. Uma tela selecionada mostra o nome, o tamanho, o fundo e se os testes começam nela.',
  'topic.editor.saving.title': 'Desfazer e salvar',
  'topic.editor.saving.p1':
    'Cada alteração é salva enquanto você trabalha; a barra diz se está tudo salvo, quantas alterações aguardam ou que você está offline. Alterações feitas offline ficam no navegador e são enviadas quando a conexão volta, mesmo depois de fechar a aba.',
  'topic.editor.saving.p2':
    'Desfazer (Ctrl+Z) e Refazer (Ctrl+Shift+Z ou Ctrl+Y) funcionam passo a passo: um arrasto ou um texto digitado é um passo. O histórico fica no servidor, então desfazer continua funcionando depois de recarregar.',
  'topic.editor.keys.title': 'Teclado',
  'topic.editor.keys.p1':
    'Com a tela em foco: as setas movem a seleção 1 px, com Shift 10 px; Delete a exclui; Ctrl+C, Ctrl+X e Ctrl+V copiam, recortam e colam (também em outro protótipo, com os estilos); Ctrl+D duplica; Ctrl+A seleciona os widgets da tela; Escape limpa a seleção.',
};
