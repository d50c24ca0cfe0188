import type { en } from './en';

export const pt: Record<keyof typeof en, string> = {
  'help.title': 'Ajuda',
  'help.intro': 'Respostas curtas sobre como desenhar, testar e analisar protótipos.',
  'help.search': 'Pesquisar na ajuda',
  'help.searchPlaceholder': 'p. ex. código QR, mapa de calor, exportar',
  'help.results_one': '{{count}} página encontrada',
  'help.results_other': '{{count}} páginas encontradas',
  'help.noResults': 'Nenhuma página de ajuda corresponde a «{{query}}».',
  'help.topics': 'Tópicos',
  'help.inTopic': 'Neste tópico',
  'help.allTopics': 'Todos os tópicos',
  'help.notFound': 'Esta página de ajuda não existe.',
  'help.contactPrompt': 'Não encontrou resposta?',
  'help.contactLink': 'Escreva-nos',
  'help.importTry': 'Experimente já:',
  'help.imported': 'Importado: {{name}}',
  'help.openImported': 'Abrir o protótipo',
  'topic.start.title': 'Primeiros passos',
  'topic.start.p1':
    'O Protolab permite criar protótipos clicáveis, testá-los com utilizadores reais e ver o que fizeram.',
  'topic.start.first.title': 'O seu primeiro protótipo',
  'topic.start.first.p1':
    'Registe-se, abra Os meus protótipos e escolha «Criar novo». Escolha o tipo de dispositivo e o tamanho do ecrã; ambos podem ser alterados mais tarde nas definições.',
  'topic.start.tryout.title': 'Modo de experiência',
  'topic.start.tryout.p1':
    'Sem conta pode explorar no modo de experiência. Para guardar, importar ou criar protótipos, registe-se — é gratuito.',
  'topic.prototypes.title': 'Protótipos e ecrãs',
  'topic.prototypes.p1':
    'Um protótipo é um conjunto de ecrãs com widgets: botões, etiquetas, caixas de texto, imagens e mais.',
  'topic.prototypes.screens.title': 'Ecrãs',
  'topic.prototypes.screens.p1':
    'Cada ecrã tem o tamanho do dispositivo. Um ecrã pode herdar os widgets de outro, assim um menu ou um cabeçalho é desenhado uma só vez.',
  'topic.prototypes.widgets.title': 'Widgets',
  'topic.prototypes.widgets.p1':
    'Os widgets têm posição, tamanho e estilo. Os modelos e os design tokens mantêm as cores e os tipos de letra iguais em todos os ecrãs.',
  'topic.links.title': 'Ligações',
  'topic.links.p1':
    'As ligações tornam um protótipo clicável: uma linha de um widget para um ecrã indica para onde leva um clique.',
  'topic.links.widgets.title': 'Ligar widgets',
  'topic.links.widgets.p1':
    'Escolhe «Protótipo» na barra do editor e arrasta de um widget ou ecrã até ao ecrã para onde deve levar. Ou seleciona o widget e escolhe um ecrã em «Ligar ao ecrã…» nas propriedades.',
  'topic.links.widgets.p2':
    'Cada ligação tem um evento — clique, duplo clique, toque longo, passar por cima, alteração de valor, um deslize; as de um ecrã disparam com um temporizador ou ao carregar — e uma transição (deslizar, desvanecer, crescer). Altera-as ou apaga-as em «Ligações» nas propriedades. No modo protótipo também podes clicar na seta de uma ligação na tela: isso seleciona-a e mostra as suas definições; Delete apaga-a.',
  'topic.links.logic.title': 'Ramificar com LogicOr',
  'topic.links.logic.p1':
    'Um LogicOr deixa uma ação levar a ecrãs diferentes. Adiciona «LogicOr» a partir da lista de widgets: fica na tela entre os ecrãs, desenhado como um losango com «OR» que só o editor mostra. No modo protótipo, arrasta de um widget até ao LogicOr e depois do LogicOr até cada ecrã para onde pode levar.',
  'topic.links.logic.p2':
    'Seleciona o LogicOr para dar uma condição a cada saída. Em «Só quando», escolhe um widget: o seu valor é igual a, é diferente de, contém, é maior que, é menor que, é pelo menos ou é no máximo um valor, ou é válido ou não é válido. A saída sem condição é seguida quando nenhuma condição se cumpre. «Escolher uma saída ao acaso (teste A/B)» manda cada testador por uma saída escolhida ao acaso.',
  'topic.links.start.title': 'O ecrã inicial',
  'topic.links.start.p1':
    'Um teste começa no ecrã marcado como inicial; sem marca, no ecrã do canto superior esquerdo.',
  'topic.testing.title': 'Testar com utilizadores',
  'topic.testing.p1':
    'Partilhe uma ligação de teste com os seus testadores. Eles usam o protótipo e resolvem as suas tarefas; os cliques e as entradas são registados.',
  'topic.testing.invites.title': 'Convites',
  'topic.testing.invites.p1':
    'O diálogo de partilha contém a ligação de teste. Pode protegê-la com uma palavra-passe ou revogá-la: as ligações antigas deixam de funcionar.',
  'topic.testing.invites.p2':
    'Os testadores não precisam de conta. Nada de pessoal é guardado além do que escrevem no protótipo.',
  'topic.testing.qr.title': 'Códigos QR',
  'topic.testing.qr.p1':
    'Os testadores com telemóvel leem o código QR do diálogo de partilha e começam o teste de imediato.',
  'topic.testing.offline.title': 'Estudos de campo offline',
  'topic.testing.offline.p1':
    'Abra o teste uma vez com ligação: depois o protótipo funciona sem rede. As interações ficam no dispositivo e são enviadas quando voltar a haver ligação.',
  'topic.analytics.title': 'Análise',
  'topic.analytics.p1':
    'Os resultados mostram como os testadores usaram o seu protótipo: sessões, ecrãs, cliques e tarefas.',
  'topic.analytics.heatmaps.title': 'Mapas de calor',
  'topic.analytics.heatmaps.p1':
    'Os mapas de calor mostram onde os testadores clicaram e onde o rato parou. Os elementos que ninguém usou nas três primeiras interações são assinalados.',
  'topic.analytics.tasks.title': 'Tarefas',
  'topic.analytics.tasks.p1':
    'Uma tarefa é um fluxo de passos. Uma sessão tem sucesso quando percorre todos os passos por ordem. Os detalhes exigem um fluxo de dois ou mais passos.',
  'topic.analytics.dropoff.title': 'Abandono',
  'topic.analytics.dropoff.p1':
    'A vista de abandono mostra em que passo os testadores deixaram uma tarefa. Selecione uma tarefa para a ver.',
  'topic.analytics.confidence.title': 'Intervalos de confiança',
  'topic.analytics.confidence.p1':
    'Com poucos testadores, uma taxa de sucesso é incerta. O intervalo de 95% (Wald ajustado) mostra quanto a taxa real se pode afastar da medida.',
  'topic.transfer.title': 'Importar e exportar',
  'topic.transfer.p1': 'Leve protótipos entre contas e ferramentas.',
  'topic.transfer.import.title': 'Importar',
  'topic.transfer.import.p1':
    'Importe um ZIP exportado do Protolab ou o ficheiro JSON de um protótipo, também um do Quant-UX. As imagens têm de ser JPG, PNG ou GIF com 5 MB no máximo. No modo de experiência não é possível importar.',
  'topic.transfer.export.title': 'Exportar',
  'topic.transfer.export.p1':
    'Nas definições de um protótipo, «Exportar como ZIP» transfere-o com todas as imagens. Ao importar esse ZIP obtém o mesmo protótipo.',
  'topic.team.title': 'Equipa',
  'topic.team.p1': 'Trabalhem juntos num protótipo: convide membros da equipa por e-mail.',
  'topic.team.members.title': 'Adicionar membros',
  'topic.team.members.p1':
    'No separador da equipa, introduza um e-mail e escolha uma função. As sugestões mostram pessoas com quem já trabalhou.',
  'topic.team.roles.title': 'Funções',
  'topic.team.roles.p1':
    'Os proprietários podem fazer tudo, incluindo eliminar o protótipo. Os editores podem desenhar e testar; os leitores podem ver e comentar.',
  'topic.account.title': 'Conta e privacidade',
  'topic.account.p1': 'O seu nome, imagem e palavra-passe estão na página A minha conta.',
  'topic.account.profile.title': 'O seu perfil',
  'topic.account.profile.p1': 'Um nome e uma imagem ajudam a equipa a ver quem alterou o quê.',
  'topic.account.privacy.title': 'Privacidade',
  'topic.account.privacy.p1':
    'Guardamos as interações dos testadores, nunca dados pessoais além do que escrevem. Pode eliminar a sua conta com todos os protótipos a qualquer momento.',
  'notifications.title': 'Notificações',
  'notifications.empty': 'Ainda não há notificações.',
  'notifications.new': 'Nova',
  'notifications.markSeen': 'Marcar todas como vistas',
  'notifications.seen': 'Todas as notificações estão marcadas como vistas.',
  'notifications.bell': 'Notificações',
  'notifications.bellNew_one': 'Notificações: {{count}} nova',
  'notifications.bellNew_other': 'Notificações: {{count}} novas',
  'notifications.video': 'Ver os vídeos',
  'notice.welcome.title': 'Bem-vindo ao Protolab',
  'notice.welcome.more': 'Crie um protótipo, ligue os seus ecrãs e convide testadores com uma ligação ou um código QR.',
  'notice.video-tip.title': 'Aprenda o essencial em poucos minutos',
  'notice.video-tip.more': 'A ajuda tem vídeos curtos sobre design, prototipagem e testes.',
  'notice.star-project.title': 'Gosta do Protolab?',
  'notice.star-project.more': 'Dê uma estrela ao projeto: ajuda outros a encontrá-lo.',
  'notice.community-chat.title': 'Junte-se ao chat da comunidade',
  'notice.community-chat.more': 'Faça perguntas, partilhe os seus protótipos e conheça outros designers.',
  'notice.profile-picture.title': 'Adicione uma imagem de perfil',
  'notice.profile-picture.more': 'A sua equipa vê quem alterou o quê: adicione uma imagem na página da sua conta.',
  'notice.collaboration.title': 'Trabalhem juntos nos protótipos',
  'notice.collaboration.more': 'Convide a equipa para um protótipo para desenhar, testar e comentar em conjunto.',
  'notice.add-name.title': 'Diga-nos o seu nome',
  'notice.add-name.more': 'Adicione o seu nome na página da sua conta para que a equipa saiba quem é.',
  'contact.title': 'Contacte-nos',
  'contact.intro': 'Perguntas, ideias ou um erro? Escreva-nos — respondemos por e-mail.',
  'contact.name': 'Nome (opcional)',
  'contact.email': 'E-mail',
  'contact.message': 'Mensagem',
  'contact.send': 'Enviar',
  'contact.sending': 'A enviar…',
  'contact.sent': 'Obrigado! A sua mensagem foi enviada.',
  'contact.required': 'Introduza o seu e-mail e uma mensagem.',
  'contact.emailRequired': 'O e-mail é obrigatório.',
  'contact.emailInvalid': 'Este endereço de e-mail não é válido.',
  'contact.messageRequired': 'A mensagem é obrigatória.',
  'examples.title': 'Exemplos',
  'examples.intro': 'Protótipos de exemplo públicos com os seus resultados de teste. Sem iniciar sessão.',
  'examples.empty': 'Ainda não há exemplos.',
  'examples.screens_one': '{{count}} ecrã',
  'examples.screens_other': '{{count}} ecrãs',
  'examples.results': 'Ver os resultados',
  'examples.play': 'Experimentar',
  'examples.preview': 'Ecrã inicial de {{name}}',
  'topic.editor.title': 'O editor',
  'topic.editor.p1':
    'Abre um protótipo e escolhe «Abrir tela»: a tela mostra cada ecrã onde o colocaste. À esquerda está a lista «Ecrãs» com a lista de widgets por baixo, à direita as propriedades do que selecionaste. Membros da equipa que só podem ler veem a mesma tela sem editar.',
  'topic.editor.widgets.title': 'Adicionar e organizar widgets',
  'topic.editor.widgets.p1':
    'Procura na lista de widgets pelo nome. Clica num widget para o colocar no ecrã selecionado, ou arrasta-o para qualquer ecrã. Os ecrãs novos vêm de «Adicionar ecrã» e «Desenhar», no topo da lista «Ecrãs».',
  'topic.editor.widgets.p2':
    'Clica para selecionar, Shift+clique para juntar à seleção, ou arrasta um retângulo sobre a tela vazia. Arrasta a seleção para a mover (também para outro ecrã); as oito pegas mudam o tamanho, Shift mantém a proporção e Alt redimensiona a partir do centro.',
  'topic.editor.widgets.p3':
    'Desloca a vista com Espaço+arrastar, o botão do meio do rato ou um trackpad; faz zoom com Ctrl+roda, com dois dedos ou com os botões + e −. «Ajustar» mostra todos os ecrãs. Em «Vista», «Ajustar à seleção» amplia o que selecionou e «100 %» mostra os ecrãs no tamanho real (Shift+1, Shift+2, Shift+0).',
  'topic.editor.widgets.p4':
    'Um widget que move encaixa quando as suas margens ou o seu centro se aproximam das de outro widget ou do ecrã: uma guia cor-de-rosa mostra a linha onde encaixou, e etiquetas cor-de-rosa mostram a distância em píxeis aos vizinhos de cada lado. Ao redimensionar, a margem que arrasta encaixa da mesma forma. Em «Vista», «Encaixar na grelha» coloca os widgets numa grelha do tamanho de célula que escolher quando nenhuma margem está perto, e «Mostrar a grelha» desenha-a. Mantenha Alt ao arrastar para colocar um widget livremente.',
  'topic.editor.screens.title': 'A lista de ecrãs',
  'topic.editor.screens.p1':
    'A lista «Ecrãs» fica por cima da lista de widgets. Clica na linha de um ecrã para o selecionar e o trazer à vista. Faz duplo clique no nome, ou carrega em F2, para mudar o nome. Arrasta uma linha, ou carrega em Alt+↑ / Alt+↓, para mudar a ordem. A estrela torna-o o ecrã inicial (só há um); os botões de cópia e × duplicam-no ou eliminam-no. Com mais de seis ecrãs, uma caixa de pesquisa filtra a lista.',
  'topic.editor.screens.p2':
    '«Adicionar ecrã» adiciona um ecrã do tamanho do dispositivo. Para desenhar um, escolhe «Desenhar» ou carrega em S e arrasta na tela: o ecrã novo fica com o tamanho que arrastaste. Um clique em vez de um arrasto coloca ali um ecrã do tamanho do dispositivo.',
  'topic.editor.text.title': 'Texto e estilo',
  'topic.editor.text.p1':
    'Faz duplo clique num widget, ou seleciona-o e carrega em Enter, para escrever o texto diretamente na tela; Enter ou Escape terminam a escrita.',
  'topic.editor.text.p2':
    'As propriedades mostram o nome, a posição, o tamanho e o texto de um widget; depois «Conteúdo», as definições do seu tipo, e «Estilo»: fundo, cor do texto, contorno, raio dos cantos, sombra, tipo de letra, alinhamento, margem interior e opacidade. Com vários widgets selecionados, um campo mostra um valor quando todos o partilham, e uma alteração aplica-se a todos. Um ecrã selecionado mostra o nome, o tamanho, o fundo e se os testes começam nele.',
  'topic.editor.states.title': 'Conteúdo e estados',
  'topic.editor.states.p1':
    '«Conteúdo» reúne o que só este tipo de widget tem: as opções de uma lista pendente, uma por linha; as filas de uma tabela, com as células separadas por vírgulas; os dados de um gráfico; um texto de indicação; um ícone, escolhido numa lista onde podes procurar. Em «Estilo», «Mais» mostra as definições de estilo próprias do tipo.',
  'topic.editor.states.p2':
    'Um seletor por cima do estilo escolhe o estado: Normal, Ao passar, Foco, Premido ou Erro. Assim um widget pode ter outro aspeto com o ponteiro por cima, com o foco, enquanto é premido ou quando mostra um erro. Num estado que não seja Normal, um campo mostra o valor normal a cinzento até definires o valor próprio do estado; o seu × («Limpar …») retira esse valor.',
  'topic.editor.menu.title': 'Menu, bloquear e ocultar',
  'topic.editor.menu.p1':
    'Clica com o botão direito num widget, num ecrã, numa ligação ou na tela vazia para abrir um menu de ações: cortar, copiar, colar, duplicar, editar texto, trazer para a frente, enviar para trás, bloquear ou desbloquear, ocultar ou mostrar, tornar ecrã inicial, adicionar ecrã, selecionar tudo, eliminar. Cada uma mostra o seu atalho. Shift+F10 ou a tecla de menu abrem-no na seleção; as setas movem-se nele, Enter executa e Escape fecha.',
  'topic.editor.menu.p2':
    'Um widget bloqueado (Ctrl+Shift+L) ainda se seleciona com um clique, mas arrastos, setas e pegas deixam-no no lugar, e o retângulo de seleção ignora-o. Um widget oculto (Ctrl+Shift+H) nunca aparece aos testadores, nem em miniaturas, mapas de calor ou repetições; o editor mostra-o esbatido para o poderes selecionar e voltar a mostrar. Ctrl+] / Ctrl+[ avançam / recuam; com Shift, para a frente / para trás.',
  'topic.editor.saving.title': 'Desfazer e guardar',
  'topic.editor.saving.p1':
    'Cada alteração é guardada enquanto trabalhas; a barra diz se está tudo guardado, quantas alterações esperam ou que estás sem ligação. As alterações feitas sem ligação ficam no navegador e são enviadas quando a ligação volta, mesmo depois de fechar o separador.',
  'topic.editor.saving.p2':
    'Desfazer (Ctrl+Z) e Refazer (Ctrl+Shift+Z ou Ctrl+Y) funcionam passo a passo: um arrasto ou um texto escrito é um passo. O histórico fica no servidor, por isso desfazer continua a funcionar depois de recarregar.',
  'topic.editor.keys.title': 'Teclado',
  'topic.editor.keys.p1':
    'Com a tela em foco: as setas movem a seleção 1 px, com Shift 10 px; Delete apaga-a; Ctrl+C, Ctrl+X e Ctrl+V copiam, cortam e colam (também noutro protótipo, com os estilos); Ctrl+D duplica; Ctrl+A seleciona os widgets do ecrã; Escape limpa a seleção.',
  'topic.editor.keys.p2':
    'Ctrl+] e Ctrl+[ avançam ou recuam a seleção; com Shift, para a frente ou para trás de tudo. Ctrl+Shift+L bloqueia-a ou desbloqueia-a, Ctrl+Shift+H oculta-a ou mostra-a. S começa a desenhar um ecrã. Shift+F10 ou a tecla de menu abrem o menu de ações. Na lista «Ecrãs», F2 muda o nome de um ecrã e Alt+↑ / Alt+↓ movem-no. Carrega em ? para ver todos os atalhos.',
};
