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
    'O Protolab permite criar protótipos clicáveis, testá-los com pessoas reais e ver o que fizeram. Um protótipo é um conjunto de ecrãs com widgets, e as ligações dizem para onde leva um clique. Partilha uma ligação de teste, os participantes experimentam o protótipo no navegador, e cada clique e cada introdução de dados ficam gravados para os analisar.',
  'topic.start.p2':
    'Um percurso habitual: crie um protótipo e desenhe os seus ecrãs no editor, ligue-os no modo protótipo, escreva as tarefas no separador «Teste», partilhe a ligação de teste ou o seu código QR e leia os separadores «Resultados» e «Mapas de calor» assim que chegarem as primeiras sessões. Os temas desta ajuda seguem a mesma ordem.',
  'topic.start.first.title': 'O seu primeiro protótipo',
  'topic.start.first.p1':
    'Registe-se com «Registar», no canto superior direito — nome próprio e apelido são opcionais; a palavra-passe precisa de pelo menos 6 caracteres — ou inicie sessão. Chega a «Os meus protótipos». Escolha «Novo protótipo», dê-lhe um nome, escolha o dispositivo (Smartphone, Tablet, Computador ou Relógio) e um tamanho de ecrã: um dispositivo comum da lista, ou «Tamanho personalizado» com a sua própria largura e altura em píxeis.',
  'topic.start.first.p2':
    '«Criar protótipo» cria-o com um ecrã vazio chamado «Início», o seu ecrã inicial, e abre a vista geral no separador «Design», que mostra cada ecrã em miniatura. «Abrir tela» abre o editor; um clique numa miniatura abre o editor nesse ecrã.',
  'topic.start.first.p3':
    'No editor, tire widgets da lista «Widgets», à esquerda — um Label, um Button, uma TextBox — e coloque-os no ecrã. Acrescente mais ecrãs com «Adicionar ecrã». Depois escolha «Protótipo» na barra do editor e arraste de cada botão até ao ecrã que deve abrir. Cada alteração é guardada no momento; o editor não tem botão de guardar.',
  'topic.start.first.p4':
    'Para o experimentar, escolha «Iniciar teste» na vista geral: o protótipo abre num novo separador tal como os participantes o vão ver. Para os convidar, escolha «Partilhar». O dispositivo e o tamanho do ecrã podem ser alterados mais tarde no separador «Definições»; os ecrãs já desenhados mantêm o seu tamanho.',
  'topic.start.overview.title': 'A vista geral do protótipo',
  'topic.start.overview.p1':
    'Cada protótipo tem uma vista geral com separadores no topo. «Design» mostra os ecrãs e abre o editor. «Teste» contém as definições do teste e as tarefas. «Resultados» mostra os números das sessões de teste, «Comentários» os comentários da sua equipa e dos seus revisores, «Mapas de calor» onde os participantes clicaram. «Definições» reúne nome, dispositivo e tamanho do ecrã, a exportação e a eliminação; «Equipa», quem trabalha no protótipo; «Tela de análise» abre a tela do protótipo com o estudo desenhado por cima.',
  'topic.start.overview.p2':
    'Ao lado dos separadores, «Iniciar teste» abre o teste tal como os participantes o veem, e «Partilhar» abre a janela de partilha com a ligação de teste, o seu código QR, a ligação para comentários e o código de incorporação. Ambos aparecem aos membros da equipa que podem editar o protótipo.',
  'topic.start.overview.p3':
    '«Os meus protótipos», no cabeçalho, mostra os seus protótipos como cartões: dispositivo, número de ecrãs e última alteração, os recentes primeiro; «Pesquisar por nome» encontra um. «Copiar» cria um novo protótipo com os mesmos ecrãs e as mesmas definições do teste com outro nome (sem sessões nem comentários). «Eliminar», visível só para o proprietário, apaga um protótipo com os seus testes, gravações e comentários depois de confirmar com «Eliminar definitivamente».',
  'topic.start.tryout.title': 'Experimentar sem conta',
  'topic.start.tryout.p1':
    'Sem conta pode dar uma vista de olhos como convidado: escolha «Experimente sem conta» na página inicial. A página «Exemplos», no cabeçalho, lista protótipos de exemplo públicos: «Experimentar» abre um tal como um participante o vê, «Ver os resultados» a sua tela de análise, com mapas de calor e resultados de sessões de exemplo.',
  'topic.start.tryout.p2':
    'Um convidado não pode criar, importar nem guardar nada: esses botões respondem com um aviso para se registar primeiro. O registo é gratuito, e depois os seus protótipos ficam guardados na sua conta.',
  'topic.prototypes.title': 'Protótipos e ecrãs',
  'topic.prototypes.p1':
    'Um protótipo é um conjunto de ecrãs com widgets — botões, etiquetas, caixas de texto, imagens e muito mais — e as ligações entre eles. Tem um tipo de dispositivo e um tamanho de ecrã, um teste com as suas tarefas, uma equipa e as sessões de teste gravadas.',
  'topic.prototypes.p2':
    'Este tema explica os ecrãs, os widgets e as definições de um protótipo. Como desenhá-los está em «O editor»; como torná-los clicáveis, em «Ligações».',
  'topic.prototypes.screens.title': 'Ecrãs',
  'topic.prototypes.screens.p1':
    'Um ecrã é uma página ou um estado da sua aplicação: o que o participante vê num momento. Um ecrã novo recebe o tamanho de ecrã do protótipo, mas um ecrã pode ter qualquer tamanho, por exemplo uma página comprida que os participantes percorrem. No leitor, um ecrã ajusta-se à janela — à sua largura e, numa janela larga, à altura do dispositivo —, e o que for mais alto desloca-se.',
  'topic.prototypes.screens.p2':
    'Os ecrãs ficam lado a lado na tela do editor. A sua ordem na lista «Ecrãs» é só para si: um teste começa no ecrã inicial, marcado com uma estrela — sem marca, no ecrã do canto superior esquerdo — e continua pelas ligações. Um ecrã a que nenhuma ligação conduz não é visto por nenhum participante.',
  'topic.prototypes.screens.p3':
    'Um ecrã pode ter uma cor ou uma imagem de fundo e ligações próprias: um temporizador que avança ao fim de alguns segundos, um deslizar, um clique em qualquer ponto. Os protótipos importados do Quant-UX podem ter ecrãs mestres, cujos widgets aparecem em todos os ecrãs que os herdam; o editor desenha-os, mas não permite criar novos.',
  'topic.prototypes.widgets.title': 'Widgets',
  'topic.prototypes.widgets.p1':
    'Os widgets são as peças de um ecrã. A lista «Widgets» do editor tem mais de 80 tipos, com os nomes em inglês: texto (Label, TextBox, TextArea, Password, SearchBox, Date…), escolhas (CheckBox, RadioGroup, Switch, DropDown, Rating…), intervalos (HSlider, Stepper, ProgressBar…), dados (Table, BarChart, PieChart, Tree…), multimédia (Image, Icon, IFrameWidget, NavBar…) e básicos como Button, Box, Container e HotSpot.',
  'topic.prototypes.widgets.p2':
    'Cada widget tem uma posição, um tamanho, um texto e um estilo. Os widgets de formulário guardam um valor enquanto o participante experimenta — texto escrito, caixas assinaladas, opções escolhidas, cursores movidos — e esse valor é gravado: aparece na repetição e nas respostas do inquérito. Um HotSpot é uma zona de clique invisível, útil sobre um ecrã feito de uma imagem. Um LogicOr nunca é mostrado aos participantes: divide uma ligação em vários caminhos (ver «Ramificar com LogicOr»).',
  'topic.prototypes.widgets.p3':
    'Os protótipos importados do Quant-UX podem trazer modelos e tokens de design, que dão a vários widgets as mesmas cores e tipos de letra. São desenhados como estavam, mas o editor não tem onde os alterar: as propriedades mostram só o estilo próprio de um widget, e uma cor que vem de um token de design mantém-se, seja o que for que defina.',
  'topic.prototypes.settings.title': 'Definições do protótipo',
  'topic.prototypes.settings.p1':
    'O separador «Definições» contém o nome do protótipo, uma «Descrição» para a sua equipa, o dispositivo e o tamanho do ecrã. Altere-os e escolha «Guardar». Um novo tamanho de ecrã aplica-se aos ecrãs novos; os que já existem mantêm o seu, por isso ajuste-os no editor se for preciso.',
  'topic.prototypes.settings.p2':
    'Em «Exportar», «Exportar como ZIP» transfere o protótipo com as suas imagens (ver «Exportar»). O proprietário vê ainda «Eliminar protótipo»: apaga o protótipo com os seus testes, gravações e comentários para toda a equipa, depois de confirmar com «Eliminar definitivamente». Não pode ser desfeito.',
  'topic.prototypes.settings.p3':
    'Os membros da equipa que só podem ver encontram as definições a cinzento, com o aviso de que podem ver o protótipo mas não alterá-lo; mesmo assim, podem exportá-lo.',
  'topic.editor.title': 'O editor',
  'topic.editor.p1':
    'Abra um protótipo e escolha «Abrir tela», ou clique na miniatura de um ecrã: o editor mostra todos os ecrãs numa grande tela, onde os colocou. À esquerda estão a lista «Ecrãs», por baixo as «Camadas» do ecrã selecionado e depois a lista «Widgets»; ao centro a tela; à direita as propriedades do que estiver selecionado. A barra de cima tem o caminho de volta («Vista geral»), os modos «Design» e «Protótipo», «Desfazer», «Refazer», «Atalhos de teclado», o estado da gravação e o zoom com o menu «Vista».',
  'topic.editor.p2':
    'No modo design coloca, move, redimensiona e dá estilo; no modo protótipo desenha as ligações que tornam o protótipo clicável. Os membros da equipa que só podem ver têm a mesma tela marcada «Só leitura», sem as listas nem as propriedades; podem deslocar-se e fazer zoom.',
  'topic.editor.figure1':
    'O editor no modo design: ecrãs e widgets à esquerda, ao centro a tela com uma etiqueta selecionada, à direita as suas propriedades.',
  'topic.editor.modes.title': 'Modo design e modo protótipo',
  'topic.editor.modes.p1':
    'O editor tem dois modos, alternados com «Design» e «Protótipo» na sua barra. Abre no modo design: um clique seleciona um widget ou um ecrã, arrastar move-o, as oito pegas mudam o tamanho e a lista «Widgets» acrescenta novos. As ligações aparecem nos dois modos como finas setas turquesa, para saber sempre para onde leva um clique.',
  'topic.editor.modes.p2':
    'No modo protótipo, arrastar desenha uma ligação em vez de mover. Prima um widget, ou uma parte vazia de um ecrã, e arraste: uma seta tracejada segue o ponteiro. Largue sobre o ecrã para onde a ligação deve levar, ou sobre um LogicOr, e a ligação fica criada. Uma nova ligação a partir de um widget dispara com um clique; a partir de um ecrã, com um temporizador de 3 segundos. Largar fora de todos os ecrãs não cria nada. Neste modo os widgets não se movem nem mostram pegas de tamanho; o widget selecionado mostra antes um pequeno círculo azul no seu lado direito: arraste-o até um ecrã para ligar esse widget, mesmo que seja pequeno ou esteja por cima de outro.',
  'topic.editor.modes.p3':
    'No modo protótipo, um clique num widget ou num ecrã mostra só o que ele faz: as suas ligações com evento, destino, transição e condição e, num ecrã, se os testes começam nele; o aspeto muda-se no modo design. Um clique numa seta seleciona essa ligação: à direita aparece «Ligação» com o evento, o destino e a transição, e a tecla Delete elimina-a. Cada seta termina no lado do destino virado para ela. Uma seta tracejada com um losango é condicional (uma regra, ou espera por dados válidos); as setas roxas com um ponto no início são os ramos de um LogicOr. O ecrã inicial tem a marca «Início» junto ao nome. Como mudar quando uma ligação dispara está em «Ligar widgets». Escolha «Design» para continuar a arrumar; da próxima vez o editor volta a abrir no modo design.',
  'topic.editor.modes.figure1':
    'Modo protótipo: as ligações dos ecrãs de produto e carrinho como setas, e uma nova ligação arrastada do artigo do carrinho de volta ao ecrã do produto.',
  'topic.editor.widgets.title': 'Adicionar e arrumar widgets',
  'topic.editor.widgets.p1':
    'A lista «Widgets» do editor mostra cada tipo como uma pequena imagem sobre o seu nome, em secções (Básicos, Formulários, Navegação, Multimédia, Gráficos, Dados, Lógica) que um clique no título fecha e abre; os tipos que colocou por último aparecem primeiro, em «Usados recentemente». Escreva em «Procurar widgets» para encontrar um tipo pelo nome ou por outra palavra para ele («select» encontra a lista pendente). Um clique num tipo coloca um widget novo no canto superior esquerdo do ecrã selecionado (ou do ecrã do widget selecionado); em alternativa, arraste o tipo para qualquer ecrã e largue-o onde deve ficar. O widget novo fica selecionado, por isso com Enter escreve logo o seu texto.',
  'topic.editor.widgets.p2':
    'Clique para selecionar; Shift+clique acrescenta à seleção ou retira dela. Ou arraste um retângulo sobre a tela vazia: seleciona os widgets que ficam inteiramente dentro dele (com Shift, além da seleção). Arraste a seleção para a mover, também para outro ecrã: os widgets passam então a pertencer a esse ecrã. As oito pegas mudam o tamanho; Shift mantém a proporção e Alt redimensiona a partir do centro.',
  'topic.editor.widgets.p3':
    'Um widget movido encaixa quando as suas arestas ou o seu centro se aproximam dos de outro widget ou do ecrã: uma guia cor-de-rosa mostra a linha onde encaixou, e etiquetas cor-de-rosa a distância em píxeis aos vizinhos. Ao redimensionar, a aresta arrastada encaixa da mesma maneira. Mantenha Alt premido ao arrastar para colocar um widget livremente. Com «Encaixar na grelha» ligado no menu «Vista», os widgets também encaixam na grelha onde não há nenhuma aresta perto.',
  'topic.editor.widgets.p4':
    'Para valores exatos, escreva X, Y, Largura e Altura nas propriedades. As setas do teclado movem a seleção 1 píxel, com Shift 10. Os widgets bloqueados ficam onde estão (ver «Menu, bloquear e ocultar»).',
  'topic.editor.widgets.p5':
    'Um novo botão fica com o aspeto que a maioria dos seus botões partilha (um botão com texto, de 10 a 200 píxeis de largura e 10 a 100 de altura), e uma nova caixa ou contentor com o dos seus botões grandes sem texto, para que os novos widgets combinem com o protótipo. Uma lista pendente com menos de 5 opções propõe tornar-se um grupo de opções, que mostra todas de uma vez; um grupo de opções com mais de 5 propõe tornar-se uma lista pendente.',
  'topic.editor.view.title': 'Zoom, o menu «Vista» e a grelha',
  'topic.editor.view.p1':
    'A tela do editor é maior do que a janela. Desloque-se com Espaço+arrastar, com o botão do meio do rato ou com dois dedos no trackpad; faça zoom com Ctrl+roda do rato, com um gesto de pinça, com as teclas + e – ou com os botões – e + da barra, entre os quais se vê o zoom em percentagem. «Ajustar» mostra todos os ecrãs de uma vez.',
  'topic.editor.view.p2':
    'O menu «Vista», ao lado de «Ajustar», tem «Ajustar à seleção», que faz zoom ao que está selecionado (Shift+2), e «100 %», que mostra os ecrãs no tamanho real, um píxel da tela por píxel de ecrã (Shift+0). Shift+1 faz o mesmo que «Ajustar». Um zoom fecha o menu.',
  'topic.editor.view.p3':
    'Em «Grelha», «Encaixar na grelha» faz com que os widgets movidos e redimensionados fiquem na grelha, e «Mostrar a grelha» desenha as suas linhas sobre os ecrãs; «Tamanho da célula (px)» define o tamanho de uma célula, de 2 a 200 píxeis. A grelha é guardada com o protótipo para toda a equipa, mas é uma definição de vista, não uma alteração que se possa desfazer. As linhas só são desenhadas quando uma célula tem pelo menos 5 píxeis no ecrã: aproxime o zoom se não as vir.',
  'topic.editor.view.figure1':
    'O menu «Vista» com «Mostrar a grelha» ligado e células de 16 píxeis, sobre um ecrã a 100 %.',
  'topic.editor.screens.title': 'A lista de ecrãs',
  'topic.editor.screens.p1':
    'A lista «Ecrãs» do editor fica por cima da lista de widgets. Clique na linha de um ecrã para o selecionar e o trazer para a vista. Faça duplo clique no nome, ou prima F2, para lhe mudar o nome (Enter mantém o nome novo, Escape o anterior). Arraste uma linha, ou prima Alt+↑ / Alt+↓, para mudar a ordem. A estrela torna-o o ecrã inicial (só há um); os botões de cópia e × duplicam-no ou eliminam-no. Com mais de seis ecrãs, um campo de pesquisa filtra a lista.',
  'topic.editor.screens.p2':
    '«Adicionar ecrã» acrescenta um ecrã do tamanho do dispositivo. Para desenhar um, escolha «Desenhar» ou prima S e arraste na tela: o ecrã novo fica com o tamanho arrastado. Um clique em vez de arrastar coloca ali um ecrã do tamanho do dispositivo.',
  'topic.editor.screens.p3':
    'Um duplicado fica por baixo do original, com «cópia» acrescentado ao nome e cópias dos seus widgets e das suas ligações. Eliminar um ecrã elimina os seus widgets e as ligações que levam a ele; «Desfazer» recupera-os. Um ecrã selecionado mostra nas propriedades o nome, a posição e o tamanho, a cor e a imagem de fundo, «Tornar ecrã inicial», os seus ecrãs mestre (ver «Ecrãs mestre») e as suas ligações.',
  'topic.editor.layers.title': 'Camadas e grupos',
  'topic.editor.layers.p1':
    'A lista «Camadas» do editor, por baixo da lista de ecrãs, mostra os widgets do ecrã selecionado (ou do ecrã da seleção), o de cima primeiro, com os seus grupos como linhas que abrem e fecham. Clique numa linha para selecionar o widget, ou todos os widgets de um grupo; o que seleciona na tela fica marcado na lista. Faça duplo clique num nome, ou prima F2, para lhe mudar o nome (Enter guarda o nome novo, Escape mantém o antigo). Os botões de cadeado e de olho de uma linha bloqueiam-na ou ocultam-na aos testadores; na linha de um grupo fazem-no a todos os seus widgets. ↑ e ↓ passam de linha em linha, ← e → fecham e abrem um grupo, Enter seleciona. A barra entre os ecrãs e as camadas reparte a altura entre ambos: arrasta-a, ou foca-a e prime ↑ ou ↓; o editor guarda a divisão neste navegador.',
  'topic.editor.layers.p2':
    'Arraste uma linha para mudar a ordem: largada acima ou abaixo de outra linha, vai para lá, para o grupo dessa linha ou para fora, para o nível de topo; largada no meio da linha de um grupo, entra nesse grupo, no topo. Alt+↑ / Alt+↓ movem uma linha um lugar. Ctrl+G agrupa os widgets selecionados, Ctrl+Shift+G desagrupa-os. Na tela, um clique num widget agrupado seleciona o grupo inteiro; um duplo clique entra um grupo mais para dentro, até ao próprio widget, e os cliques ficam depois nesse nível até clicar fora do grupo ou limpar a seleção. Um duplo clique num widget sem grupo escreve o seu texto. Redimensionar um grupo pelas suas pegas escala os seus widgets com ele.',
  'topic.editor.masters.title': 'Ecrãs mestre',
  'topic.editor.masters.p1':
    'Um ecrã mestre empresta os seus widgets a outros ecrãs: um cabeçalho, uma barra de separadores ou um menu faz-se uma vez e aparece em cada ecrã que o herda. No editor, seleciona um ecrã e, em "Ecrãs mestre" nas suas propriedades, escolhe um ecrã em "Adicionar um ecrã mestre…". Os ecrãs que formariam um ciclo (um mestre que herda, ele próprio, deste ecrã) não são oferecidos. Na lista "Ecrãs", um mestre indica "mestre de 2" e um ecrã que herda indica "de Cabeçalho".',
  'topic.editor.masters.p2':
    'Na tela, os widgets herdados estão marcados com um contorno tracejado ténue. Alteram-se no seu mestre, e cada ecrã que o herda acompanha de imediato: um clique num deles seleciona o ecrã, apontar para ele mostra o nome do mestre e um duplo clique seleciona o widget no mestre. "Desligar", ao lado de um mestre, retira os seus widgets do ecrã; um widget do ecrã que substituía um deles mantém o que mostrava. Eliminar um ecrã mestre desliga-o de todos os ecrãs no mesmo passo, e «Desfazer» repõe tudo. Quem testa vê os widgets herdados como parte de cada ecrã, e as suas ligações também funcionam aí.',
  'topic.editor.text.title': 'Texto e estilo',
  'topic.editor.text.p1':
    'Faça duplo clique num widget no editor, ou selecione-o e prima Enter, para escrever o seu texto diretamente na tela; Shift+Enter começa uma linha nova, Enter ou Escape terminam a escrita. O campo «Texto» das propriedades faz o mesmo.',
  'topic.editor.text.p2':
    'As propriedades mostram no topo o nome e o tipo do widget selecionado, depois «Nome», «X», «Y», «Largura», «Altura» e «Texto», a seguir «Conteúdo», com o que só o seu tipo tem, e «Estilo»: fundo, cor do texto, espessura, estilo e cor do contorno, raio dos cantos (igual para todos ou «Cada canto»), sombra, tipo de letra, espessura da letra, itálico, sublinhado, alinhamento, alinhamento vertical, margem interior e opacidade; «Mais» lista as restantes definições de estilo do tipo. Por baixo vêm «Imagem», «Organizar» e «Ligações».',
  'topic.editor.text.p3':
    'Com vários widgets selecionados, o título diz quantos são; um campo mostra um valor quando todos o partilham, «Vários» quando diferem, e uma alteração aplica-se a todos. Escrever num campo é um só passo de desfazer; sair do campo fecha-o. Esvaziar um campo, ou o seu × («Limpar …»), retira o seu valor, e o widget volta ao valor por omissão.',
  'topic.editor.text.figure1':
    'As propriedades de uma etiqueta selecionada: nome, posição, tamanho e texto, e depois o seu estilo no estado Normal.',
  'topic.editor.tokens.title': 'Tokens de design',
  'topic.editor.tokens.p1':
    'No editor, «Tokens de design», por baixo da lista de widgets, abre os tokens do protótipo: cores, contornos, tipos de letra, margens interiores e sombras com nome, agrupados por tipo, cada um com uma pré-visualização, o seu valor e quantos widgets o usam (um clique em «Usado por …» seleciona-os na tela). «Novo token» cria um: escolhe o tipo, dá-lhe um nome e define o valor. O lápis altera o nome e o valor de um token; × elimina-o, e pergunta antes se há widgets que o usam, porque as ligações vão com ele.',
  'topic.editor.tokens.p2':
    'Nas propriedades, por baixo de uma cor, do contorno, da sombra, do tipo de letra ou da margem interior, «Ligar a um token…» liga essa definição dos widgets selecionados a um token do seu tipo. Uma definição ligada mostra o nome do token em vez do seu campo: altera o token e todos os widgets ligados a ele mudam de uma vez. «Desligar» devolve aos widgets o seu próprio valor. Cada uma destas ações é um passo de anular.',
  'topic.editor.templates.title': 'Modelos',
  'topic.editor.templates.p1':
    'Um modelo é um widget, ou um conjunto de widgets, que reutiliza. Selecione-os e nas propriedades escolha «Criar modelo» com um nome: a seleção passa a ser a primeira instância do modelo. Os modelos aparecem no topo do painel Widgets com o número de instâncias de cada um; clique num para colocar uma instância no ecrã selecionado, ou arraste-o para qualquer ecrã.',
  'topic.editor.templates.p2':
    'Uma instância mostra o estilo do seu modelo; os campos mostram os valores do modelo a cinzento. Uma alteração feita numa instância fica nessa instância até escolher «Atualizar modelo»: então o modelo, e cada uma das suas instâncias, adota-a. «Repor o modelo» retira as alterações próprias da instância; «Desligar» cria widgets simples que mantêm o aspeto e deixam de seguir o modelo.',
  'topic.editor.templates.p3':
    '«Criar variante» cria um novo modelo a partir do que uma instância altera, como um botão desativado: a variante fica com tudo o resto do modelo base e segue-o. Mude uma instância entre a base e as suas variantes em «Variante». Eliminar um modelo em uso pede confirmação; as suas instâncias ficam como widgets simples.',
  'topic.editor.data.title': 'Dados e validação',
  'topic.editor.data.p1':
    'Selecione um widget no editor para ver «Dados» nas propriedades. Escreva o nome de uma variável (ou escolha uma que o protótipo já usa) e prima Enter: os widgets associados à mesma variável partilham um valor quando o protótipo é reproduzido. O que um tester escreve numa entrada associada aparece em todas as entradas associadas a essa variável, neste ecrã e nos seguintes, e uma etiqueta ou um botão associado mostra o valor como texto. A secção indica quantos outros widgets partilham a variável; um nome vazio desfaz a associação.',
  'topic.editor.data.p2':
    'As entradas têm também «Validação»: «Obrigatório», o tipo de valor (texto, email, número, número inteiro, número de telefone), «Mín.» e «Máx.» (o valor de um número ou o comprimento de um texto) e um «Padrão» (uma expressão regular). Uma regra que não pode funcionar, como um mínimo acima do máximo ou um padrão inválido, fica marcada no seu campo e não é guardada. Em «Mensagem de erro», «Adicionar etiqueta de erro» coloca uma etiqueta vermelha com o seu texto por baixo da entrada, ou escolhe outro widget do ecrã; a lista mostra os associados e × desassocia um.',
  'topic.editor.data.p3':
    'No modo protótipo, marque «Só quando as entradas do ecrã forem válidas» numa ligação: se um tester a seguir enquanto uma entrada do ecrã não cumpre a sua regra, fica no ecrã, a entrada mostra o seu estilo de erro e aparecem as suas mensagens de erro; desaparecem assim que a entrada é corrigida. Até lá as mensagens de erro ficam ocultas para os testers, e a tela desenha-as esbatidas para que as possa selecionar.',
  'topic.editor.states.title': 'Conteúdo e estados',
  'topic.editor.states.p1':
    'Nas propriedades do editor, «Conteúdo» reúne o que só este tipo de widget tem: as opções de uma lista pendente, uma por linha; as linhas de uma tabela, com as células separadas por vírgulas; os dados de um gráfico; um texto de exemplo; um ícone, escolhido de uma lista pesquisável. Em «Estilo», «Mais» lista as definições de estilo do tipo.',
  'topic.editor.states.p2':
    'Um seletor por cima do estilo escolhe o estado: Normal, Ao passar, Foco, Premido ou Erro. Assim um widget pode ter outro aspeto quando o ponteiro está por cima, quando tem o foco, enquanto é premido ou quando mostra um erro. Um estado com definições próprias fica assinalado. Num estado diferente de Normal, um campo mostra a cinzento o valor normal até definir o valor próprio do estado; o seu × («Limpar …») retira esse valor.',
  'topic.editor.arrange.title': 'Imagens, ordem e alinhamento',
  'topic.editor.arrange.p1':
    'Em «Imagem», nas propriedades do editor, escolha um JPG, PNG ou GIF de 5 MB no máximo: é carregado para o protótipo e mostrado por um widget Image (um HotSpot também o mostra; a maioria dos outros tipos não o desenha). «Remover imagem» retira-o. Um ecrã selecionado tem o mesmo campo para a imagem de fundo: ponha uma captura de ecrã em cada ecrã, coloque HotSpots sobre os botões e ligue-os, e as capturas ficam clicáveis.',
  'topic.editor.arrange.p2':
    '«Organizar», nas propriedades, contém «Trazer para a frente», «Avançar», «Recuar» e «Enviar para trás», que decidem que widget fica por cima de qual. Com dois ou mais widgets selecionados aparece uma barra de ferramentas no topo da área de trabalho: os seus ícones alinham-nos à esquerda, ao centro na horizontal, à direita, em cima, ao centro na vertical ou em baixo, pelo retângulo que os abrange a todos, e, com três ou mais, distribuem-nos na horizontal ou na vertical (passar o ponteiro sobre um ícone mostra o seu nome). O campo «Espaçamento» afasta-os exatamente esse número de píxeis, da esquerda para a direita ou de cima para baixo, conforme se estendem, e mostra o espaço quando todos partilham o mesmo. Cada uma destas ações desfaz-se num só passo. Um grupo selecionado por inteiro mostra nas propriedades o seu nome, que pode mudar ali, e os seus membros: clique num para o selecionar sozinho.',
  'topic.editor.menu.title': 'Menu, bloquear e ocultar',
  'topic.editor.menu.p1':
    'Clique com o botão direito num widget, num ecrã, numa ligação ou na tela vazia para abrir um menu de ações: cortar, copiar, colar, duplicar, editar texto, trazer para a frente, enviar para trás, bloquear ou desbloquear, ocultar aos testadores ou mostrar-lhes, tornar ecrã inicial, adicionar ecrã, selecionar tudo, eliminar. Cada ação mostra o seu atalho. Shift+F10 ou a tecla de menu abre-o junto à seleção; as setas percorrem-no, Enter executa uma ação, Escape fecha-o.',
  'topic.editor.menu.p2':
    'Um widget bloqueado (Ctrl+Shift+L) continua a poder ser selecionado com um clique, mas arrastar, as setas e as pegas não o movem, e um retângulo de seleção ignora-o. Um widget oculto (Ctrl+Shift+H) nunca é mostrado aos participantes, nem em miniaturas, mapas de calor ou repetições; o editor mostra-o esbatido para o poder selecionar e voltar a mostrar. Ctrl+] / Ctrl+[ avançam / recuam; com Shift, para a frente / para trás.',
  'topic.editor.saving.title': 'Desfazer e guardar',
  'topic.editor.saving.p1':
    'Cada alteração no editor é guardada enquanto trabalha; a barra indica se tudo está guardado, quantas alterações esperam ou que está sem ligação. As alterações feitas sem ligação ficam no navegador e são enviadas quando a ligação volta, mesmo depois de fechar o separador, desde que volte a abrir o protótipo no mesmo navegador.',
  'topic.editor.saving.p2':
    'Desfazer (Ctrl+Z) e Refazer (Ctrl+Shift+Z ou Ctrl+Y) funcionam passo a passo: um arrastamento ou um texto escrito é um passo. O histórico fica no servidor, por isso desfazer continua a funcionar depois de recarregar a página.',
  'topic.editor.saving.p3':
    'Se o servidor recusar uma alteração — por exemplo, porque um membro da equipa acabou de eliminar o que estava a alterar —, a barra indica-o e o editor carrega o protótipo tal como o servidor o tem. A grelha e o zoom não são alterações: desfazer não lhes toca.',
  'topic.editor.saving.p4':
    'As versões, sob a lista de widgets, guardam o protótipo tal como está com um nome; a lista mostra cada uma com uma pequena imagem do seu ecrã inicial. "Abrir" mostra uma versão na tela, só leitura, com "Restaurar" e "Voltar à atual" por cima. "Comparar" coloca-a ao lado do rascunho atual (ou, com "Comparar com", ao lado de outra versão), lado a lado ou sobrepostas: o que foi adicionado, removido, movido ou redimensionado, com estilo alterado ou renomeado fica enquadrado na sua cor e listado, e um clique numa entrada seleciona-a e mostra-a. Um restauro é um só passo de anular.',
  'topic.editor.keys.title': 'Teclado',
  'topic.editor.keys.p1':
    'Com a tela do editor em foco: as setas movem a seleção 1 px, com Shift 10 px; Delete elimina-a; Ctrl+C, Ctrl+X e Ctrl+V copiam, cortam e colam (também noutro protótipo, com os estilos); Ctrl+D duplica; Ctrl+A seleciona os widgets do ecrã; Enter escreve o texto do widget selecionado; Escape limpa a seleção.',
  'topic.editor.keys.p2':
    'Ctrl+] e Ctrl+[ avançam ou recuam a seleção; com Shift, para a frente ou para trás. Ctrl+Shift+L bloqueia-a ou desbloqueia-a, Ctrl+Shift+H oculta-a ou mostra-a. S começa a desenhar um ecrã. Shift+F10 ou a tecla de menu abre o menu de ações. Na lista «Ecrãs», F2 muda o nome de um ecrã e Alt+↑ / Alt+↓ movem-no.',
  'topic.editor.keys.p3':
    'Espaço+arrastar desloca a vista; Ctrl+roda ou + e – fazem zoom; Shift+1 mostra todos os ecrãs, Shift+2 faz zoom à seleção, Shift+0 a 100 %; Alt ao arrastar desliga o encaixe. Prima ? (ou escolha «Atalhos de teclado» na barra) para ver todos os atalhos. Num Mac, Cmd serve onde se indica Ctrl.',
  'topic.editor.accessibility.title': 'Verificação de acessibilidade',
  'topic.editor.accessibility.p1':
    'Escolha Acessibilidade na barra da tela de desenho para verificar o protótipo antes de os participantes o verem. O painel ao lado lista o que pode impedir as pessoas de o ler ou usar: texto com pouco contraste, alvos menores do que 24 × 24 px, campos sem etiqueta nem nome, imagens sem texto alternativo, texto abaixo de 12 px, ligações que só se distinguem pela cor e ecrãs sem cabeçalho. Cada problema indica a sua regra, o critério de sucesso da WCAG 2.2 em que se baseia e o widget.',
  'topic.editor.accessibility.p2':
    'Mostre todo o protótipo ou só o ecrã em que está a trabalhar. Um clique num problema seleciona o seu widget e leva-o para o centro; um distintivo vermelho marca cada widget com problemas. A lista acompanha as suas alterações à medida que as faz. Depois, o navegador verifica cada ecrã tal como os testadores o veem com o axe-core, o motor de referência, e acrescenta o que só ele encontra, como um botão sem nome.',
  'topic.editor.accessibility.p3':
    'Quando a correção é evidente, Corrigir aplica-a: a cor mais próxima que cumpre, mantendo o tom, um alvo aumentado até ao mínimo, um campo com o nome da etiqueta por cima. Cada correção é um passo que Anular desfaz. Antes de um teste, o diálogo de partilha indica quantos problemas graves restam.',
  'topic.editor.figma.title': 'Importar do Figma',
  'topic.editor.figma.p1':
    'Importar do Figma… (sob a paleta de widgets no editor e em Novo protótipo) traz um design do Figma. Indique um token de acesso pessoal (criado no Figma em Definições → Segurança) e a ligação do ficheiro ou do seu protótipo, e escolha Carregar páginas. O token vai do seu navegador apenas para o Figma; o Protolab não o guarda.',
  'topic.editor.figma.p2':
    'O diálogo mostra as páginas do ficheiro com pequenas imagens dos seus frames. Escolha uma página e Importar: cada frame de topo torna-se um ecrã do seu tamanho (um frame com deslocamento tão longo como o seu conteúdo), os textos tornam-se etiquetas com tipo de letra, tamanho, peso, altura de linha, espaçamento, alinhamento e cor, os retângulos e frames tornam-se caixas com preenchimentos, gradientes, contornos, cantos e sombras, as imagens são guardadas com o protótipo, os componentes tornam-se modelos e as ligações de clique e arrasto do protótipo tornam-se ligações com a sua transição.',
  'topic.editor.figma.p3':
    'No editor os ecrãs são adicionados ao lado dos seus num só passo que Anular desfaz; em Novo protótipo formam um protótipo novo com o nome do ficheiro. Depois, o diálogo lista o que não pôde ser importado tal como está no Figma, por exemplo uma camada oculta, uma desfocagem ou uma interação que não leva a nenhum ecrã.',
  'topic.editor.figma.figure1':
    'A importação do Figma: um token de acesso pessoal, a ligação do ficheiro e as suas páginas com as frames; importa-se a página escolhida.',
  'topic.editor.pages.title': 'Importar HTML e YAML',
  'topic.editor.pages.p1':
    'Importar HTML… (por baixo da paleta de widgets no editor) transforma uma página web num ecrã novo de widgets editáveis. Escolha um ficheiro HTML ou cole o código. A página é composta à largura de ecrã do protótipo numa moldura escondida onde os seus scripts não correm, e cada elemento torna-se um widget no seu lugar, com as suas cores, tipos de letra, contornos, cantos, sombras e margens interiores: campos, palavras-passe, áreas de texto, listas pendentes, caixas de seleção, botões de opção, interruptores e controlos deslizantes pelo seu tipo, botões, textos como etiquetas, imagens, ícones SVG, tabelas e contentores com estilo como caixas.',
  'topic.editor.pages.p2':
    'O ecrã novo é adicionado ao lado dos seus como um só passo que Anular desfaz. Depois, o diálogo diz quantos widgets o ecrã tem e lista os elementos sem widget próprio (um vídeo, um canvas): são mantidos como caixa ou etiqueta, nunca se perdem.',
  'topic.editor.pages.p3':
    'Importar YAML… lê a descrição YAML própria do Protolab: ecrãs, widgets pelo nome do tipo com props e estilo sobre os da paleta, e linhas e colunas que colocam os widgets uns após os outros. Um erro é mostrado com a sua linha e nada é importado até ser corrigido. Exportar ecrã como YAML mostra o ecrã selecionado no mesmo formato, para copiar ou transferir; ao importá-lo obtém-se o mesmo ecrã.',
  'topic.links.title': 'Ligações',
  'topic.links.p1':
    'As ligações tornam um protótipo clicável: uma seta de um widget ou de um ecrã até outro ecrã diz para onde leva uma ação.',
  'topic.links.p2':
    'Cada ligação tem um evento (um clique, um deslizar, um temporizador…), um destino — um ecrã ou um LogicOr — e uma transição. Desenha-as no modo protótipo do editor ou escolhe-as nas propriedades; o leitor segue-as enquanto os participantes experimentam, e a análise usa-as para distinguir um clique que levou a algum lado de um clique falhado.',
  'topic.links.widgets.title': 'Ligar widgets',
  'topic.links.widgets.p1':
    'Escolha «Protótipo» na barra do editor e arraste de um widget ou de um ecrã até ao ecrã para onde deve levar. Ou, em qualquer dos modos, selecione o widget ou o ecrã e escolha um ecrã em «Ligar ao ecrã…», no fim das suas propriedades.',
  'topic.links.widgets.p2':
    'Cada ligação tem um evento, escolhido em «Quando»: para um widget Clique, Duplo clique, Toque longo, Passar por cima, Alteração de valor, Deslizar para a esquerda, para a direita, para cima ou para baixo; para um ecrã Temporizador (com «Depois de (segundos)»), Ecrã carregado, Clique ou os quatro deslizamentos. «Ir para» muda o destino. «Transição» escolhe como aparece o ecrã seguinte: Nenhuma, ou fadeIn, fadeOut, slideLeft, slideRight, slideUp, slideDown, growRight, growLeft, growUp, growDown, zoomIn. «Eliminar ligação» retira-a.',
  'topic.links.widgets.p3':
    'Um widget pode ter várias ligações, por exemplo uma para o clique e outra para um deslizar. «Alteração de valor» dispara quando um participante muda o valor de um widget de formulário. No modo protótipo, um clique na seta de uma ligação seleciona só essa ligação, para a alterar ou retirar com Delete.',
  'topic.links.widgets.p4':
    'Para levar uma ligação à volta dos ecrãs, dobre-a: no modo protótipo selecione a ligação e arraste o pequeno «+» no meio de um dos seus troços até onde ela deve passar; fica aí um ponto de dobra e a ligação passa a ter dois troços, cada um com o seu «+». Arraste um ponto de dobra para o mover, faça duplo clique nele para o remover, ou escolha «Endireitar» nas propriedades da ligação para os remover todos. Cada arrasto é um passo de anular. Os pontos de dobra só mudam a forma como a tela desenha a ligação; os participantes não os veem.',
  'topic.links.widgets.figure1':
    'Desenhar uma ligação no modo protótipo: arraste a partir do widget e largue sobre o ecrã de destino.',
  'topic.links.logic.title': 'Ramificar com LogicOr',
  'topic.links.logic.p1':
    'Um LogicOr deixa uma ação levar a ecrãs diferentes. Adicione «Ramificação (teste A/B)» a partir da secção Lógica da lista de widgets: fica na tela entre os ecrãs, desenhado como um losango com «OR» que só o editor mostra. No modo protótipo, arraste de um widget até ao LogicOr e depois do LogicOr até cada ecrã para onde pode levar.',
  'topic.links.logic.p2':
    'Selecione o LogicOr para dar uma condição a cada saída. Em «Só quando», escolha um widget: o seu valor é igual a, é diferente de, contém, é maior que, é menor que, é pelo menos ou é no máximo um valor, ou é válido ou inválido. A saída sem condição é seguida quando nenhuma condição se cumpre. «Escolher uma saída ao acaso (teste A/B)» envia cada participante por um caminho escolhido ao acaso.',
  'topic.links.start.title': 'O ecrã inicial',
  'topic.links.start.p1':
    'Um teste começa no ecrã marcado como ecrã inicial; sem marca, no ecrã do canto superior esquerdo. O primeiro ecrã de um protótipo novo é o seu ecrã inicial.',
  'topic.links.start.p2':
    'Para escolher outro, clique na estrela da sua linha na lista «Ecrãs» do editor, escolha «Tornar ecrã inicial» nas propriedades do ecrã selecionado, ou clique no ecrã com o botão direito e escolha «Tornar ecrã inicial». Só há um: o anterior perde a marca. O separador «Design» marca-o com «Início», e o gravador de tarefas também começa aí.',
  'topic.links.try.title': 'Experimentar o seu protótipo',
  'topic.links.try.p1':
    '«Iniciar teste», na vista geral ou na janela de partilha, abre o teste num novo separador no ecrã inicial: o protótipo tal como os participantes o experimentam, sem pedir a palavra-passe do teste. Percorra-o e verifique cada ligação. O editor não tem um modo de reprodução próprio. Esta execução é uma pré-visualização: nada é registado, por isso nunca aparece nos resultados.',
  'topic.links.try.p2':
    'O que fizer aí é gravado como a sessão de qualquer participante. Para a deixar fora dos números, desmarque a sua caixa «Válida» no separador «Resultados». Ou acrescente &log=false ao fim da ligação de teste: o leitor funciona então sem gravar, e a página de boas-vindas avisa que nada é gravado.',
  'topic.links.try.p3':
    'Uma ligação que parece morta tem normalmente outro evento do que espera (um Temporizador num ecrã, Passar por cima num widget), parte de um widget oculto aos participantes ou está por baixo de outro widget que fica com o clique. Selecione o widget e veja «Ligações» nas suas propriedades.',
  'topic.testing.title': 'Testes com utilizadores',
  'topic.testing.p1':
    'Partilhe uma ligação de teste com os seus participantes. Abrem-na em qualquer navegador — num computador, num tablet ou num telemóvel —, leem o seu texto de boas-vindas e as tarefas, experimentam o protótipo e terminam o teste; os seus cliques, introduções e movimentos do rato são gravados. Os participantes não precisam de conta.',
  'topic.testing.p2':
    'Prepare o teste no separador «Teste»: um texto de boas-vindas, as tarefas com os fluxos gravados e algumas opções. Depois escolha «Partilhar» na vista geral para obter as ligações e o código QR.',
  'topic.testing.settings.title': 'Definições do teste',
  'topic.testing.settings.p1':
    'O separador «Teste» começa com «Definições do teste». O «Texto de boas-vindas para os participantes» aparece na primeira página do teste; sem ele, leem um breve texto padrão. «Mostrar as tarefas durante o teste» acrescenta à barra do leitor um botão «Tarefas» que abre a lista de tarefas. «Mostrar uma mensagem quando todas as tarefas estiverem concluídas» mostra uma breve mensagem sempre que um participante conclui uma tarefa e, depois da última, propõe terminar o teste.',
  'topic.testing.settings.p2':
    '«Gravar apenas o primeiro teste de cada participante»: quando o mesmo navegador volta a abrir a ligação, o teste decorre sem ser gravado. «Idioma do teste» define o idioma dos textos do próprio leitor — a página de boas-vindas, os botões, a lista de tarefas; «O idioma do navegador de cada participante» deixa a escolha ao navegador. Os textos do seu protótipo nunca são traduzidos.',
  'topic.testing.settings.p3':
    'Em «Imagem de boas-vindas», «Carregar imagem» acrescenta uma imagem à página de boas-vindas (JPG, PNG ou GIF, 5 MB no máximo). Nada neste separador fica guardado até escolher «Guardar», no fundo; «Definições do teste guardadas» confirma-o.',
  'topic.testing.tasks.title': 'As tarefas e os seus fluxos',
  'topic.testing.tasks.p1':
    'Em «Tarefas», escreva um nome em «Nova tarefa» e escolha «Adicionar tarefa». Cada tarefa tem «Nome», «Descrição para os participantes» e «Ordem estrita»; «Subir», «Descer» e «Eliminar» ordenam e retiram tarefas. Os participantes veem os nomes e as descrições na página de boas-vindas.',
  'topic.testing.tasks.p2':
    'Para medir uma tarefa, grave o seu fluxo: escolha «Gravar fluxo» (mais tarde «Gravar de novo») e depois «Começar». O protótipo corre na janela; faça a tarefa como um participante a faria. Cada ecrã que abre e cada clique ou introdução torna-se um passo. «Pausa» suspende a gravação para se poder deslocar, «Gravar» continua, «Concluir» termina-a e «Usar como fluxo» guarda os passos. Ou construa o fluxo à mão: escolha «Adicionar passo», um «Ecrã», se quiser um «Widget» nele, e o «Evento», e depois «Adicionar ao fluxo». Os botões ao lado de cada passo sobem-no, descem-no ou eliminam-no.',
  'topic.testing.tasks.p3':
    'Uma sessão cumpre uma tarefa quando passa pelos passos do fluxo pela sua ordem; o que o participante faça pelo meio não conta, exceto com «Ordem estrita»: aí os passos têm de se seguir sem nada entre eles. Os detalhes de uma tarefa — tempos, abandono, passos — precisam de um fluxo com dois ou mais passos. Assinale passos como «Importante» (depois de «Concluir» ou no fluxo do separador): os gráficos de abandono e de tempos dos resultados mostram então só esses passos, cada um com o nome do seu ecrã, widget e evento.',
  'topic.testing.tasks.p4':
    'As tarefas e os fluxos fazem parte das definições do teste: escolha «Guardar», no fundo do separador, para os manter.',
  'topic.testing.tasks.figure1':
    'O gravador de tarefas depois de «Concluir»: os passos gravados de «Buy the running shoes», com o clique em «Checkout» assinalado como importante.',
  'topic.testing.invites.title': 'Convites',
  'topic.testing.invites.p1':
    'Escolha «Partilhar» na vista geral do protótipo. A janela contém a «Ligação de teste» com «Copiar» e «Iniciar teste», e o código QR da mesma ligação; a «Ligação para comentários» para revisores; o «Código de incorporação», um iframe que mostra o teste dentro de outra página web no tamanho de ecrã do protótipo; e a «Palavra-passe do teste».',
  'topic.testing.invites.p2':
    'Envie a ligação de teste por email ou chat. Os participantes não precisam de conta, e nada de pessoal é guardado além do que escrevem no protótipo. Qualquer pessoa com a ligação pode fazer o teste. Para o limitar, escreva uma «Palavra-passe do teste» com pelo menos 6 caracteres e escolha «Definir palavra-passe»: os participantes, e quem tiver a ligação para comentários, têm então de a introduzir primeiro. «Remover a palavra-passe» volta a abrir as ligações. O separador «Teste» tem o mesmo campo, em «Palavra-passe da ligação do teste». «Iniciar teste» não pede palavra-passe: é a sua própria pré-visualização.',
  'topic.testing.invites.p3':
    'Só os membros da equipa que podem editar veem a janela de partilha. Para anular ligações antigas, escolha «Revogar ligações» em «Ligações de convite», no separador «Equipa»: são criadas novas ligações de teste e de comentários e as antigas deixam de funcionar de imediato, por isso partilhe as novas.',
  'topic.testing.invites.figure1':
    'A janela de partilha: a ligação de teste com o seu código QR, a ligação para comentários, o código de incorporação e a palavra-passe do teste.',
  'topic.testing.qr.title': 'Códigos QR',
  'topic.testing.qr.p1':
    'A janela de partilha mostra o código QR da ligação de teste. Os participantes apontam-lhe a câmara do telemóvel e o teste abre no navegador do telemóvel — prático num laboratório ou numa reunião. Mostre a janela no seu ecrã ou imprima-a.',
  'topic.testing.qr.p2':
    'Quem abre a ligação de teste num computador encontra ainda «Continuar no telemóvel» na página de boas-vindas. Mostra um código QR do mesmo teste em «Abra o teste no seu telemóvel»; «Continuar neste computador» volta atrás. As sessões iniciadas a partir de um código QR ficam assinaladas como tal nos dados do dispositivo gravados.',
  'topic.testing.qr.p3':
    'Um código QR contém o endereço com que foi criado. Um que aponte para localhost não pode ser aberto num telemóvel: ver «Testes no telemóvel».',
  'topic.testing.phones.title': 'Testes no telemóvel',
  'topic.testing.phones.p1':
    'Um telemóvel só consegue abrir um endereço que consiga alcançar. «localhost» num telemóvel é o próprio telemóvel, por isso uma ligação para localhost só funciona no computador onde o Protolab está a correr. É por isso que a ligação de teste, a ligação para comentários, o código de incorporação e o código QR são construídos com o endereço público do servidor.',
  'topic.testing.phones.p2':
    'Esse endereço é a definição PUBLIC_URL do servidor, quando existe — o endereço de um servidor na internet ou na rede da sua empresa. Sem ela, as ligações usam o endereço com que abriu o Protolab; se for localhost, usam o endereço do computador na rede local (por exemplo http://192.168.1.20:3000), que os telemóveis na mesma rede Wi-Fi conseguem abrir. Se nenhum for conhecido, a janela de partilha avisa que o endereço só abre neste computador.',
  'topic.testing.phones.p3':
    'Se um telemóvel não conseguir abrir a ligação, verifique se está na mesma rede que o computador e se nenhuma firewall bloqueia a porta, ou peça a quem gere o servidor que defina PUBLIC_URL. Ao arrancar, o servidor indica o endereço pelo qual os participantes e os telemóveis o alcançam.',
  'topic.testing.player.title': 'O que os participantes veem',
  'topic.testing.player.p1':
    'A ligação de teste abre o leitor. Começa com uma página de boas-vindas: a sua imagem de boas-vindas, «Bem-vindo», o seu texto de boas-vindas, a lista de tarefas, um aviso de que não é guardada nenhuma informação pessoal além do que introduzirem, e «Iniciar o teste». Um teste protegido pede primeiro a palavra-passe.',
  'topic.testing.player.p2':
    'Durante o teste, uma barra fina fica por cima do protótipo. À esquerda indica se as interações estão guardadas: «Tudo guardado», quantas aguardam envio, ou «Sem ligação». À direita estão «Tarefas» (quando as tarefas são mostradas durante o teste), «Guardar para utilizar sem ligação» e «Terminar o teste»; num telemóvel leem-se «Guardar» e «Terminar». O protótipo ajusta-se à janela; os ecrãs mais altos deslocam-se.',
  'topic.testing.player.p3':
    '«Terminar o teste» fecha a sessão e mostra «Obrigado!». Se ainda houver interações por enviar, a página pede ao participante que a volte a abrir quando tiver ligação. Quem fecha o separador a meio e volta a abrir a ligação continua onde parou.',
  'topic.testing.player.figure1':
    'O leitor num telemóvel (390 × 844 píxeis): a barra com «Tudo guardado», «Tarefas», «Guardar» e «Terminar» por cima do protótipo.',
  'topic.testing.offline.title': 'Estudos de campo sem ligação',
  'topic.testing.offline.p1':
    'Abra o teste uma vez com ligação, no dispositivo que os participantes vão usar, e escolha «Guardar para utilizar sem ligação» na barra do leitor: o leitor guarda o protótipo com as suas imagens, ícones e widgets e indica «Pronto a utilizar sem ligação». A partir daí o protótipo funciona sem rede, mesmo que o navegador tenha sido fechado entretanto.',
  'topic.testing.offline.p2':
    'Cada interação é primeiro escrita no armazenamento do dispositivo e enviada ao servidor por lotes quando há ligação. Sem ligação, a barra diz «Sem ligação»; quando a ligação volta, conta o que aguarda envio. Nada se perde ao fechar o separador: as interações pendentes são enviadas da próxima vez que o leitor estiver aberto com ligação e, nos navegadores com sincronização em segundo plano (como o Chrome no Android), mesmo sem ele.',
  'topic.testing.offline.p3':
    'Antes de sair do terreno, abra o leitor uma vez com ligação e espere até a barra dizer «Tudo guardado». Se o dispositivo ficar sem espaço, o leitor avisa: liberte espaço, caso contrário o teste não pode ser guardado.',
  'topic.testing.offline.p4':
    'Jogar sem ligação precisa de um endereço seguro. Os navegadores só deixam o leitor funcionar sem ligação quando o link do teste começa por https (ou no próprio computador que executa o Protolab, em localhost). Num endereço http simples, como o endereço de rede local do computador http://192.168.1.20:3000 que a caixa de partilha usa por omissão, "Guardar para utilizar sem ligação" diz "Indisponível sem ligação" e porquê, a caixa de partilha avisa, e as interações continuam guardadas no dispositivo e são enviadas quando houver ligação. Para um estudo de campo, execute o servidor num endereço https: atrás de um proxy inverso com um certificado real num servidor público, ou com um certificado em que os seus dispositivos confiem (HTTPS_CERT e HTTPS_KEY; veja "Testing in the field" no README).',
  'topic.testing.comments.title': 'Comentários e revisões',
  'topic.testing.comments.p1':
    'O separador «Comentários» é onde a sua equipa discute o protótipo. Escreva em «Novo comentário» e escolha «Comentar». «Responder» responde a um comentário, «Editar» altera um dos seus, «Eliminar» retira um dos seus com as respostas; o proprietário pode eliminar qualquer comentário.',
  'topic.testing.comments.p2':
    'Para ouvir pessoas de fora da equipa, envie-lhes a «Ligação para comentários» da janela de partilha. Abre a página «Comentários sobre o protótipo», onde se escreve sem conta; esses comentários aparecem no separador como «Revisor», e cada um pode alterar os seus mais tarde no mesmo navegador. A página contém só os comentários: envie também a ligação de teste se devem experimentar o protótipo. A palavra-passe do teste aplica-se também à ligação para comentários.',
  'topic.analytics.title': 'Análise',
  'topic.analytics.p1':
    'Os resultados mostram como os participantes usaram o seu protótipo. Há três sítios: o separador «Resultados» (números, tarefas, respostas do inquérito e transferências), o separador «Mapas de calor» e a «Tela de análise»: a própria tela do protótipo, com cada ecrã onde o colocou e o mapa de calor escolhido por cima, cada ligação tão larga quanto as sessões que a seguiram (com o número escrito), os percursos entre ecrãs como setas cor de laranja e, sob cada ecrã, quantas sessões o viram e quantas terminaram ali. Ao lado escolhe o mapa de calor, o que mostrar, uma tarefa (os percursos começam então no primeiro passo e terminam no sucesso, e «desistiram aqui» conta as tentativas que pararam num ecrã) e as sessões: marque uma ou mais na lista para ver só as delas. Arraste para deslocar e use Ctrl + roda para ampliar; «Resultados» passa aos números.',
  'topic.analytics.p2':
    'Só contam as sessões válidas: desmarque a caixa «Válida» de uma sessão para a deixar fora de todos os números, mapas de calor e transferências. O servidor calcula os números junto aos dados gravados e guarda-os até chegarem sessões novas, por isso até um estudo de um milhão de eventos abre num instante; enquanto se calculam números mais recentes, vê os últimos com «A calcular os números…».',
  'topic.analytics.results.title': 'O painel de resultados',
  'topic.analytics.results.p1':
    'O separador «Resultados» começa com o «Painel»: o número de sessões (e das válidas), os eventos que gravaram e a taxa de cliques falhados — a parte dos cliques que não acertaram em nada ligado.',
  'topic.analytics.results.p2':
    'A tabela «Ecrãs» lista cada ecrã com as visualizações, as sessões que o viram, o tempo de permanência por sessão e as interações nele. A tabela «Sessões» lista cada sessão com o início, a duração, o tamanho do dispositivo, as tarefas que concluiu, a sua caixa «Válida» e o que tem de invulgar: um percurso raro, uma ordem de interações invulgar, um tempo invulgarmente longo ou curto, muitas ou poucas interações.',
  'topic.analytics.results.p3':
    '«Repetir», antes de uma sessão, abre a sua repetição. Quando as sessões têm etiquetas, uma fila de etiquetas por cima do painel filtra todos os números, gráficos e transferências para as sessões com alguma das etiquetas escolhidas — ou com todas, com «Apenas sessões com todas as etiquetas escolhidas».',
  'topic.analytics.results.p4':
    'Uma sessão só é marcada como invulgar quando se destaca claramente. O seu percurso pelos ecrãs é comparado com o de todas as outras: cada passo de um ecrã para o seguinte é pontuado pela raridade com que as outras sessões o deram, e um percurso muito mais raro do que a maioria é um «Percurso raro». Quando os ecrãs são os de todos, faz-se o mesmo com as interações (ecrã, elemento e evento, por ordem): uma sessão que clica nos mesmos elementos numa ordem rara, ou os usa de outra forma, tem uma «Ordem de interações invulgar», e a tabela nomeia as interações que se destacaram, pela ordem em que a sessão as fez. A duração e as interações são comparadas com a metade central de todas as sessões (barreiras de Tukey, em escala logarítmica) e têm ainda de diferir da sessão típica por uma margem real — pelo menos 3 interações ou 3 segundos, e metade do valor típico —, pelo que um clique a mais nunca é assinalado. Com menos de 8 sessões nada é marcado. A tabela mostra o valor ao lado do que a maioria das sessões fez.',
  'topic.analytics.heatmaps.title': 'Mapas de calor',
  'topic.analytics.heatmaps.p1':
    'O separador «Mapas de calor» mostra cada ecrã com um mapa de calor por cima: azul onde aconteceu pouco, vermelho onde aconteceu muito, como mostra a legenda de «Poucos» a «Muitos». Cada ecrã indica quantos pontos de dados tem o seu mapa.',
  'topic.analytics.heatmaps.p2':
    'Há cinco modos: «Cliques», todos os cliques; «Movimento do rato», onde o rato parou; «Profundidade de deslocamento», até onde os participantes desceram num ecrã alto; «Primeiros cliques», só o primeiro clique de cada visita a um ecrã, que mostra onde procuram o caminho; e «Cliques falhados», os cliques que não acertaram em nada ligado.',
  'topic.analytics.heatmaps.p3':
    'Por baixo de cada ecrã são indicados os elementos ligados que nenhum participante usou nas três primeiras interações nesse ecrã, e contornados no mapa: candidatos a uma etiqueta mais clara ou a um lugar melhor. «Todos os elementos ligados foram usados cedo.» significa que não se encontrou nenhum. Os mapas de calor usam só sessões válidas.',
  'topic.analytics.heatmaps.figure1':
    'Mapas de calor no modo «Cliques»: os modos, a legenda e o ecrã do produto, com os cliques concentrados em «Add to cart».',
  'topic.analytics.tasks.title': 'Tarefas',
  'topic.analytics.tasks.p1':
    'Em «Desempenho das tarefas», no separador «Resultados», escolha uma tarefa. Uma sessão começa uma tarefa quando chega ao primeiro passo do seu fluxo, e cumpre-a quando passa por todos os passos pela ordem (ver «As tarefas e os seus fluxos»). A taxa de sucesso é a parte dessas sessões que a cumpriram, desenhada com o seu intervalo de confiança de 95 %.',
  'topic.analytics.tasks.p2':
    'Os sucessos diretos passaram pelos passos sem desvios entre eles; os indiretos chegaram lá no fim. «Tempo na tarefa» é a média geométrica do tempo entre o primeiro e o último passo das sessões com sucesso, também com o seu intervalo. Na repetição de uma sessão pode corrigir à mão o resultado de uma tarefa.',
  'topic.analytics.tasks.p3':
    'Por baixo vêm os gráficos da tarefa: «Duração e interações por sessão» (um ponto por sessão, colorido pelo sucesso), «Tempo na tarefa» como diagrama de caixa, «Abandono», «Tempo por passo» e «Interações por passo». «Mostrar tabela» mostra os números de um gráfico. Estes detalhes precisam de um fluxo com dois ou mais passos; a transferência do resumo das tarefas contém os mesmos números.',
  'topic.analytics.tasks.figure1':
    'Desempenho de «Buy the running shoes»: a taxa de sucesso com o seu intervalo, os sucessos diretos e indiretos e o tempo na tarefa.',
  'topic.analytics.dropoff.title': 'Abandono',
  'topic.analytics.dropoff.p1':
    'O gráfico «Abandono» de uma tarefa mostra, para cada passo do seu fluxo, quantas sessões lá chegaram. Onde as barras descem, os participantes desistiram ou foram para outro lado: veja o ecrã desse passo nos mapas de calor, ou a repetição de uma sessão que parou aí.',
  'topic.analytics.dropoff.p2':
    '«Mostrar tabela» lista por passo as sessões que lá chegaram («Alcançado») e as que lá chegaram mas não passaram ao seguinte («Abandonaram»). Só contam as sessões que começaram a tarefa. Escolha primeiro uma tarefa em «Desempenho das tarefas»; o gráfico precisa de um fluxo com dois ou mais passos.',
  'topic.analytics.dropoff.figure1':
    'O abandono de uma tarefa com quatro passos: das sessões que a começaram, cada vez menos chegaram ao passo seguinte.',
  'topic.analytics.confidence.title': 'Intervalos de confiança',
  'topic.analytics.confidence.p1':
    'Com poucos participantes, uma taxa de sucesso é incerta. O intervalo de 95 % (Wald ajustado) mostra quanto a taxa real se pode afastar da medida.',
  'topic.analytics.confidence.p2':
    'Leia-o como o intervalo onde muito provavelmente está a taxa de todos os seus futuros participantes. Com 4 sucessos em 5 vai de cerca de 36 % a 98 %; com 40 em 50, de cerca de 67 % a 89 %. Dois designs cujos intervalos se sobrepõem muito não mostraram ser diferentes: teste com mais pessoas.',
  'topic.analytics.confidence.p3':
    'O tempo na tarefa tem o seu próprio intervalo, calculado sobre os logaritmos dos tempos, porque de outro modo alguns participantes lentos puxariam muito a média para cima.',
  'topic.analytics.replay.title': 'Repetição de uma sessão',
  'topic.analytics.replay.p1':
    'Na tabela «Sessões», «Repetir» abre uma sessão tal como aconteceu: o ecrã que o participante viu, com o que escreveu, assinalou e escolheu, os seus cliques e o rasto do rato. «Reproduzir» e «Pausa» controlam-na, «Velocidade» reprodu-la a 1×, 2× ou 4×, e o cursor salta para qualquer momento. A lista «Eventos» indica cada evento gravado; um clique num deles salta para lá.',
  'topic.analytics.replay.p2':
    'Ao lado, «Contar esta sessão nos números» é a mesma caixa que «Válida» nos resultados. Em «Resultados das tarefas» pode corrigir o veredicto automático de cada tarefa: «Como gravado», «Concluída» ou «Falhada». Em «Etiquetas», «Adicionar etiqueta» dá à sessão uma etiqueta, como «perdido no pagamento», pela qual depois se podem filtrar os resultados.',
  'topic.analytics.replay.p3':
    '«Voltar aos resultados» regressa ao separador «Resultados». Os membros da equipa que só podem ver podem assistir às repetições, mas alterar veredictos e etiquetas exige poder editar.',
  'topic.analytics.csv.title': 'Respostas do inquérito e transferências',
  'topic.analytics.csv.p1':
    'Em «Respostas do inquérito», os resultados mostram para cada participante o que deixou nos widgets de formulário do protótipo — caixas de texto, caixas de verificação, listas pendentes, cursores e semelhantes. Assim, um protótipo com um formulário serve também de pequeno inquérito.',
  'topic.analytics.csv.p2':
    'Em «Transferências» há três ficheiros CSV: «Respostas do inquérito (CSV)», «Resumo das tarefas (CSV)» com os números de cada tarefa e «Eventos em bruto (CSV)» com cada evento gravado. Contêm só sessões válidas e seguem o filtro de etiquetas. Os ficheiros estão em UTF-8 e abrem em folhas de cálculo; os valores que parecem fórmulas são escapados, por isso nunca são executados.',
  'topic.transfer.title': 'Importar e exportar',
  'topic.transfer.p1':
    'Leve protótipos entre contas, servidores e ferramentas: exporte um como ZIP, importe um ZIP ou um ficheiro JSON, ou crie um protótipo a partir de uma série de capturas de ecrã.',
  'topic.transfer.p2':
    'Qualquer pessoa com conta pode importar, e qualquer membro da equipa pode exportar. Pode experimentar a importação aqui mesmo, com «Importar um protótipo», mais abaixo.',
  'topic.transfer.import.title': 'Importar',
  'topic.transfer.import.p1':
    'Escolha «Importar» em «Os meus protótipos», ou «Importar um protótipo» nestas páginas de ajuda, e escolha um «Ficheiro ZIP ou JSON»: um ZIP exportado do Protolab (até 50 MB) ou o ficheiro JSON de um protótipo (até 5 MB), também um do Quant-UX. Antes de confirmar, a janela indica o que não pode vir: imagens que o ficheiro não contém e tipos de widget que este produto não desenha.',
  'topic.transfer.import.p2':
    'Ou escolha ficheiros em «Ou imagens: um ecrã por imagem»: cada JPG, PNG ou GIF (5 MB no máximo cada) torna-se um ecrã com a imagem como fundo, com nome e ordem dados pelos nomes dos ficheiros. Coloque HotSpots sobre os botões das imagens e ligue-os, e uma série de capturas fica clicável.',
  'topic.transfer.import.p3':
    '«Importar» cria sempre um protótipo novo; nunca substitui um existente. As imagens têm de ser JPG, PNG ou GIF de 5 MB no máximo. Sem conta não é possível importar.',
  'topic.transfer.import.p4':
    'Também pode vir um estudo inteiro: escolha o ficheiro JSON do protótipo juntamente com os eventos gravados, rastos do rato, definições do teste, anotações e comentários (vários ficheiros JSON de uma vez, ou um ZIP). Cada ficheiro é reconhecido pelo que contém, não pelo nome. Antes de confirmar, o diálogo conta as sessões, eventos, rastos do rato, tarefas, anotações e comentários que vai trazer e lista o que não pode trazer, com o motivo; depois, os resultados, os mapas de calor e as reproduções mostram o estudo tal como foi gravado. Gravações sem o seu protótipo recebem um substituto com um ecrã em branco por cada ecrã gravado.',
  'topic.transfer.export.title': 'Exportar',
  'topic.transfer.export.p1':
    'No separador «Definições» de um protótipo, «Exportar como ZIP» transfere um ZIP com o seu nome: app.json com os ecrãs, widgets e ligações, e uma pasta images com cada imagem carregada. Importar esse ZIP dá de novo o mesmo protótipo, também noutro servidor.',
  'topic.transfer.export.p2':
    'O ZIP contém só o design: as definições do teste, as tarefas, as sessões gravadas, os comentários e a equipa ficam de fora; para os dados do teste use as transferências CSV do separador «Resultados». As imagens que não puderam ser carregadas são contadas numa mensagem e faltam no ZIP.',
  'topic.transfer.api.title': 'Importar uma descrição de API',
  'topic.transfer.api.p1':
    'As equipas que trabalham com uma API podem percorrer os seus formulários e listas em minutos. No editor, «Importar descrição de API…» (por baixo da paleta de widgets) aceita o URL de uma descrição OpenAPI 3 ou Swagger 2 em JSON ou YAML, ou um ficheiro. Em «Novo protótipo», o mesmo botão cria com ela um protótipo novo no tamanho de dispositivo escolhido.',
  'topic.transfer.api.p2':
    'Depois de «Carregar», o diálogo enumera os recursos da descrição (caminhos como /bookings e /bookings/{id} são um recurso) com as suas operações. Desmarque o que não deve tornar-se ecrã e carregue em «Importar»: um ecrã inicial com os recursos e, para cada um, uma lista (uma tabela dos seus campos principais), um ecrã de detalhe e um formulário, ligados lista → detalhe → edição → lista. No editor a importação desfaz-se num só passo.',
  'topic.transfer.api.p3':
    'Cada campo do formulário recebe a entrada que o seu tipo pede: um campo de texto (com verificação de e-mail ou endereço web quando o formato o indica), um campo de palavra-passe, uma área de texto para textos longos, um interruptor para sim ou não, botões de opção para até quatro escolhas e uma lista pendente para mais, um seletor giratório para um pequeno intervalo de números, um seletor de data e caixas de verificação para uma lista de escolhas. Campos obrigatórios, comprimentos, intervalos e padrões tornam-se regras de validação com mensagem, pelo que «Guardar» recusa dados errados no leitor; as entradas estão ligadas a variáveis, pelo que o ecrã de detalhe mostra o que foi introduzido. O servidor carrega o URL; endereços de redes privadas são recusados.',
  'topic.transfer.api.figure1':
    'A importação de uma descrição de API: uma descrição de reservas lida de um ficheiro, com os recursos e operações prontos a escolher.',
  'topic.team.title': 'Equipa',
  'topic.team.p1': 'Trabalhem juntos num protótipo: convide membros da equipa por email no separador «Equipa».',
  'topic.team.p2':
    'Todos os membros da equipa encontram o protótipo em «Os meus protótipos». O que cada um pode fazer depende da sua função: «Proprietário», «Pode editar» ou «Pode ver».',
  'topic.team.members.title': 'Adicionar membros',
  'topic.team.members.p1':
    'Só o proprietário adiciona membros. No separador «Equipa», em «Adicionar um membro à equipa», escreva o email de alguém registado, escolha uma «Função» e escolha «Adicionar». «Pessoas com quem trabalha:» sugere pessoas das suas outras equipas; um clique numa delas preenche o email.',
  'topic.team.members.p2':
    'Alguém sem conta ainda não pode ser adicionado («Ainda ninguém se registou com este email.»): peça-lhe que se registe primeiro. A lista da equipa mostra todos com a sua função; o proprietário muda uma função na respetiva lista e retira alguém com «Remover». Qualquer membro, exceto o proprietário, pode sair com «Sair».',
  'topic.team.members.p3':
    'O separador «Equipa» contém também «Ligações de convite»: «Revogar ligações» cria novas ligações de teste e de comentários e anula as antigas (ver «Convites»).',
  'topic.team.roles.title': 'Funções',
  'topic.team.roles.p1':
    'Proprietário: pode fazer tudo — desenhar, testar, partilhar, adicionar e remover membros, mudar funções — e é o único que pode eliminar o protótipo. Cada protótipo tem um proprietário: quem o criou, importou ou copiou.',
  'topic.team.roles.p2':
    'Pode editar: desenha no editor, altera o teste e as suas tarefas, partilha as ligações e define a palavra-passe do teste, marca sessões e revoga as ligações. Pode ver: vê a tela só de leitura, os resultados, os mapas de calor e as repetições, e escreve comentários, mas não altera nada nem vê as ligações de partilha.',
  'topic.account.title': 'Conta e privacidade',
  'topic.account.p1':
    'O seu nome, a sua fotografia e a sua palavra-passe estão na página «A minha conta»: clique no seu nome, no canto superior direito.',
  'topic.account.p2':
    'O idioma do Protolab escolhe-se na lista de cima e fica guardado neste navegador. Uma ligação com ln=en, es, de, pt, pt-br ou cn no endereço abre uma página nesse idioma.',
  'topic.account.profile.title': 'O seu perfil',
  'topic.account.profile.p1':
    'Em «Perfil», escreva o seu «Nome próprio» e «Apelido» e escolha «Guardar». O seu email é mostrado, mas não pode ser alterado aqui; a página indica também o seu plano.',
  'topic.account.profile.p2':
    'Em «Fotografia de perfil», «Carregar uma fotografia» aceita um JPG, PNG ou GIF de 5 MB no máximo; «Remover a fotografia» retira-a. O seu nome e a sua fotografia aparecem no topo das páginas e ajudam a equipa a ver quem escreveu o quê.',
  'topic.account.password.title': 'Sessão e palavra-passe',
  'topic.account.password.p1':
    'Para mudar a palavra-passe, escreva em «A minha conta», em «Palavra-passe», a «Palavra-passe atual» e uma «Nova palavra-passe» com pelo menos 6 caracteres, e escolha «Alterar a palavra-passe».',
  'topic.account.password.p2':
    'Esqueceu-se? Escolha «Esqueceu-se da palavra-passe?» por baixo do formulário de início de sessão, escreva o email da sua conta e escolha «Enviar a ligação». Recebe um email com uma ligação para definir uma nova palavra-passe; a ligação é válida durante uma hora. Depois de demasiadas tentativas erradas, espere alguns minutos antes de tentar de novo.',
  'topic.account.password.p3':
    'Uma sessão dura até 7 dias no navegador; «Terminar sessão», no topo, termina-a. Onde a sua organização o configurou, «Iniciar sessão com a conta da sua organização» entra através do serviço de início de sessão dela.',
  'topic.account.privacy.title': 'Privacidade',
  'topic.account.privacy.p1':
    'Aos participantes não são pedidos dados pessoais. O leitor grava os seus cliques, introduções e movimentos do rato no protótipo, o tamanho do ecrã e um identificador aleatório guardado no navegador — nada de pessoal além do que escreverem.',
  'topic.account.privacy.p2':
    'Em «Eliminar a conta», na página «A minha conta», «Eliminar a minha conta…» apaga para sempre a sua conta, os seus protótipos, os testes e todos os dados gravados: escreva o seu email para confirmar e escolha «Eliminar para sempre». Não pode ser desfeito, por isso exporte antes o que quiser manter.',
  'topic.account.privacy.p3':
    'Os termos de serviço e a política de privacidade têm ligação por baixo dos formulários de início de sessão e de registo.',
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
};
