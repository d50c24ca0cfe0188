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
    'Cada link tem um evento — clique, clique duplo, toque longo, passar o mouse, alteração de valor, um deslize; os de uma tela disparam com um temporizador ou ao carregar — e uma transição (deslizar, esmaecer, crescer). Altere ou exclua em «Links» nas propriedades. No modo protótipo você também pode clicar na seta de um link no canvas: isso o seleciona e mostra as configurações dele; Delete o exclui.',
  'topic.links.logic.title': 'Ramificar com LogicOr',
  'topic.links.logic.p1':
    'Um LogicOr deixa uma ação levar a telas diferentes. Adicione «LogicOr» pela lista de widgets: ele fica no canvas entre as telas, desenhado como um losango com «OR» que só o editor mostra. No modo protótipo, arraste de um widget até o LogicOr e depois do LogicOr até cada tela a que ele pode levar.',
  'topic.links.logic.p2':
    'Selecione o LogicOr para dar uma condição a cada saída. Em «Só quando», escolha um widget: o valor dele é igual a, é diferente de, contém, é maior que, é menor que, é pelo menos ou é no máximo um valor, ou é válido ou não é válido. A saída sem condição é seguida quando nenhuma condição vale. «Escolher uma saída aleatoriamente (teste A/B)» manda cada testador por uma saída sorteada.',
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
    'Abra um protótipo e escolha «Abrir tela»: o canvas mostra cada tela onde você a colocou. À esquerda fica a lista «Telas», com a lista de widgets abaixo, e à direita as propriedades do que você selecionou. Membros da equipe que só podem ler veem o mesmo canvas sem editar.',
  'topic.editor.widgets.title': 'Adicionar e organizar widgets',
  'topic.editor.widgets.p1':
    'Busque na lista de widgets pelo nome. Clique em um widget para colocá-lo na tela selecionada, ou arraste-o para qualquer tela. Telas novas vêm de «Adicionar tela» e «Desenhar», no topo da lista «Telas».',
  'topic.editor.widgets.p2':
    'Clique para selecionar, Shift+clique para adicionar à seleção, ou arraste um retângulo sobre a tela vazia. Arraste a seleção para movê-la (também para outra tela); as oito alças mudam o tamanho, Shift mantém a proporção e Alt redimensiona a partir do centro.',
  'topic.editor.widgets.p3':
    'Mova a vista com Espaço+arrastar, o botão do meio do mouse ou um trackpad; dê zoom com Ctrl+roda, com dois dedos ou com os botões + e −. «Ajustar» mostra todas as telas. Em «Visualização», «Ajustar à seleção» amplia o que você selecionou e «100 %» mostra as telas no tamanho real (Shift+1, Shift+2, Shift+0).',
  'topic.editor.widgets.p4':
    'Um widget que você move encaixa quando as bordas ou o centro chegam perto das de outro widget ou da tela: uma guia rosa mostra a linha em que encaixou, e etiquetas rosas mostram a distância em pixels até os vizinhos de cada lado. Ao redimensionar, a borda que você arrasta encaixa do mesmo jeito. Em «Visualização», «Encaixar na grade» coloca os widgets numa grade do tamanho de célula escolhido quando nenhuma borda está perto, e «Mostrar a grade» a desenha. Segure Alt ao arrastar para posicionar um widget livremente.',
  'topic.editor.screens.title': 'A lista de telas',
  'topic.editor.screens.p1':
    'A lista «Telas» fica acima da lista de widgets. Clique na linha de uma tela para selecioná-la e trazê-la à vista. Dê um duplo clique no nome, ou pressione F2, para renomeá-la. Arraste uma linha, ou pressione Alt+↑ / Alt+↓, para mudar a ordem. A estrela a torna a tela inicial (só existe uma); os botões de cópia e × a duplicam ou excluem. Com mais de seis telas, uma caixa de busca filtra a lista.',
  'topic.editor.screens.p2':
    '«Adicionar tela» adiciona uma tela do tamanho do dispositivo. Para desenhar uma, escolha «Desenhar» ou pressione S e arraste no canvas: a tela nova fica com o tamanho arrastado. Um clique em vez de um arrasto coloca ali uma tela do tamanho do dispositivo.',
  'topic.editor.text.title': 'Texto e estilo',
  'topic.editor.text.p1':
    'Dê um duplo clique em um widget, ou selecione-o e pressione Enter, para digitar o texto direto na tela; Enter ou Escape encerram a digitação.',
  'topic.editor.text.p2':
    'As propriedades mostram o nome, a posição, o tamanho e o texto de um widget; depois «Conteúdo», as configurações do tipo dele, e «Estilo»: fundo, cor do texto, borda, raio dos cantos, sombra, fonte, alinhamento, espaçamento interno e opacidade. Com vários widgets selecionados, um campo mostra um valor quando todos o compartilham, e uma alteração vale para todos. Uma tela selecionada mostra o nome, o tamanho, o fundo e se os testes começam nela.',
  'topic.editor.states.title': 'Conteúdo e estados',
  'topic.editor.states.p1':
    '«Conteúdo» reúne o que só esse tipo de widget tem: as opções de uma lista suspensa, uma por linha; as fileiras de uma tabela, com células separadas por vírgulas; os dados de um gráfico; um texto de dica; um ícone, escolhido em uma lista com busca. Em «Estilo», «Mais» mostra as configurações de estilo próprias do tipo.',
  'topic.editor.states.p2':
    'Um seletor acima do estilo escolhe o estado: Normal, Ao passar, Foco, Pressionado ou Erro. Assim um widget pode ter outra aparência com o ponteiro em cima, com o foco, enquanto é pressionado ou quando mostra um erro. Em um estado diferente de Normal, um campo mostra o valor normal em cinza até você definir o valor próprio do estado; o × dele («Limpar …») remove esse valor.',
  'topic.editor.menu.title': 'Menu, bloquear e ocultar',
  'topic.editor.menu.p1':
    'Clique com o botão direito em um widget, uma tela, um link ou no canvas vazio para abrir um menu de ações: recortar, copiar, colar, duplicar, editar texto, trazer para a frente, enviar para trás, bloquear ou desbloquear, ocultar ou mostrar, tornar tela inicial, adicionar tela, selecionar tudo, excluir. Cada uma mostra seu atalho. Shift+F10 ou a tecla de menu o abrem na seleção; as setas navegam nele, Enter executa e Escape fecha.',
  'topic.editor.menu.p2':
    'Um widget bloqueado (Ctrl+Shift+L) ainda pode ser selecionado com um clique, mas arrastos, setas e alças o deixam no lugar, e o retângulo de seleção o ignora. Um widget oculto (Ctrl+Shift+H) nunca aparece para os testadores, nem em miniaturas, mapas de calor ou replays; o editor o mostra esmaecido para você selecioná-lo e mostrá-lo de novo. Ctrl+] / Ctrl+[ avançam / recuam; com Shift, para a frente / para trás.',
  'topic.editor.saving.title': 'Desfazer e salvar',
  'topic.editor.saving.p1':
    'Cada alteração é salva enquanto você trabalha; a barra diz se está tudo salvo, quantas alterações aguardam ou que você está offline. Alterações feitas offline ficam no navegador e são enviadas quando a conexão volta, mesmo depois de fechar a aba.',
  'topic.editor.saving.p2':
    'Desfazer (Ctrl+Z) e Refazer (Ctrl+Shift+Z ou Ctrl+Y) funcionam passo a passo: um arrasto ou um texto digitado é um passo. O histórico fica no servidor, então desfazer continua funcionando depois de recarregar.',
  'topic.editor.keys.title': 'Teclado',
  'topic.editor.keys.p1':
    'Com a tela em foco: as setas movem a seleção 1 px, com Shift 10 px; Delete a exclui; Ctrl+C, Ctrl+X e Ctrl+V copiam, recortam e colam (também em outro protótipo, com os estilos); Ctrl+D duplica; Ctrl+A seleciona os widgets da tela; Escape limpa a seleção.',
  'topic.editor.keys.p2':
    'Ctrl+] e Ctrl+[ avançam ou recuam a seleção; com Shift, para a frente ou para trás de tudo. Ctrl+Shift+L a bloqueia ou desbloqueia, Ctrl+Shift+H a oculta ou mostra. S começa a desenhar uma tela. Shift+F10 ou a tecla de menu abrem o menu de ações. Na lista «Telas», F2 renomeia uma tela e Alt+↑ / Alt+↓ a movem. Pressione ? para ver todos os atalhos.',
};
