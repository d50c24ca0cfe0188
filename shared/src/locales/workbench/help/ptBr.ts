import type { en } from './en';

export const ptBr: Partial<Record<keyof typeof en, string>> = {
  'help.intro': 'Respostas curtas sobre como criar, testar e analisar protótipos.',
  'help.searchPlaceholder': 'ex.: QR code, mapa de calor, exportar',
  'help.noResults': 'Nenhuma página de ajuda corresponde a "{{query}}".',
  'help.contactPrompt': 'Não encontrou a resposta?',
  'help.contactLink': 'Fale com a gente',
  'help.importTry': 'Experimente agora:',
  'topic.start.p1':
    'O Protolab permite criar protótipos clicáveis, testá-los com pessoas reais e ver o que elas fizeram. Um protótipo é um conjunto de telas com widgets, e os links dizem para onde um clique leva. Você compartilha um link de teste, os participantes usam o protótipo no navegador, e cada clique e cada entrada ficam gravados para você analisar.',
  'topic.start.p2':
    'Um roteiro comum: crie um protótipo e desenhe as telas no editor, vincule-as no modo protótipo, escreva as tarefas na aba «Teste», compartilhe o link de teste ou o código QR dele e leia as abas «Resultados» e «Mapas de calor» assim que chegarem as primeiras sessões. Os temas desta ajuda seguem a mesma ordem.',
  'topic.start.first.title': 'Seu primeiro protótipo',
  'topic.start.first.p1':
    'Cadastre-se com «Cadastrar-se», no canto superior direito — nome e sobrenome são opcionais; a senha precisa de pelo menos 6 caracteres — ou entre. Você chega a «Meus protótipos». Escolha «Novo protótipo», dê um nome a ele, escolha o dispositivo (Smartphone, Tablet, Desktop ou Relógio) e um tamanho de tela: um dispositivo comum da lista, ou «Tamanho personalizado» com sua própria largura e altura em pixels.',
  'topic.start.first.p2':
    '«Criar protótipo» cria o protótipo com uma tela vazia chamada «Início», a tela inicial dele, e abre a visão geral na aba «Design», que mostra cada tela em miniatura. «Abrir canvas» abre o editor; um clique em uma miniatura abre o editor nessa tela.',
  'topic.start.first.p3':
    'No editor, pegue widgets da lista «Widgets», à esquerda — um Label, um Button, uma TextBox — e coloque-os na tela. Adicione mais telas com «Adicionar tela». Depois escolha «Protótipo» na barra do editor e arraste de cada botão até a tela que ele deve abrir. Cada alteração é salva na hora; o editor não tem botão de salvar.',
  'topic.start.first.p4':
    'Para experimentar, escolha «Iniciar teste» na visão geral: o protótipo abre em uma nova aba do jeito que os participantes vão ver. Para convidá-los, escolha «Compartilhar». O dispositivo e o tamanho de tela podem ser alterados depois na aba «Configurações»; as telas já desenhadas mantêm o tamanho.',
  'topic.start.overview.title': 'A visão geral do protótipo',
  'topic.start.overview.p1':
    'Cada protótipo tem uma visão geral com abas no topo. «Design» mostra as telas e abre o editor. «Teste» traz as configurações do teste e as tarefas. «Resultados» mostra os números das sessões de teste, «Comentários» os comentários da sua equipe e dos seus revisores, «Mapas de calor» onde os participantes clicaram. «Configurações» reúne nome, dispositivo e tamanho de tela, a exportação e a exclusão; «Equipe», quem trabalha no protótipo; «Canvas de análise» abre o canvas do protótipo com o estudo desenhado por cima.',
  'topic.start.overview.p2':
    'Ao lado das abas, «Iniciar teste» abre o teste do jeito que os participantes o veem, e «Compartilhar» abre a janela de compartilhamento com o link de teste, o código QR dele, o link para comentários e o código de incorporação. Os dois aparecem para membros da equipe que podem editar o protótipo.',
  'topic.start.overview.p3':
    '«Meus protótipos», no cabeçalho, mostra seus protótipos como cartões: dispositivo, número de telas e última alteração, os recentes primeiro; «Buscar por nome» encontra um. «Copiar» cria um novo protótipo com as mesmas telas e as mesmas configurações do teste com outro nome (sem sessões nem comentários). «Excluir», visível só para o proprietário, apaga um protótipo com seus testes, gravações e comentários depois que você confirma com «Excluir definitivamente».',
  'topic.start.tryout.p1':
    'Sem conta, você pode dar uma olhada como convidado: escolha «Experimente sem conta» na página inicial. A página «Exemplos», no cabeçalho, lista protótipos de exemplo públicos: «Experimentar» abre um deles do jeito que um participante vê, «Ver os resultados» abre o canvas de análise dele, com mapas de calor e resultados de sessões de exemplo.',
  'topic.start.tryout.p2':
    'Um convidado não pode criar, importar nem salvar nada: esses botões respondem com um aviso para se cadastrar antes. O cadastro é gratuito, e depois seus protótipos ficam guardados na sua conta.',
  'topic.prototypes.title': 'Protótipos e telas',
  'topic.prototypes.p1':
    'Um protótipo é um conjunto de telas com widgets — botões, rótulos, campos de texto, imagens e muito mais — e os links entre elas. Ele tem um tipo de dispositivo e um tamanho de tela, um teste com suas tarefas, uma equipe e as sessões de teste gravadas.',
  'topic.prototypes.p2':
    'Este tema explica as telas, os widgets e as configurações de um protótipo. Como desenhá-los está em «O editor»; como torná-los clicáveis, em «Links».',
  'topic.prototypes.screens.title': 'Telas',
  'topic.prototypes.screens.p1':
    'Uma tela é uma página ou um estado do seu app: o que o participante vê em um momento. Uma tela nova recebe o tamanho de tela do protótipo, mas uma tela pode ter qualquer tamanho, por exemplo uma página comprida que os participantes rolam. No player, uma tela se ajusta à janela — à largura dela e, em uma janela larga, à altura do dispositivo —, e o que for mais alto rola.',
  'topic.prototypes.screens.p2':
    'As telas ficam lado a lado no canvas do editor. A ordem delas na lista «Telas» é só para você: um teste começa na tela inicial, marcada com uma estrela — sem marca, na tela do canto superior esquerdo — e continua pelos links. Uma tela à qual nenhum link leva não é vista por nenhum participante.',
  'topic.prototypes.screens.p3':
    'Uma tela pode ter uma cor ou uma imagem de fundo e links próprios: um temporizador que avança depois de alguns segundos, um deslizar, um clique em qualquer ponto. Protótipos importados do Quant-UX podem ter telas mestras, cujos widgets aparecem em todas as telas que as herdam; o editor desenha essas telas, mas não permite criar novas.',
  'topic.prototypes.widgets.p1':
    'Widgets são as peças de uma tela. A lista «Widgets» do editor tem mais de 80 tipos, com os nomes em inglês: texto (Label, TextBox, TextArea, Password, SearchBox, Date…), escolhas (CheckBox, RadioGroup, Switch, DropDown, Rating…), intervalos (HSlider, Stepper, ProgressBar…), dados (Table, BarChart, PieChart, Tree…), mídia (Image, Icon, IFrameWidget, NavBar…) e básicos como Button, Box, Container e HotSpot.',
  'topic.prototypes.widgets.p2':
    'Cada widget tem uma posição, um tamanho, um texto e um estilo. Widgets de formulário guardam um valor enquanto o participante usa o protótipo — texto digitado, caixas marcadas, opções escolhidas, controles deslizantes movidos — e esse valor é gravado: aparece no replay e nas respostas da pesquisa. Um HotSpot é uma área de clique invisível, útil sobre uma tela feita de uma imagem. Um LogicOr nunca é mostrado aos participantes: ele divide um link em vários caminhos (veja «Ramificar com LogicOr»).',
  'topic.prototypes.widgets.p3':
    'Protótipos importados do Quant-UX podem trazer modelos e tokens de design, que dão a vários widgets as mesmas cores e fontes. Eles são desenhados como estavam, mas o editor não tem onde alterá-los: as propriedades mostram só o estilo próprio de um widget, e uma cor que vem de um token de design permanece, seja qual for o valor que você definir.',
  'topic.prototypes.settings.title': 'Configurações do protótipo',
  'topic.prototypes.settings.p1':
    'A aba «Configurações» traz o nome do protótipo, uma «Descrição» para a sua equipe, o dispositivo e o tamanho de tela. Altere-os e escolha «Salvar». Um novo tamanho de tela vale para as telas novas; as que já existem mantêm o delas, então ajuste-as no editor se precisar.',
  'topic.prototypes.settings.p2':
    'Em «Exportar», «Exportar como ZIP» baixa o protótipo com as imagens dele (veja «Exportar»). O proprietário vê também «Excluir protótipo»: apaga o protótipo com seus testes, gravações e comentários para toda a equipe, depois que você confirma com «Excluir definitivamente». Isso não pode ser desfeito.',
  'topic.prototypes.settings.p3':
    'Membros da equipe que só podem ver encontram as configurações em cinza, com o aviso de que podem ver o protótipo, mas não alterá-lo; mesmo assim, podem exportá-lo.',
  'topic.editor.p1':
    'Abra um protótipo e escolha «Abrir canvas», ou clique na miniatura de uma tela: o editor mostra todas as telas em um grande canvas, onde você as colocou. À esquerda ficam a lista «Telas», abaixo dela as «Camadas» da tela selecionada e depois a lista «Widgets»; no centro o canvas; à direita as propriedades do que estiver selecionado. A barra de cima traz o caminho de volta («Visão geral»), os modos «Design» e «Protótipo», «Desfazer», «Refazer», «Atalhos de teclado», o estado do salvamento e o zoom com o menu «Visualização».',
  'topic.editor.p2':
    'No modo design você posiciona, move, redimensiona e aplica estilos; no modo protótipo você desenha os links que tornam o protótipo clicável. Membros da equipe que só podem ver têm o mesmo canvas marcado «Somente leitura», sem as listas nem as propriedades; eles podem se mover e dar zoom.',
  'topic.editor.figure1':
    'O editor no modo design: telas e widgets à esquerda, no centro o canvas com um rótulo selecionado, à direita as propriedades dele.',
  'topic.editor.modes.p1':
    'O editor tem dois modos, alternados com «Design» e «Protótipo» na barra dele. Ele abre no modo design: um clique seleciona um widget ou uma tela, arrastar move, as oito alças mudam o tamanho e a lista «Widgets» adiciona novos. Os links aparecem nos dois modos como setas finas em turquesa, para você sempre ver para onde um clique leva.',
  'topic.editor.modes.p2':
    'No modo protótipo, arrastar desenha um link em vez de mover algo. Pressione um widget, ou uma parte vazia de uma tela, e arraste: uma seta tracejada segue o ponteiro. Solte sobre a tela para onde o link deve levar, ou sobre um LogicOr, e o link está criado. Um link novo a partir de um widget dispara com um clique; a partir de uma tela, com um temporizador de 3 segundos. Soltar fora de todas as telas não cria nada. Nesse modo os widgets não se movem nem mostram alças de tamanho; o widget selecionado mostra em vez disso um pequeno círculo azul na borda direita: arraste-o até uma tela para vincular esse widget, mesmo que seja pequeno ou esteja sobre outro.',
  'topic.editor.modes.p3':
    'No modo protótipo, um clique em um widget ou em uma tela mostra só o que ele faz: seus links com evento, destino, transição e condição e, em uma tela, se os testes começam nela; a aparência é alterada no modo design. Um clique em uma seta seleciona esse link: à direita aparece «Link» com o evento, o destino e a transição, e a tecla Delete o exclui. Cada seta termina no lado do destino voltado para ela. Uma seta tracejada com um losango é condicional (uma regra, ou espera por dados válidos); as setas roxas com um ponto no início são os ramos de um LogicOr. A tela inicial tem a marca «Início» ao lado do nome. Como mudar quando um link dispara está em «Vincular widgets». Escolha «Design» para continuar organizando; da próxima vez o editor abre de novo no modo design.',
  'topic.editor.modes.figure1':
    'Modo protótipo: os links das telas de produto e carrinho como setas, e um link novo sendo arrastado do item do carrinho de volta para a tela do produto.',
  'topic.editor.widgets.title': 'Adicionar e organizar widgets',
  'topic.editor.widgets.p1':
    'A lista «Widgets» do editor mostra cada tipo como uma pequena imagem sobre o nome dele, em seções (Básicos, Formulários, Navegação, Multimídia, Gráficos, Dados, Lógica) que um clique no título fecha e abre; os tipos que você colocou por último aparecem primeiro, em «Usados recentemente». Digite em «Buscar widgets» para encontrar um tipo pelo nome ou por outra palavra para ele («select» encontra a lista suspensa). Um clique em um tipo coloca um widget novo no canto superior esquerdo da tela selecionada (ou da tela do widget selecionado); ou arraste o tipo para qualquer tela e solte onde ele deve ficar. O widget novo fica selecionado, então com Enter você já digita o texto dele.',
  'topic.editor.widgets.p2':
    'Clique para selecionar; Shift+clique adiciona à seleção ou tira dela. Ou arraste um retângulo sobre o canvas vazio: ele seleciona os widgets que ficam inteiros dentro dele (com Shift, além da seleção). Arraste a seleção para movê-la, inclusive para outra tela: os widgets passam então a pertencer a essa tela. As oito alças mudam o tamanho; Shift mantém a proporção e Alt redimensiona a partir do centro.',
  'topic.editor.widgets.p3':
    'Um widget movido se encaixa quando as bordas ou o centro dele chegam perto dos de outro widget ou da tela: uma guia rosa mostra a linha em que ele se encaixou, e rótulos rosa mostram a distância em pixels até os vizinhos. Ao redimensionar, a borda arrastada se encaixa do mesmo jeito. Segure Alt ao arrastar para posicionar livremente. Com «Encaixar na grade» ligado no menu «Visualização», os widgets também se encaixam na grade onde não há borda por perto.',
  'topic.editor.widgets.p4':
    'Para valores exatos, digite X, Y, Largura e Altura nas propriedades. As setas do teclado movem a seleção 1 pixel, com Shift 10. Widgets bloqueados ficam onde estão (veja «Menu, bloquear e ocultar»).',
  'topic.editor.widgets.p5':
    'Um novo botão fica com a aparência que a maioria dos seus botões compartilha (um botão com texto, de 10 a 200 pixels de largura e 10 a 100 de altura), e uma nova caixa ou contêiner com a dos seus botões grandes sem texto, para que os novos widgets combinem com o protótipo. Uma lista suspensa com menos de 5 opções sugere virar um grupo de opções, que mostra todas de uma vez; um grupo de opções com mais de 5 sugere virar uma lista suspensa.',
  'topic.editor.view.title': 'Zoom, o menu «Visualização» e a grade',
  'topic.editor.view.p1':
    'O canvas do editor é maior que a janela. Movimente-se com Espaço+arrastar, com o botão do meio do mouse ou com dois dedos no trackpad; dê zoom com Ctrl+roda do mouse, com o gesto de pinça, com as teclas + e – ou com os botões – e + da barra, entre os quais aparece o zoom em porcentagem. «Ajustar» mostra todas as telas de uma vez.',
  'topic.editor.view.p2':
    'O menu «Visualização», ao lado de «Ajustar», tem «Ajustar à seleção», que dá zoom no que está selecionado (Shift+2), e «100 %», que mostra as telas no tamanho real, um pixel do canvas por pixel de tela (Shift+0). Shift+1 faz o mesmo que «Ajustar». Um zoom fecha o menu.',
  'topic.editor.view.p3':
    'Em «Grade», «Encaixar na grade» faz os widgets movidos e redimensionados caírem na grade, e «Mostrar a grade» desenha as linhas dela sobre as telas; «Tamanho da célula (px)» define o tamanho de uma célula, de 2 a 200 pixels. A grade é salva com o protótipo para toda a equipe, mas é uma configuração de visualização, não uma alteração que se possa desfazer. As linhas só aparecem quando uma célula tem pelo menos 5 pixels na tela: dê zoom se não as vir.',
  'topic.editor.view.figure1':
    'O menu «Visualização» com «Mostrar a grade» ligado e células de 16 pixels, sobre uma tela a 100 %.',
  'topic.editor.screens.title': 'A lista de telas',
  'topic.editor.screens.p1':
    'A lista «Telas» do editor fica acima da lista de widgets. Clique na linha de uma tela para selecioná-la e trazê-la para a vista. Dê um clique duplo no nome, ou pressione F2, para renomeá-la (Enter mantém o nome novo, Escape o antigo). Arraste uma linha, ou pressione Alt+↑ / Alt+↓, para mudar a ordem. A estrela torna a tela a tela inicial (só existe uma); os botões de cópia e × duplicam ou excluem a tela. Com mais de seis telas, um campo de busca filtra a lista.',
  'topic.editor.screens.p2':
    '«Adicionar tela» adiciona uma tela do tamanho do dispositivo. Para desenhar uma, escolha «Desenhar» ou pressione S e arraste no canvas: a tela nova fica com o tamanho arrastado. Um clique em vez de arrastar coloca ali uma tela do tamanho do dispositivo.',
  'topic.editor.screens.p3':
    'Uma duplicata fica abaixo da original, com «cópia» acrescentado ao nome e cópias dos widgets e dos links dela. Excluir uma tela exclui os widgets dela e os links que levam a ela; «Desfazer» traz tudo de volta. Uma tela selecionada mostra nas propriedades o nome, a posição e o tamanho, a cor e a imagem de fundo, «Tornar tela inicial», as telas mestre dela (veja «Telas mestre») e os links dela.',
  'topic.editor.layers.p1':
    'A lista «Camadas» do editor, abaixo da lista de telas, mostra os widgets da tela selecionada (ou da tela da seleção), o de cima primeiro, com seus grupos como linhas que abrem e fecham. Clique em uma linha para selecionar o widget, ou todos os widgets de um grupo; o que você seleciona no canvas fica marcado na lista. Dê um clique duplo em um nome, ou pressione F2, para renomeá-lo (Enter mantém o nome novo, Escape o antigo). Os botões de cadeado e de olho de uma linha a bloqueiam ou a ocultam dos testadores; na linha de um grupo, fazem isso com todos os seus widgets. ↑ e ↓ passam de uma linha a outra, ← e → fecham e abrem um grupo, Enter seleciona. A barra entre as telas e as camadas divide a altura entre elas: arraste-a, ou coloque o foco nela e pressione ↑ ou ↓; o editor guarda a divisão neste navegador.',
  'topic.editor.layers.p2':
    'Arraste uma linha para mudar a ordem: solta acima ou abaixo de outra linha, ela vai para lá, para o grupo dessa linha ou para fora, no nível de cima; solta no meio da linha de um grupo, entra nesse grupo, no topo. Alt+↑ / Alt+↓ movem uma linha uma posição. Ctrl+G agrupa os widgets selecionados, Ctrl+Shift+G os desagrupa. No canvas, um clique em um widget agrupado seleciona o grupo inteiro; um clique duplo entra um grupo mais para dentro, até o próprio widget, e os cliques ficam nesse nível até você clicar fora do grupo ou limpar a seleção. Um clique duplo em um widget sem grupo digita o texto dele. Redimensionar um grupo pelas alças escala os widgets dele junto.',
  'topic.editor.masters.title': 'Telas mestre',
  'topic.editor.masters.p1':
    'Uma tela mestre empresta seus widgets a outras telas: um cabeçalho, uma barra de abas ou um menu é feito uma vez e aparece em cada tela que o herda. No editor, selecione uma tela e, em "Telas mestre" nas propriedades dela, escolha uma tela em "Adicionar uma tela mestre…". As telas que formariam um ciclo (uma mestre que herda, ela mesma, desta tela) não são oferecidas. Na lista "Telas", uma mestre mostra "mestre de 2" e uma tela que herda mostra "de Cabeçalho".',
  'topic.editor.masters.p2':
    'No canvas, os widgets herdados são marcados com um contorno tracejado suave. Eles são alterados na tela mestre, e cada tela que a herda acompanha na hora: um clique em um deles seleciona a tela, apontar para ele mostra o nome da mestre e um clique duplo seleciona o widget na mestre. "Desvincular", ao lado de uma mestre, tira os widgets dela da tela; um widget da tela que substituía um deles mantém o que mostrava. Excluir uma tela mestre a desvincula de todas as telas no mesmo passo, e Desfazer traz tudo de volta. Quem testa vê os widgets herdados como parte de cada tela, e os links deles também funcionam ali.',
  'topic.editor.text.p1':
    'Dê um clique duplo em um widget no editor, ou selecione-o e pressione Enter, para digitar o texto dele direto no canvas; Shift+Enter começa uma nova linha, Enter ou Escape encerram a digitação. O campo «Texto» das propriedades faz o mesmo.',
  'topic.editor.text.p2':
    'As propriedades mostram no topo o nome e o tipo do widget selecionado, depois «Nome», «X», «Y», «Largura», «Altura» e «Texto», em seguida «Conteúdo», com o que só o tipo dele tem, e «Estilo»: fundo, cor do texto, largura, estilo e cor da borda, raio dos cantos (igual para todos ou «Cada canto»), sombra, fonte, peso, itálico, sublinhado, alinhamento, alinhamento vertical, espaçamento interno e opacidade; «Mais» lista as demais configurações de estilo do tipo. Abaixo vêm «Imagem», «Organizar» e «Links».',
  'topic.editor.text.p3':
    'Com vários widgets selecionados, o título diz quantos são; um campo mostra um valor quando todos o compartilham, «Vários» quando diferem, e uma alteração vale para todos. Digitar em um campo é um único passo de desfazer; sair do campo o encerra. Esvaziar um campo, ou o × dele («Limpar …»), remove o seu valor, e o widget volta ao padrão.',
  'topic.editor.text.figure1':
    'As propriedades de um rótulo selecionado: nome, posição, tamanho e texto, e depois o estilo dele no estado Normal.',
  'topic.editor.tokens.p1':
    'No editor, "Tokens de design", abaixo da lista de widgets, abre os tokens do protótipo: cores, bordas, fontes, espaçamentos internos e sombras com nome, agrupados por tipo, cada um com uma prévia, o valor e quantos widgets o usam (um clique em "Usado por …" os seleciona na tela). "Novo token" cria um: escolha o tipo, dê um nome e defina o valor. O lápis altera o nome e o valor de um token; × o exclui, e pergunta antes quando há widgets que o usam, porque os vínculos vão junto.',
  'topic.editor.tokens.p2':
    'Nas propriedades, abaixo de uma cor, da borda, da sombra, da fonte ou do espaçamento interno, "Vincular a um token…" vincula essa configuração dos widgets selecionados a um token do mesmo tipo. Uma configuração vinculada mostra o nome do token em vez do campo: mude o token e todos os widgets vinculados a ele mudam de uma vez. "Desvincular" devolve aos widgets o valor próprio deles. Cada uma dessas ações é um passo de desfazer.',
  'topic.editor.templates.p1':
    'Um modelo é um widget, ou um conjunto de widgets, que você reutiliza. Selecione-os e nas propriedades escolha “Criar modelo” com um nome: a seleção vira a primeira instância do modelo. Os modelos aparecem no topo do painel Widgets com quantas instâncias cada um tem; clique em um para inserir uma instância na tela selecionada, ou arraste-o para qualquer tela.',
  'topic.editor.templates.p2':
    'Uma instância mostra o estilo do seu modelo; os campos mostram os valores do modelo em cinza. Uma mudança feita em uma instância fica nela até você escolher “Atualizar modelo”: então o modelo, e cada instância dele, passa a tê-la. “Voltar ao modelo” tira as mudanças próprias da instância; “Desvincular” cria widgets comuns que mantêm a aparência e não seguem mais o modelo.',
  'topic.editor.templates.p3':
    '“Criar variante” cria um novo modelo com o que uma instância muda, como um botão desativado: a variante pega todo o resto do modelo base e o acompanha. Troque uma instância entre a base e suas variantes em “Variante”. Excluir um modelo em uso pede confirmação; as instâncias continuam como widgets comuns.',
  'topic.editor.data.p1':
    'Selecione um widget no editor para ver "Dados" nas propriedades. Digite o nome de uma variável (ou escolha uma que o protótipo já usa) e pressione Enter: widgets vinculados à mesma variável compartilham um valor quando o protótipo é reproduzido. O que um testador digita em uma entrada vinculada aparece em todas as entradas vinculadas a essa variável, nesta tela e nas seguintes, e um rótulo ou botão vinculado mostra o valor como texto. A seção informa quantos outros widgets compartilham a variável; um nome vazio desfaz o vínculo.',
  'topic.editor.data.p2':
    'As entradas também têm "Validação": "Obrigatório", o tipo de valor (texto, e-mail, número, número inteiro, número de telefone), "Mín." e "Máx." (o valor de um número ou o tamanho de um texto) e um "Padrão" (uma expressão regular). Uma regra que não pode funcionar, como um mínimo acima do máximo ou um padrão inválido, fica marcada no campo e não é salva. Em "Mensagem de erro", "Adicionar rótulo de erro" coloca um rótulo vermelho com o seu texto abaixo da entrada, ou você escolhe outro widget da tela; a lista mostra os vinculados e × desvincula um.',
  'topic.editor.data.p3':
    'No modo protótipo, marque "Só quando as entradas da tela forem válidas" em um link: se um testador o seguir enquanto uma entrada da tela não cumpre sua regra, ele continua na tela, a entrada mostra seu estilo de erro e suas mensagens de erro aparecem; elas somem assim que a entrada é corrigida. Até lá as mensagens de erro ficam ocultas para os testadores, e a tela de edição as desenha esmaecidas para que você ainda possa selecioná-las.',
  'topic.editor.states.p1':
    'Nas propriedades do editor, «Conteúdo» reúne o que só esse tipo de widget tem: as opções de uma lista suspensa, uma por linha; as linhas de uma tabela, com as células separadas por vírgulas; os dados de um gráfico; um texto de exemplo; um ícone, escolhido em uma lista com busca. Em «Estilo», «Mais» lista as configurações de estilo do tipo.',
  'topic.editor.states.p2':
    'Um seletor acima do estilo escolhe o estado: Normal, Ao passar, Foco, Pressionado ou Erro. Assim um widget pode ter outra aparência quando o ponteiro está sobre ele, quando tem o foco, enquanto é pressionado ou quando mostra um erro. Um estado com configurações próprias fica marcado. Em um estado diferente de Normal, um campo mostra em cinza o valor normal até você definir o valor próprio do estado; o × dele («Limpar …») remove esse valor.',
  'topic.editor.arrange.p1':
    'Em «Imagem», nas propriedades do editor, escolha um JPG, PNG ou GIF de no máximo 5 MB: ele é enviado ao protótipo e mostrado por um widget Image (um HotSpot também o mostra; a maioria dos outros tipos não o desenha). «Remover imagem» o tira. Uma tela selecionada tem o mesmo campo para a imagem de fundo: coloque uma captura de tela em cada tela, ponha HotSpots sobre os botões e vincule-os, e as capturas ficam clicáveis.',
  'topic.editor.arrange.p2':
    '«Organizar», nas propriedades, traz «Trazer para a frente», «Avançar», «Recuar» e «Enviar para trás», que decidem qual widget fica sobre qual. Com dois ou mais widgets selecionados aparece uma barra de ferramentas no alto da área de trabalho: seus ícones os alinham à esquerda, ao centro na horizontal, à direita, no topo, ao centro na vertical ou na base, pelo retângulo que envolve todos, e, com três ou mais, os distribuem na horizontal ou na vertical (passar o mouse sobre um ícone mostra seu nome). O campo «Espaçamento» os afasta exatamente essa quantidade de pixels, da esquerda para a direita ou de cima para baixo, conforme se espalham, e mostra o espaço quando todos têm o mesmo. Cada uma dessas ações se desfaz em um só passo. Um grupo selecionado por inteiro mostra nas propriedades seu nome, que você pode mudar ali, e seus membros: clique em um para selecioná-lo sozinho.',
  'topic.editor.menu.p1':
    'Clique com o botão direito em um widget, uma tela, um link ou no canvas vazio para abrir um menu de ações: recortar, copiar, colar, duplicar, editar texto, trazer para a frente, enviar para trás, bloquear ou desbloquear, ocultar dos testadores ou mostrar a eles, tornar tela inicial, adicionar tela, selecionar tudo, excluir. Cada ação mostra seu atalho. Shift+F10 ou a tecla de menu abre o menu junto à seleção; as setas navegam nele, Enter executa uma ação, Escape fecha.',
  'topic.editor.menu.p2':
    'Um widget bloqueado (Ctrl+Shift+L) ainda pode ser selecionado com um clique, mas arrastar, as setas e as alças não o movem, e um retângulo de seleção o ignora. Um widget oculto (Ctrl+Shift+H) nunca aparece para os participantes, nem em miniaturas, mapas de calor ou replays; o editor o mostra esmaecido para você poder selecioná-lo e mostrá-lo de novo. Ctrl+] / Ctrl+[ avançam / recuam; com Shift, para a frente / para trás.',
  'topic.editor.saving.title': 'Desfazer e salvar',
  'topic.editor.saving.p1':
    'Cada alteração no editor é salva enquanto você trabalha; a barra mostra se tudo está salvo, quantas alterações estão esperando ou que você está off-line. Alterações feitas off-line ficam no navegador e são enviadas quando a conexão volta, mesmo depois de fechar a aba, desde que você abra o protótipo de novo no mesmo navegador.',
  'topic.editor.saving.p2':
    'Desfazer (Ctrl+Z) e Refazer (Ctrl+Shift+Z ou Ctrl+Y) funcionam passo a passo: um arraste ou um texto digitado é um passo. O histórico fica no servidor, então desfazer continua funcionando depois de recarregar a página.',
  'topic.editor.saving.p3':
    'Se o servidor recusar uma alteração — por exemplo, porque um membro da equipe acabou de excluir o que você estava alterando —, a barra avisa e o editor carrega o protótipo como o servidor o tem. A grade e o zoom não são alterações: desfazer não mexe neles.',
  'topic.editor.saving.p4':
    'As versões, abaixo da lista de widgets, guardam o protótipo como está com um nome; a lista mostra cada uma com uma pequena imagem da sua tela inicial. "Abrir" mostra uma versão no canvas, somente leitura, com "Restaurar" e "Voltar para a atual" acima. "Comparar" a coloca ao lado do rascunho atual (ou, com "Comparar com", ao lado de outra versão), lado a lado ou sobrepostas: o que foi adicionado, removido, movido ou redimensionado, com estilo alterado ou renomeado fica enquadrado na sua cor e listado, e um clique em um item o seleciona e o mostra. Uma restauração é um só passo de desfazer.',
  'topic.editor.keys.p1':
    'Com o canvas do editor em foco: as setas movem a seleção 1 px, com Shift 10 px; Delete a exclui; Ctrl+C, Ctrl+X e Ctrl+V copiam, recortam e colam (também em outro protótipo, com os estilos); Ctrl+D duplica; Ctrl+A seleciona os widgets da tela; Enter digita o texto do widget selecionado; Escape limpa a seleção.',
  'topic.editor.keys.p2':
    'Ctrl+] e Ctrl+[ avançam ou recuam a seleção; com Shift, para a frente ou para trás. Ctrl+Shift+L bloqueia ou desbloqueia, Ctrl+Shift+H oculta ou mostra. S começa a desenhar uma tela. Shift+F10 ou a tecla de menu abre o menu de ações. Na lista «Telas», F2 renomeia uma tela e Alt+↑ / Alt+↓ a movem.',
  'topic.editor.keys.p3':
    'Espaço+arrastar movimenta a vista; Ctrl+roda ou + e – dão zoom; Shift+1 mostra todas as telas, Shift+2 dá zoom na seleção, Shift+0 vai a 100 %; Alt ao arrastar desliga o encaixe. Pressione ? (ou escolha «Atalhos de teclado» na barra) para ver todos os atalhos. No Mac, Cmd funciona onde está escrito Ctrl.',
  'topic.editor.accessibility.title': 'Verificação de acessibilidade',
  'topic.editor.accessibility.p1':
    'Escolha Acessibilidade na barra da tela de desenho para verificar o protótipo antes que os participantes o vejam. O painel ao lado lista o que pode impedir as pessoas de lê-lo ou usá-lo: texto com pouco contraste, alvos menores que 24 × 24 px, campos sem rótulo nem nome, imagens sem texto alternativo, texto abaixo de 12 px, links que só se distinguem pela cor e telas sem título. Cada problema indica sua regra, o critério de sucesso da WCAG 2.2 em que se baseia e o widget.',
  'topic.editor.accessibility.p2':
    'Mostre todo o protótipo ou só a tela em que você está trabalhando. Um clique em um problema seleciona o widget e o leva para o centro; um selo vermelho marca cada widget com problemas. A lista acompanha suas alterações à medida que você as faz. Depois, o navegador verifica cada tela como os testadores a veem com o axe-core, o motor de referência, e acrescenta o que só ele encontra, como um botão sem nome.',
  'topic.editor.accessibility.p3':
    'Quando a correção é evidente, Corrigir a aplica: a cor mais próxima que passa, mantendo o tom, um alvo aumentado até o mínimo, um campo com o nome do rótulo acima dele. Cada correção é um passo que Desfazer reverte. Antes de um teste, a caixa de compartilhamento diz quantos problemas graves restam.',
  'topic.editor.figma.title': 'Importar do Figma',
  'topic.editor.figma.p1':
    'Importar do Figma… (sob a paleta de widgets no editor e em Novo protótipo) traz um design do Figma. Informe um token de acesso pessoal (criado no Figma em Configurações → Segurança) e o link do arquivo ou do seu protótipo, e escolha Carregar páginas. O token vai do seu navegador apenas para o Figma; o Protolab não o salva.',
  'topic.editor.figma.p2':
    'A caixa de diálogo mostra as páginas do arquivo com pequenas imagens dos seus frames. Escolha uma página e Importar: cada frame de topo vira uma tela do seu tamanho (um frame com rolagem tão longo quanto o seu conteúdo), os textos viram rótulos com fonte, tamanho, peso, altura de linha, espaçamento, alinhamento e cor, os retângulos e frames viram caixas com preenchimentos, gradientes, bordas, cantos e sombras, as imagens são salvas com o protótipo, os componentes viram modelos e os links de clique e arraste do protótipo viram links com a sua transição.',
  'topic.editor.figma.p3':
    'No editor as telas são adicionadas ao lado das suas em um só passo que Desfazer reverte; em Novo protótipo elas formam um protótipo novo com o nome do arquivo. Depois, a caixa de diálogo lista o que não pôde ser importado como está no Figma, por exemplo uma camada oculta, um desfoque ou uma interação que não leva a nenhuma tela.',
  'topic.editor.figma.figure1':
    'A importação do Figma: um token de acesso pessoal, o link do arquivo e suas páginas com os frames; a página escolhida é importada.',
  'topic.editor.pages.title': 'Importar HTML e YAML',
  'topic.editor.pages.p1':
    'Importar HTML… (abaixo da paleta de widgets no editor) transforma uma página web em uma tela nova de widgets editáveis. Escolha um arquivo HTML ou cole o código. A página é montada na largura de tela do protótipo em um quadro oculto onde seus scripts não rodam, e cada elemento vira um widget no seu lugar, com suas cores, fontes, bordas, cantos, sombras e espaçamentos internos: campos, senhas, áreas de texto, listas suspensas, caixas de seleção, botões de opção, interruptores e controles deslizantes pelo tipo, botões, textos como rótulos, imagens, ícones SVG, tabelas e contêineres com estilo como caixas.',
  'topic.editor.pages.p2':
    'A tela nova é adicionada ao lado das suas como um único passo que Desfazer reverte. Depois, o diálogo diz quantos widgets a tela tem e lista os elementos sem widget próprio (um vídeo, um canvas): eles são mantidos como caixa ou rótulo, nunca se perdem.',
  'topic.editor.pages.p3':
    'Importar YAML… lê a descrição YAML própria do Protolab: telas, widgets pelo nome do tipo com props e estilo sobre os da paleta, e linhas e colunas que posicionam os widgets um após o outro. Um erro aparece com sua linha e nada é importado até ser corrigido. Exportar tela como YAML mostra a tela selecionada no mesmo formato, para copiar ou baixar; ao importá-la você recebe a mesma tela.',
  'topic.links.title': 'Links',
  'topic.links.p1':
    'Os links tornam um protótipo clicável: uma seta de um widget ou de uma tela até outra tela diz para onde uma ação leva.',
  'topic.links.p2':
    'Cada link tem um evento (um clique, um deslizar, um temporizador…), um destino — uma tela ou um LogicOr — e uma transição. Você os desenha no modo protótipo do editor ou os escolhe nas propriedades; o player os segue enquanto os participantes usam o protótipo, e a análise os usa para distinguir um clique que levou a algum lugar de um clique errado.',
  'topic.links.widgets.title': 'Vincular widgets',
  'topic.links.widgets.p1':
    'Escolha «Protótipo» na barra do editor e arraste de um widget ou de uma tela até a tela para onde ele deve levar. Ou, em qualquer um dos modos, selecione o widget ou a tela e escolha uma tela em «Vincular à tela…», no fim das propriedades.',
  'topic.links.widgets.p2':
    'Cada link tem um evento, escolhido em «Quando»: para um widget Clique, Clique duplo, Toque longo, Passar o mouse, Alteração de valor, Deslizar para a esquerda, para a direita, para cima ou para baixo; para uma tela Temporizador (com «Depois de (segundos)»), Tela carregada, Clique ou os quatro deslizamentos. «Ir para» muda o destino. «Transição» escolhe como a próxima tela aparece: Nenhuma, ou fadeIn, fadeOut, slideLeft, slideRight, slideUp, slideDown, growRight, growLeft, growUp, growDown, zoomIn. «Excluir link» o remove.',
  'topic.links.widgets.p3':
    'Um widget pode ter vários links, por exemplo um para o clique e outro para um deslizar. «Alteração de valor» dispara quando um participante muda o valor de um widget de formulário. No modo protótipo, um clique na seta de um link seleciona só esse link, para alterá-lo ou removê-lo com Delete.',
  'topic.links.widgets.p4':
    'Para levar um link ao redor das telas, dobre-o: no modo protótipo selecione o link e arraste o pequeno «+» no meio de um dos seus trechos até onde ele deve passar; ali fica um ponto de dobra e o link passa a ter dois trechos, cada um com seu «+». Arraste um ponto de dobra para movê-lo, clique duas vezes nele para removê-lo, ou escolha «Endireitar» nas propriedades do link para remover todos. Cada arrasto é um passo de desfazer. Os pontos de dobra só mudam como a tela desenha o link; os participantes não os veem.',
  'topic.links.widgets.figure1':
    'Desenhar um link no modo protótipo: arraste a partir do widget e solte sobre a tela de destino.',
  'topic.links.logic.p1':
    'Um LogicOr deixa uma ação levar a telas diferentes. Adicione «Ramificação (teste A/B)» pela seção Lógica da lista de widgets: ele fica no canvas entre as telas, desenhado como um losango com «OR» que só o editor mostra. No modo protótipo, arraste de um widget até o LogicOr e depois do LogicOr até cada tela a que ele pode levar.',
  'topic.links.logic.p2':
    'Selecione o LogicOr para dar uma condição a cada saída. Em «Só quando», escolha um widget: o valor dele é igual a, é diferente de, contém, é maior que, é menor que, é pelo menos ou é no máximo um valor, ou é válido ou inválido. A saída sem condição é usada quando nenhuma condição vale. «Escolher uma saída aleatoriamente (teste A/B)» manda cada participante por um caminho escolhido ao acaso.',
  'topic.links.start.title': 'A tela inicial',
  'topic.links.start.p1':
    'Um teste começa na tela marcada como tela inicial; sem marca, na tela do canto superior esquerdo. A primeira tela de um protótipo novo é a tela inicial dele.',
  'topic.links.start.p2':
    'Para escolher outra, clique na estrela da linha dela na lista «Telas» do editor, escolha «Tornar tela inicial» nas propriedades da tela selecionada, ou clique com o botão direito na tela e escolha «Tornar tela inicial». Só existe uma: a anterior perde a marca. A aba «Design» a marca com «Início», e o gravador de tarefas também começa nela.',
  'topic.links.try.title': 'Experimentar seu protótipo',
  'topic.links.try.p1':
    '«Iniciar teste», na visão geral ou na janela de compartilhamento, abre o teste em uma nova aba na tela inicial: o protótipo do jeito que os participantes o usam, sem pedir a senha do teste. Percorra-o e confira cada link. O editor não tem um modo de reprodução próprio. Essa execução é uma prévia: nada é gravado, então ela nunca aparece nos resultados.',
  'topic.links.try.p2':
    'O que você fizer ali é gravado como a sessão de qualquer participante. Para deixá-la fora dos números, desmarque a caixa «Válida» dela na aba «Resultados». Ou acrescente &log=false ao fim do link de teste: o player então funciona sem gravar, e a página de boas-vindas avisa que nada é gravado.',
  'topic.links.try.p3':
    'Um link que parece não funcionar costuma ter outro evento do que você espera (um Temporizador em uma tela, Passar o mouse em um widget), sai de um widget oculto dos participantes ou está embaixo de outro widget que fica com o clique. Selecione o widget e veja «Links» nas propriedades dele.',
  'topic.testing.title': 'Testes com usuários',
  'topic.testing.p1':
    'Compartilhe um link de teste com seus participantes. Eles o abrem em qualquer navegador — no computador, no tablet ou no celular —, leem seu texto de boas-vindas e as tarefas, usam o protótipo e encerram o teste; os cliques, entradas e movimentos do mouse deles são gravados. Os participantes não precisam de conta.',
  'topic.testing.p2':
    'Prepare o teste na aba «Teste»: um texto de boas-vindas, as tarefas com os fluxos gravados e algumas opções. Depois escolha «Compartilhar» na visão geral para pegar os links e o código QR.',
  'topic.testing.settings.title': 'Configurações do teste',
  'topic.testing.settings.p1':
    'A aba «Teste» começa com «Configurações do teste». O «Texto de boas-vindas para os participantes» aparece na primeira página do teste; sem ele, os participantes leem um texto padrão curto. «Mostrar as tarefas durante o teste» acrescenta à barra do player um botão «Tarefas» que abre a lista de tarefas. «Mostrar uma mensagem quando todas as tarefas forem concluídas» mostra uma mensagem curta sempre que um participante conclui uma tarefa e, depois da última, oferece encerrar o teste.',
  'topic.testing.settings.p2':
    '«Gravar só o primeiro teste de cada participante»: quando o mesmo navegador abre o link de novo, o teste roda sem ser gravado. «Idioma do teste» define o idioma dos textos do próprio player — a página de boas-vindas, os botões, a lista de tarefas; «O idioma do navegador de cada participante» deixa a escolha para o navegador. Os textos do seu protótipo nunca são traduzidos.',
  'topic.testing.settings.p3':
    'Em «Imagem de abertura», «Enviar imagem» acrescenta uma imagem à página de boas-vindas (JPG, PNG ou GIF, no máximo 5 MB). Nada nesta aba fica guardado até você escolher «Salvar», no fim; «Configurações do teste salvas» confirma.',
  'topic.testing.tasks.title': 'As tarefas e seus fluxos',
  'topic.testing.tasks.p1':
    'Em «Tarefas», digite um nome em «Nova tarefa» e escolha «Adicionar tarefa». Cada tarefa tem «Nome», «Descrição para os participantes» e «Ordem rígida»; «Subir», «Descer» e «Excluir» ordenam e removem tarefas. Os participantes veem os nomes e as descrições na página de boas-vindas.',
  'topic.testing.tasks.p2':
    'Para medir uma tarefa, grave o fluxo dela: escolha «Gravar fluxo» (depois «Gravar de novo») e então «Começar». O protótipo roda na janela; faça a tarefa como um participante faria. Cada tela que abre e cada clique ou entrada vira um passo. «Pausar» interrompe a gravação para você poder se movimentar, «Gravar» continua, «Concluir» termina e «Usar como fluxo» guarda os passos. Ou monte o fluxo à mão: escolha «Adicionar passo», uma «Tela», se quiser um «Widget» nela, e o «Evento», e depois «Adicionar ao fluxo». Os botões ao lado de cada passo o movem para cima ou para baixo ou o excluem.',
  'topic.testing.tasks.p3':
    'Uma sessão conclui uma tarefa quando passa pelos passos do fluxo na ordem; o que o participante fizer no meio não conta, exceto com «Ordem rígida»: aí os passos precisam vir um depois do outro, sem nada entre eles. Os detalhes de uma tarefa — tempos, desistência, passos — precisam de um fluxo com dois ou mais passos. Marque passos como «Importante» (depois de «Concluir» ou no fluxo da aba): os gráficos de desistência e de tempos dos resultados mostram então só esses passos, cada um com o nome da sua tela, widget e evento.',
  'topic.testing.tasks.p4':
    'Tarefas e fluxos fazem parte das configurações do teste: escolha «Salvar», no fim da aba, para mantê-los.',
  'topic.testing.tasks.figure1':
    'O gravador de tarefas depois de «Concluir»: os passos gravados de «Buy the running shoes», com o clique em «Checkout» marcado como importante.',
  'topic.testing.invites.p1':
    'Escolha «Compartilhar» na visão geral do protótipo. A janela traz o «Link de teste» com «Copiar» e «Iniciar teste», e o código QR do mesmo link; o «Link para comentários» para revisores; o «Código de incorporação», um iframe que mostra o teste dentro de outra página da web no tamanho de tela do protótipo; e a «Senha do teste».',
  'topic.testing.invites.p2':
    'Envie o link de teste por e-mail ou chat. Os participantes não precisam de conta, e nada pessoal é guardado além do que eles digitam no protótipo. Qualquer pessoa com o link pode fazer o teste. Para limitar, digite uma «Senha do teste» com pelo menos 6 caracteres e escolha «Definir senha»: os participantes, e quem tiver o link para comentários, precisam digitá-la antes. «Remover a senha» abre os links de novo. A aba «Teste» tem o mesmo campo, em «Senha do link do teste». «Iniciar teste» não pede senha: é a sua própria prévia.',
  'topic.testing.invites.p3':
    'Só membros da equipe que podem editar veem a janela de compartilhamento. Para invalidar links antigos, escolha «Revogar links» em «Links de convite», na aba «Equipe»: novos links de teste e de comentários são criados e os antigos param de funcionar na hora; então compartilhe os novos.',
  'topic.testing.invites.figure1':
    'A janela de compartilhamento: o link de teste com o código QR, o link para comentários, o código de incorporação e a senha do teste.',
  'topic.testing.qr.p1':
    'A janela de compartilhamento mostra o código QR do link de teste. Os participantes apontam a câmera do celular para ele e o teste abre no navegador do celular — prático em um laboratório ou em uma reunião. Mostre a janela na sua tela ou imprima.',
  'topic.testing.qr.p2':
    'Quem abre o link de teste em um computador encontra também «Continuar no celular» na página de boas-vindas. Ele mostra um código QR do mesmo teste em «Abra o teste no seu celular»; «Continuar neste computador» volta. Sessões iniciadas a partir de um código QR ficam marcadas assim nos dados do dispositivo gravados.',
  'topic.testing.qr.p3':
    'Um código QR contém o endereço com que foi criado. Um que aponte para localhost não pode ser aberto em um celular: veja «Testes no celular».',
  'topic.testing.phones.title': 'Testes no celular',
  'topic.testing.phones.p1':
    'Um celular só consegue abrir um endereço que ele alcança. «localhost» em um celular é o próprio celular, então um link para localhost só funciona no computador em que o Protolab está rodando. Por isso o link de teste, o link para comentários, o código de incorporação e o código QR são montados com o endereço público do servidor.',
  'topic.testing.phones.p2':
    'Esse endereço é a configuração PUBLIC_URL do servidor, quando ela existe — o endereço de um servidor na internet ou na rede da sua empresa. Sem ela, os links usam o endereço com que você abriu o Protolab; se for localhost, usam o endereço do computador na rede local (por exemplo http://192.168.1.20:3000), que celulares na mesma rede Wi-Fi conseguem abrir. Se nenhum for conhecido, a janela de compartilhamento avisa que o endereço só abre neste computador.',
  'topic.testing.phones.p3':
    'Se um celular não conseguir abrir o link, verifique se ele está na mesma rede que o computador e se nenhum firewall bloqueia a porta, ou peça a quem administra o servidor que defina PUBLIC_URL. Ao iniciar, o servidor mostra o endereço pelo qual participantes e celulares o alcançam.',
  'topic.testing.player.p1':
    'O link de teste abre o player. Ele começa com uma página de boas-vindas: sua imagem de abertura, «Boas-vindas», seu texto de boas-vindas, a lista de tarefas, um aviso de que nenhuma informação pessoal é armazenada além do que eles digitarem, e «Começar o teste». Um teste protegido pede a senha antes.',
  'topic.testing.player.p2':
    'Durante o teste, uma barra fina fica acima do protótipo. À esquerda ela mostra se as interações estão salvas: «Tudo salvo», quantas aguardam envio, ou «Off-line». À direita ficam «Tarefas» (quando as tarefas aparecem durante o teste), «Salvar para usar off-line» e «Encerrar o teste»; no celular aparecem como «Salvar» e «Encerrar». O protótipo se ajusta à janela; telas mais altas rolam.',
  'topic.testing.player.p3':
    '«Encerrar o teste» fecha a sessão e mostra «Obrigado!». Se ainda houver interações esperando envio, a página pede ao participante que a abra de novo quando estiver on-line. Quem fecha a aba no meio e abre o link de novo continua de onde parou.',
  'topic.testing.player.figure1':
    'O player em um celular (390 × 844 pixels): a barra com «Tudo salvo», «Tarefas», «Salvar» e «Encerrar» acima do protótipo.',
  'topic.testing.offline.title': 'Estudos de campo off-line',
  'topic.testing.offline.p1':
    'Abra o teste uma vez on-line, no dispositivo que os participantes vão usar, e escolha «Salvar para usar off-line» na barra do player: ele guarda o protótipo com imagens, ícones e widgets e mostra «Pronto para usar off-line». Depois disso o protótipo funciona sem rede, mesmo que o navegador tenha sido fechado nesse meio-tempo.',
  'topic.testing.offline.p2':
    'Cada interação é primeiro gravada no armazenamento do dispositivo e enviada ao servidor em lotes quando há conexão. Off-line, a barra mostra «Off-line»; quando a conexão volta, ela conta o que aguarda envio. Nada se perde ao fechar a aba: as interações pendentes são enviadas na próxima vez que o player estiver aberto on-line e, em navegadores com sincronização em segundo plano (como o Chrome no Android), até sem ele aberto.',
  'topic.testing.offline.p3':
    'Antes de sair do campo, abra o player uma vez on-line e espere a barra mostrar «Tudo salvo». Se o dispositivo ficar sem espaço, o player avisa: libere espaço, senão o teste não poderá ser salvo.',
  'topic.testing.offline.p4':
    'Usar off-line exige um endereço seguro. Os navegadores só deixam o player funcionar off-line quando o link do teste começa com https (ou no próprio computador que roda o Protolab, em localhost). Em um endereço http simples, como o endereço de rede local do computador http://192.168.1.20:3000 que a janela de compartilhamento usa por padrão, "Salvar para usar off-line" diz "Indisponível off-line" e o motivo, a janela de compartilhamento avisa, e as interações continuam salvas no dispositivo e são enviadas quando houver conexão. Para um estudo de campo, rode o servidor em um endereço https: atrás de um proxy reverso com um certificado real em um servidor público, ou com um certificado em que seus dispositivos confiem (HTTPS_CERT e HTTPS_KEY; veja "Testing in the field" no README).',
  'topic.testing.comments.p1':
    'A aba «Comentários» é onde sua equipe discute o protótipo. Escreva em «Novo comentário» e escolha «Comentar». «Responder» responde a um comentário, «Editar» altera um comentário seu, «Excluir» remove um comentário seu com as respostas; o proprietário pode excluir qualquer comentário.',
  'topic.testing.comments.p2':
    'Para ouvir pessoas de fora da equipe, envie o «Link para comentários» da janela de compartilhamento. Ele abre a página «Comentários sobre o protótipo», onde se escreve sem conta; esses comentários aparecem na aba como «Revisor», e cada pessoa pode alterar os próprios comentários depois, no mesmo navegador. A página traz só os comentários: mande também o link de teste se as pessoas devem experimentar o protótipo. A senha do teste vale também para o link para comentários.',
  'topic.analytics.p1':
    'Os resultados mostram como os participantes usaram seu protótipo. Há três lugares: a aba «Resultados» (números, tarefas, respostas da pesquisa e downloads), a aba «Mapas de calor» e o «Canvas de análise»: o próprio canvas do protótipo, com cada tela onde você a colocou e o mapa de calor escolhido por cima, cada link tão largo quanto as sessões que o seguiram (com o número escrito), as jornadas entre telas como setas laranja e, abaixo de cada tela, quantas sessões a viram e quantas terminaram ali. Ao lado você escolhe o mapa de calor, o que mostrar, uma tarefa (as jornadas começam então no primeiro passo e terminam no sucesso, e «desistiram aqui» conta as tentativas que pararam numa tela) e as sessões: marque uma ou mais na lista para ver só as delas. Arraste para mover e use Ctrl + roda para o zoom; «Resultados» passa para os números.',
  'topic.analytics.p2':
    'Só contam as sessões válidas: desmarque a caixa «Válida» de uma sessão para deixá-la fora de todos os números, mapas de calor e downloads. O servidor calcula os números junto aos dados gravados e os guarda até chegarem sessões novas, então até um estudo de um milhão de eventos abre num instante; enquanto números mais recentes são calculados, você vê os últimos com «Calculando os números…».',
  'topic.analytics.results.p1':
    'A aba «Resultados» começa com o «Painel»: o número de sessões (e das válidas), os eventos que elas gravaram e a taxa de cliques errados — a parte dos cliques que não acertaram nada vinculado.',
  'topic.analytics.results.p2':
    'A tabela «Telas» lista cada tela com as visualizações, as sessões que a viram, o tempo de permanência por sessão e as interações nela. A tabela «Sessões» lista cada sessão com início, duração, tamanho do dispositivo, as tarefas concluídas, a caixa «Válida» e o que ela tem de incomum: um caminho raro, uma ordem de interações incomum, um tempo incomumente longo ou curto, muitas ou poucas interações.',
  'topic.analytics.results.p3':
    '«Replay», antes de uma sessão, abre o replay dela. Quando as sessões têm etiquetas, uma fileira de etiquetas acima do painel filtra todos os números, gráficos e downloads para as sessões com alguma das etiquetas escolhidas — ou com todas, com «Somente sessões com todas as tags escolhidas».',
  'topic.analytics.results.p4':
    'Uma sessão só é marcada como incomum quando se destaca claramente. O caminho dela pelas telas é comparado com o de todas as outras: cada passo de uma tela para a seguinte recebe uma pontuação pela raridade com que as outras sessões o deram, e um caminho muito mais raro que a maioria é um "Caminho raro". Quando as telas são as de todos, faz-se o mesmo com as interações (tela, elemento e evento, em ordem): uma sessão que clica nos mesmos elementos em uma ordem rara, ou os usa de outro jeito, tem uma "Ordem de interações incomum", e a tabela nomeia as interações que se destacaram, na ordem em que a sessão as fez. A duração e as interações são comparadas com a metade central de todas as sessões (cercas de Tukey, em escala logarítmica) e ainda precisam diferir da sessão típica por uma margem real — pelo menos 3 interações ou 3 segundos, e metade do valor típico —, então um clique a mais nunca é sinalizado. Com menos de 8 sessões nada é marcado. A tabela mostra o valor ao lado do que a maioria das sessões fez.',
  'topic.analytics.heatmaps.p1':
    'A aba «Mapas de calor» mostra cada tela com um mapa de calor por cima: azul onde aconteceu pouco, vermelho onde aconteceu muito, como mostra a legenda de «Poucos» a «Muitos». Cada tela informa quantos pontos de dados o mapa dela tem.',
  'topic.analytics.heatmaps.p2':
    'Há cinco modos: «Cliques», todos os cliques; «Movimento do mouse», onde o mouse parou; «Profundidade de rolagem», até onde os participantes rolaram uma tela alta; «Primeiros cliques», só o primeiro clique de cada visita a uma tela, que mostra onde eles procuram o caminho; e «Cliques errados», os cliques que não acertaram nada vinculado.',
  'topic.analytics.heatmaps.p3':
    'Abaixo de cada tela aparecem os elementos vinculados que nenhum participante usou nas três primeiras interações naquela tela, contornados no mapa: candidatos a um rótulo mais claro ou a um lugar melhor. «Todos os elementos vinculados foram usados cedo.» significa que nenhum foi encontrado. Os mapas de calor usam só sessões válidas.',
  'topic.analytics.heatmaps.figure1':
    'Mapas de calor no modo «Cliques»: os modos, a legenda e a tela do produto, com os cliques concentrados em «Add to cart».',
  'topic.analytics.tasks.p1':
    'Em «Desempenho das tarefas», na aba «Resultados», escolha uma tarefa. Uma sessão começa uma tarefa quando chega ao primeiro passo do fluxo dela, e a conclui quando passa por todos os passos na ordem (veja «As tarefas e seus fluxos»). A taxa de sucesso é a parte dessas sessões que concluíram a tarefa, desenhada com o intervalo de confiança de 95 %.',
  'topic.analytics.tasks.p2':
    'Os sucessos diretos passaram pelos passos sem desvios entre eles; os indiretos chegaram lá no fim. «Tempo na tarefa» é a média geométrica do tempo entre o primeiro e o último passo das sessões com sucesso, também com intervalo. No replay de uma sessão você pode corrigir à mão o resultado de uma tarefa.',
  'topic.analytics.tasks.p3':
    'Abaixo vêm os gráficos da tarefa: «Duração e interações por sessão» (um ponto por sessão, colorido pelo sucesso), «Tempo na tarefa» como diagrama de caixa, «Desistência», «Tempo por passo» e «Interações por passo». «Mostrar tabela» mostra os números de um gráfico. Esses detalhes precisam de um fluxo com dois ou mais passos; o download do resumo das tarefas traz os mesmos números.',
  'topic.analytics.tasks.figure1':
    'Desempenho de «Buy the running shoes»: a taxa de sucesso com o intervalo, os sucessos diretos e indiretos e o tempo na tarefa.',
  'topic.analytics.dropoff.title': 'Desistência',
  'topic.analytics.dropoff.p1':
    'O gráfico «Desistência» de uma tarefa mostra, para cada passo do fluxo, quantas sessões chegaram até ele. Onde as barras caem, os participantes desistiram ou foram para outro lugar: veja a tela desse passo nos mapas de calor, ou o replay de uma sessão que parou ali.',
  'topic.analytics.dropoff.p2':
    '«Mostrar tabela» lista por passo as sessões que chegaram até ele («Alcançado») e as que chegaram mas não passaram ao seguinte («Desistiram»). Só contam as sessões que começaram a tarefa. Escolha antes uma tarefa em «Desempenho das tarefas»; o gráfico precisa de um fluxo com dois ou mais passos.',
  'topic.analytics.dropoff.figure1':
    'A desistência de uma tarefa com quatro passos: das sessões que a começaram, cada vez menos chegaram ao passo seguinte.',
  'topic.analytics.confidence.p1':
    'Com poucos participantes, uma taxa de sucesso é incerta. O intervalo de 95 % (Wald ajustado) mostra o quanto a taxa real pode se afastar da medida.',
  'topic.analytics.confidence.p2':
    'Leia-o como a faixa em que muito provavelmente está a taxa de todos os seus futuros participantes. Com 4 sucessos em 5, vai de cerca de 36 % a 98 %; com 40 em 50, de cerca de 67 % a 89 %. Dois designs cujos intervalos se sobrepõem muito não mostraram ser diferentes: teste com mais pessoas.',
  'topic.analytics.confidence.p3':
    'O tempo na tarefa tem um intervalo próprio, calculado sobre os logaritmos dos tempos, porque senão alguns participantes lentos puxariam a média muito para cima.',
  'topic.analytics.replay.title': 'Replay de uma sessão',
  'topic.analytics.replay.p1':
    'Na tabela «Sessões», «Replay» abre uma sessão do jeito que ela aconteceu: a tela que o participante viu, com o que ele digitou, marcou e escolheu, os cliques e o rastro do mouse. «Reproduzir» e «Pausa» controlam o replay, «Velocidade» o reproduz a 1×, 2× ou 4×, e o controle deslizante pula para qualquer momento. A lista «Eventos» mostra cada evento gravado; um clique em um deles pula até ele.',
  'topic.analytics.replay.p2':
    'Ao lado, «Contar esta sessão nos números» é a mesma caixa que «Válida» nos resultados. Em «Resultados das tarefas» você pode corrigir o veredito automático de cada tarefa: «Como gravado», «Concluída» ou «Falhou». Em «Etiquetas», «Adicionar etiqueta» dá à sessão uma etiqueta, como «perdido no pagamento», pela qual depois dá para filtrar os resultados.',
  'topic.analytics.replay.p3':
    '«Voltar aos resultados» volta para a aba «Resultados». Membros da equipe que só podem ver podem assistir aos replays, mas mudar vereditos e etiquetas exige poder editar.',
  'topic.analytics.csv.title': 'Respostas da pesquisa e downloads',
  'topic.analytics.csv.p1':
    'Em «Respostas da pesquisa», os resultados mostram para cada participante o que ele deixou nos widgets de formulário do protótipo — campos de texto, caixas de seleção, listas suspensas, controles deslizantes e similares. Assim, um protótipo com um formulário funciona também como uma pequena pesquisa.',
  'topic.analytics.csv.p2':
    'Em «Downloads» há três arquivos CSV: «Respostas da pesquisa (CSV)», «Resumo das tarefas (CSV)» com os números de cada tarefa e «Eventos em bruto (CSV)» com cada evento gravado. Eles trazem só sessões válidas e seguem o filtro de etiquetas. Os arquivos estão em UTF-8 e abrem em planilhas; valores que parecem fórmulas são escapados, então nunca são executados.',
  'topic.transfer.p1':
    'Leve protótipos entre contas, servidores e ferramentas: exporte um como ZIP, importe um ZIP ou um arquivo JSON, ou crie um protótipo a partir de uma série de capturas de tela.',
  'topic.transfer.p2':
    'Qualquer pessoa com conta pode importar, e qualquer membro da equipe pode exportar. Você pode experimentar a importação aqui mesmo, com «Importar um protótipo», mais abaixo.',
  'topic.transfer.import.p1':
    'Escolha «Importar» em «Meus protótipos», ou «Importar um protótipo» nestas páginas de ajuda, e escolha um «Arquivo ZIP ou JSON»: um ZIP exportado do Protolab (até 50 MB) ou o arquivo JSON de um protótipo (até 5 MB), inclusive um do Quant-UX. Antes de confirmar, a janela informa o que não pode vir junto: imagens que o arquivo não contém e tipos de widget que este produto não desenha.',
  'topic.transfer.import.p2':
    'Ou escolha arquivos em «Ou imagens: uma tela por imagem»: cada JPG, PNG ou GIF (no máximo 5 MB cada) vira uma tela com a imagem como fundo, com nome e ordem dados pelos nomes dos arquivos. Coloque HotSpots sobre os botões das imagens e vincule-os, e uma série de capturas fica clicável.',
  'topic.transfer.import.p3':
    '«Importar» sempre cria um protótipo novo; nunca substitui um existente. As imagens precisam ser JPG, PNG ou GIF de no máximo 5 MB. Sem conta não é possível importar.',
  'topic.transfer.import.p4':
    'Um estudo inteiro também pode vir junto: escolha o arquivo JSON do protótipo junto com os eventos gravados, rastros do mouse, configurações do teste, anotações e comentários (vários arquivos JSON de uma vez, ou um ZIP). Cada arquivo é reconhecido pelo conteúdo, não pelo nome. Antes de confirmar, o diálogo conta as sessões, eventos, rastros do mouse, tarefas, anotações e comentários que vai trazer e lista o que não pode trazer, com o motivo; depois, os resultados, os mapas de calor e as reproduções mostram o estudo como foi gravado. Gravações sem o protótipo recebem um substituto com uma tela em branco para cada tela gravada.',
  'topic.transfer.export.p1':
    'Na aba «Configurações» de um protótipo, «Exportar como ZIP» baixa um ZIP com o nome dele: app.json com as telas, os widgets e os links, e uma pasta images com cada imagem enviada. Importar esse ZIP traz de volta o mesmo protótipo, inclusive em outro servidor.',
  'topic.transfer.export.p2':
    'O ZIP traz só o design: as configurações do teste, as tarefas, as sessões gravadas, os comentários e a equipe ficam de fora; para os dados do teste, use os downloads CSV da aba «Resultados». Imagens que não puderam ser carregadas são contadas em uma mensagem e ficam faltando no ZIP.',
  'topic.transfer.api.p1':
    'Equipes que trabalham com uma API podem clicar pelos formulários e listas dela em minutos. No editor, «Importar descrição de API…» (abaixo da paleta de widgets) aceita a URL de uma descrição OpenAPI 3 ou Swagger 2 em JSON ou YAML, ou um arquivo. Em «Novo protótipo», o mesmo botão cria com ela um protótipo novo no tamanho de dispositivo escolhido.',
  'topic.transfer.api.p2':
    'Depois de «Carregar», a caixa de diálogo lista os recursos da descrição (caminhos como /bookings e /bookings/{id} são um recurso) com suas operações. Desmarque o que não deve virar tela e clique em «Importar»: uma tela inicial com os recursos e, para cada um, uma lista (uma tabela dos campos principais), uma tela de detalhe e um formulário, ligados lista → detalhe → edição → lista. No editor a importação se desfaz em um só passo.',
  'topic.transfer.api.p3':
    'Cada campo do formulário recebe a entrada que seu tipo pede: um campo de texto (com verificação de e-mail ou endereço web quando o formato indica), um campo de senha, uma área de texto para textos longos, um interruptor para sim ou não, botões de opção para até quatro escolhas e uma lista suspensa para mais, um seletor giratório para um pequeno intervalo de números, um seletor de data e caixas de seleção para uma lista de escolhas. Campos obrigatórios, comprimentos, intervalos e padrões viram regras de validação com mensagem, então «Salvar» recusa dados errados no player; as entradas ficam ligadas a variáveis, então a tela de detalhe mostra o que foi digitado. O servidor carrega a URL; endereços de redes privadas são recusados.',
  'topic.transfer.api.figure1':
    'A importação de uma descrição de API: uma descrição de reservas lida de um arquivo, com recursos e operações prontos para escolher.',
  'topic.team.title': 'Equipe',
  'topic.team.p1': 'Trabalhem juntos em um protótipo: convide membros da equipe por e-mail na aba «Equipe».',
  'topic.team.p2':
    'Todos os membros da equipe encontram o protótipo em «Meus protótipos». O que cada um pode fazer depende do papel: «Proprietário», «Pode editar» ou «Pode ver».',
  'topic.team.members.p1':
    'Só o proprietário adiciona membros. Na aba «Equipe», em «Adicionar um membro à equipe», digite o e-mail de alguém cadastrado, escolha um «Papel» e escolha «Adicionar». «Pessoas com quem você trabalha:» sugere pessoas das suas outras equipes; um clique em uma delas preenche o e-mail.',
  'topic.team.members.p2':
    'Quem ainda não tem conta não pode ser adicionado («Ninguém se cadastrou com este e-mail ainda.»): peça para a pessoa se cadastrar antes. A lista da equipe mostra todos com seus papéis; o proprietário muda um papel na lista dele e tira alguém com «Remover». Qualquer membro, exceto o proprietário, pode sair com «Sair».',
  'topic.team.members.p3':
    'A aba «Equipe» também traz «Links de convite»: «Revogar links» cria novos links de teste e de comentários e invalida os antigos (veja «Convites»).',
  'topic.team.roles.title': 'Papéis',
  'topic.team.roles.p1':
    'Proprietário: pode fazer tudo — desenhar, testar, compartilhar, adicionar e remover membros, mudar papéis — e é o único que pode excluir o protótipo. Cada protótipo tem um proprietário: quem o criou, importou ou copiou.',
  'topic.team.roles.p2':
    'Pode editar: desenha no editor, altera o teste e as tarefas, compartilha os links e define a senha do teste, marca sessões e revoga os links. Pode ver: vê o canvas somente para leitura, os resultados, os mapas de calor e os replays, e escreve comentários, mas não altera nada nem vê os links de compartilhamento.',
  'topic.account.p1':
    'Seu nome, sua foto e sua senha ficam na página «Minha conta»: clique no seu nome, no canto superior direito.',
  'topic.account.p2':
    'O idioma do Protolab é escolhido na lista no topo e fica salvo neste navegador. Um link com ln=en, es, de, pt, pt-br ou cn no endereço abre uma página nesse idioma.',
  'topic.account.profile.title': 'Seu perfil',
  'topic.account.profile.p1':
    'Em «Perfil», digite seu «Nome» e «Sobrenome» e escolha «Salvar». Seu e-mail aparece, mas não pode ser alterado aqui; a página mostra também o seu plano.',
  'topic.account.profile.p2':
    'Em «Foto de perfil», «Enviar uma foto» aceita um JPG, PNG ou GIF de no máximo 5 MB; «Remover a foto» a tira. Seu nome e sua foto aparecem no topo das páginas e ajudam sua equipe a ver quem escreveu o quê.',
  'topic.account.password.title': 'Login e senha',
  'topic.account.password.p1':
    'Para mudar sua senha, digite em «Minha conta», em «Senha», a «Senha atual» e uma «Nova senha» com pelo menos 6 caracteres, e escolha «Alterar a senha».',
  'topic.account.password.p2':
    'Esqueceu? Escolha «Esqueceu a senha?» abaixo do formulário de login, digite o e-mail da sua conta e escolha «Enviar o link». Um e-mail com um link para definir uma nova senha está a caminho; o link vale por uma hora. Depois de muitas tentativas erradas, espere alguns minutos antes de tentar de novo.',
  'topic.account.password.p3':
    'Um login dura até 7 dias no navegador; «Sair», no topo, o encerra. Onde sua organização configurou, «Entrar com a conta da sua organização» faz o login pelo serviço de login dela.',
  'topic.account.privacy.p1':
    'Os participantes não são perguntados sobre dados pessoais. O player grava os cliques, entradas e movimentos do mouse deles no protótipo, o tamanho da tela e um identificador aleatório guardado no navegador — nada pessoal além do que eles digitarem.',
  'topic.account.privacy.p2':
    'Em «Excluir a conta», na página «Minha conta», «Excluir minha conta…» apaga para sempre sua conta, seus protótipos, os testes e todos os dados gravados: digite seu e-mail para confirmar e escolha «Excluir para sempre». Isso não pode ser desfeito, então exporte antes o que quiser manter.',
  'topic.account.privacy.p3':
    'Os termos de serviço e a política de privacidade têm links abaixo dos formulários de login e de cadastro.',
  'notifications.empty': 'Nenhuma notificação ainda.',
  'notifications.seen': 'Todas as notificações foram marcadas como vistas.',
  'notifications.video': 'Assistir aos vídeos',
  'notice.welcome.title': 'Boas-vindas ao Protolab',
  'notice.welcome.more': 'Crie um protótipo, ligue suas telas e convide testadores com um link ou um QR code.',
  'notice.video-tip.title': 'Aprenda o básico em poucos minutos',
  'notice.star-project.title': 'Curtiu o Protolab?',
  'notice.star-project.more': 'Dê uma estrela ao projeto: isso ajuda outras pessoas a encontrá-lo.',
  'notice.community-chat.title': 'Entre no chat da comunidade',
  'notice.community-chat.more': 'Tire dúvidas, compartilhe seus protótipos e conheça outros designers.',
  'notice.profile-picture.title': 'Adicione uma foto de perfil',
  'notice.profile-picture.more': 'Sua equipe vê quem mudou o quê: adicione uma foto na página da sua conta.',
  'notice.collaboration.more': 'Convide membros da equipe para um protótipo para criar, testar e comentar juntos.',
  'notice.add-name.title': 'Diga seu nome',
  'notice.add-name.more': 'Adicione seu nome na página da sua conta para a equipe saber quem você é.',
  'contact.title': 'Fale conosco',
  'contact.intro': 'Dúvidas, ideias ou um bug? Escreva para a gente — respondemos por e-mail.',
  'contact.sending': 'Enviando…',
  'contact.sent': 'Obrigado! Sua mensagem foi enviada.',
  'contact.required': 'Informe seu e-mail e uma mensagem.',
  'examples.intro': 'Protótipos de exemplo públicos com seus resultados de teste. Sem login.',
  'examples.screens_one': '{{count}} tela',
  'examples.screens_other': '{{count}} telas',
  'examples.preview': 'Tela inicial de {{name}}',
};
