import type { en } from './en';

export const es: Record<keyof typeof en, string> = {
  'help.title': 'Ayuda',
  'help.intro': 'Respuestas breves sobre cómo diseñar, probar y analizar prototipos.',
  'help.search': 'Buscar en la ayuda',
  'help.searchPlaceholder': 'p. ej. código QR, mapa de calor, exportar',
  'help.results_one': '{{count}} página encontrada',
  'help.results_other': '{{count}} páginas encontradas',
  'help.noResults': 'Ninguna página de ayuda coincide con «{{query}}».',
  'help.topics': 'Temas',
  'help.inTopic': 'En este tema',
  'help.allTopics': 'Todos los temas',
  'help.notFound': 'Esta página de ayuda no existe.',
  'help.contactPrompt': '¿No encontraste respuesta?',
  'help.contactLink': 'Escríbenos',
  'help.importTry': 'Pruébalo ahora:',
  'help.imported': 'Importado: {{name}}',
  'help.openImported': 'Abrir el prototipo',
  'topic.start.title': 'Primeros pasos',
  'topic.start.p1':
    'Protolab te permite crear prototipos clicables, probarlos con personas reales y ver qué hicieron. Un prototipo es un conjunto de pantallas con widgets, y los enlaces dicen adónde lleva un clic. Compartes un enlace de prueba, los participantes juegan con el prototipo en su navegador, y cada clic y cada entrada quedan grabados para que los analices.',
  'topic.start.p2':
    'Un recorrido habitual: crea un prototipo y dibuja sus pantallas en el editor, enlázalas en el modo prototipo, escribe las tareas en la pestaña «Prueba», comparte el enlace de prueba o su código QR y lee las pestañas «Resultados» y «Mapas de calor» en cuanto lleguen las primeras sesiones. Los temas de esta ayuda siguen el mismo orden.',
  'topic.start.first.title': 'Tu primer prototipo',
  'topic.start.first.p1':
    'Regístrate con «Registrarse» arriba a la derecha —el nombre y los apellidos son opcionales; la contraseña necesita al menos 6 caracteres— o inicia sesión. Llegas a «Mis prototipos». Elige «Nuevo prototipo», ponle un nombre, elige el dispositivo (Smartphone, Tableta, Escritorio o Reloj) y un tamaño de pantalla: un dispositivo habitual de la lista, o «Tamaño personalizado» con tu propio ancho y alto en píxeles.',
  'topic.start.first.p2':
    '«Crear prototipo» lo crea con una pantalla vacía llamada «Inicio», su pantalla de inicio, y abre su vista general en la pestaña «Diseño», que muestra cada pantalla en miniatura. «Abrir lienzo» abre el editor; un clic en una miniatura abre el editor en esa pantalla.',
  'topic.start.first.p3':
    'En el editor, toma widgets de la lista «Widgets» de la izquierda —un Label, un Button, un TextBox— y colócalos en la pantalla. Añade más pantallas con «Añadir pantalla». Después elige «Prototipo» en la barra del editor y arrastra desde cada botón hasta la pantalla que debe abrir. Cada cambio se guarda al momento; el editor no tiene botón de guardar.',
  'topic.start.first.p4':
    'Para probarlo, elige «Iniciar prueba» en la vista general: el prototipo se abre en una pestaña nueva tal como lo verán los participantes. Para invitarlos, elige «Compartir». El dispositivo y el tamaño de pantalla se pueden cambiar después en la pestaña «Ajustes»; las pantallas que ya dibujaste conservan su tamaño.',
  'topic.start.overview.title': 'La vista general del prototipo',
  'topic.start.overview.p1':
    'Cada prototipo tiene una vista general con pestañas arriba. «Diseño» muestra las pantallas y abre el editor. «Prueba» contiene la configuración de la prueba y las tareas. «Resultados» muestra las cifras de las sesiones, «Comentarios» los comentarios de tu equipo y de tus revisores, «Mapas de calor» dónde hicieron clic los participantes. «Ajustes» reúne nombre, dispositivo y tamaño de pantalla, la exportación y el borrado; «Equipo», quién trabaja en el prototipo; «Lienzo analítico» abre el lienzo del prototipo con el estudio dibujado encima.',
  'topic.start.overview.p2':
    'Junto a las pestañas, «Iniciar prueba» abre la prueba tal como la ven los participantes, y «Compartir» abre el diálogo para compartir con el enlace de prueba, su código QR, el enlace para comentar y el código para insertar. Ambos aparecen para los miembros del equipo que pueden editar el prototipo.',
  'topic.start.overview.p3':
    '«Mis prototipos», en la cabecera, muestra tus prototipos como tarjetas: dispositivo, número de pantallas y último cambio, los recientes primero; «Buscar por nombre» encuentra uno. «Copiar» crea un prototipo nuevo con las mismas pantallas y la misma configuración de la prueba con otro nombre (sin sesiones ni comentarios). «Borrar», visible solo para el propietario, lo elimina con sus pruebas, grabaciones y comentarios cuando confirmas con «Borrar definitivamente».',
  'topic.start.tryout.title': 'Modo de prueba sin cuenta',
  'topic.start.tryout.p1':
    'Sin cuenta puedes echar un vistazo como invitado: elige «Pruébalo sin cuenta» en la página de inicio. La página «Ejemplos» de la cabecera lista prototipos de ejemplo públicos: «Probarlo» abre uno tal como lo ve un participante, «Ver los resultados» su lienzo analítico con mapas de calor y resultados de sesiones de ejemplo.',
  'topic.start.tryout.p2':
    'Un invitado no puede crear, importar ni guardar nada: esos botones responden con un aviso para registrarse primero. Registrarse es gratis, y después tus prototipos se conservan en tu cuenta.',
  'topic.prototypes.title': 'Prototipos y pantallas',
  'topic.prototypes.p1':
    'Un prototipo es un conjunto de pantallas con widgets —botones, etiquetas, campos de texto, imágenes y muchos más— y los enlaces entre ellas. Tiene un tipo de dispositivo y un tamaño de pantalla, una prueba con sus tareas, un equipo y las sesiones de prueba grabadas.',
  'topic.prototypes.p2':
    'Este tema explica las pantallas, los widgets y los ajustes de un prototipo. Cómo dibujarlos está en «El editor»; cómo hacerlos clicables, en «Enlaces».',
  'topic.prototypes.screens.title': 'Pantallas',
  'topic.prototypes.screens.p1':
    'Una pantalla es una página o un estado de tu app: lo que el participante ve en un momento. Una pantalla nueva recibe el tamaño de pantalla del prototipo, pero una pantalla puede tener cualquier tamaño, por ejemplo una página larga que los participantes desplazan. En el reproductor, una pantalla se ajusta a la ventana —a su ancho y, en una ventana ancha, a la altura del dispositivo—, y lo que es más alto se desplaza.',
  'topic.prototypes.screens.p2':
    'Las pantallas están unas junto a otras en el lienzo del editor. Su orden en la lista «Pantallas» es solo para ti: una prueba empieza en la pantalla de inicio, marcada con una estrella —sin marca, en la pantalla de arriba a la izquierda— y sigue por los enlaces. A una pantalla a la que no lleva ningún enlace no llega ningún participante.',
  'topic.prototypes.screens.p3':
    'Una pantalla puede tener un color o una imagen de fondo y enlaces propios: un temporizador que avanza tras unos segundos, un deslizamiento, un clic en cualquier parte. Los prototipos importados de Quant-UX pueden tener pantallas maestras cuyos widgets aparecen en cada pantalla que las hereda; el editor las dibuja, pero no permite crear otras nuevas.',
  'topic.prototypes.widgets.title': 'Widgets',
  'topic.prototypes.widgets.p1':
    'Los widgets son las piezas de una pantalla. La lista «Widgets» del editor tiene más de 80 tipos, con sus nombres en inglés: texto (Label, TextBox, TextArea, Password, SearchBox, Date…), opciones (CheckBox, RadioGroup, Switch, DropDown, Rating…), rangos (HSlider, Stepper, ProgressBar…), datos (Table, BarChart, PieChart, Tree…), medios (Image, Icon, IFrameWidget, NavBar…) y básicos como Button, Box, Container y HotSpot.',
  'topic.prototypes.widgets.p2':
    'Cada widget tiene una posición, un tamaño, un texto y un estilo. Los widgets de formulario guardan un valor mientras el participante juega —texto escrito, casillas marcadas, opciones elegidas, deslizadores movidos— y ese valor se graba: aparece en la reproducción y en las respuestas de la encuesta. Un HotSpot es una zona de clic invisible, útil sobre una pantalla hecha con una imagen. Un LogicOr nunca se muestra a los participantes: divide un enlace en varios caminos (ver «Ramificar con LogicOr»).',
  'topic.prototypes.widgets.p3':
    'Los prototipos importados de Quant-UX pueden traer plantillas y tokens de diseño, que dan a varios widgets los mismos colores y fuentes. Se dibujan como estaban, pero el editor no tiene dónde cambiarlos: las propiedades muestran solo el estilo propio de un widget, y un color que viene de un token de diseño se mantiene, pongas lo que pongas.',
  'topic.prototypes.settings.title': 'Ajustes del prototipo',
  'topic.prototypes.settings.p1':
    'La pestaña «Ajustes» contiene el nombre del prototipo, una «Descripción» para tu equipo, el dispositivo y el tamaño de pantalla. Cámbialos y elige «Guardar». Un tamaño de pantalla nuevo se usa para las pantallas nuevas; las que ya tienes conservan el suyo, así que ajústalas en el editor si hace falta.',
  'topic.prototypes.settings.p2':
    'En «Exportar», «Exportar como ZIP» descarga el prototipo con sus imágenes (ver «Exportar»). El propietario ve además «Borrar prototipo»: elimina el prototipo con sus pruebas, grabaciones y comentarios para todo el equipo en cuanto confirmas con «Borrar definitivamente». No se puede deshacer.',
  'topic.prototypes.settings.p3':
    'Los miembros del equipo que solo pueden ver encuentran los ajustes en gris, con el aviso de que pueden ver el prototipo pero no modificarlo; aun así pueden exportarlo.',
  'topic.editor.title': 'El editor',
  'topic.editor.p1':
    'Abre un prototipo y elige «Abrir lienzo», o haz clic en la miniatura de una pantalla: el editor muestra todas las pantallas en un gran lienzo, donde las colocaste. A la izquierda están la lista «Pantallas», debajo las «Capas» de la pantalla seleccionada y luego la lista «Widgets»; en el centro el lienzo; a la derecha las propiedades de lo seleccionado. La barra superior contiene el camino de vuelta («Vista general»), los modos «Diseño» y «Prototipo», «Deshacer», «Rehacer», «Atajos de teclado», el estado del guardado y el zoom con el menú «Vista».',
  'topic.editor.p2':
    'En el modo diseño colocas, mueves, redimensionas y das estilo; en el modo prototipo dibujas los enlaces que hacen clicable el prototipo. Los miembros del equipo que solo pueden ver tienen el mismo lienzo marcado «Solo lectura», sin las listas ni las propiedades; pueden moverse y hacer zoom.',
  'topic.editor.figure1':
    'El editor en modo diseño: pantallas y widgets a la izquierda, en el centro el lienzo con una etiqueta seleccionada, a la derecha sus propiedades.',
  'topic.editor.modes.title': 'Modo diseño y modo prototipo',
  'topic.editor.modes.p1':
    'El editor tiene dos modos, que se cambian con «Diseño» y «Prototipo» en su barra. Se abre en modo diseño: un clic selecciona un widget o una pantalla, arrastrar lo mueve, los ocho tiradores cambian su tamaño y la lista «Widgets» añade otros nuevos. Los enlaces se ven en ambos modos como finas flechas turquesa, para que siempre sepas adónde lleva un clic.',
  'topic.editor.modes.p2':
    'En el modo prototipo, arrastrar dibuja un enlace en vez de mover nada. Pulsa sobre un widget, o sobre una parte vacía de una pantalla, y arrastra: una flecha discontinua sigue al puntero. Suelta sobre la pantalla a la que debe llevar el enlace, o sobre un LogicOr, y el enlace queda creado. Un enlace nuevo desde un widget se dispara con un clic; uno desde una pantalla, con un temporizador de 3 segundos. Soltar fuera de toda pantalla no crea nada. En este modo los widgets no se mueven ni muestran tiradores de tamaño; el widget seleccionado muestra en cambio un pequeño círculo azul en su borde derecho: arrástralo hasta una pantalla para enlazar ese widget, aunque sea pequeño o esté encima de otro.',
  'topic.editor.modes.p3':
    'En el modo prototipo, un clic en un widget o una pantalla muestra solo lo que hace: sus enlaces con su evento, destino, transición y condición, y en una pantalla si las pruebas empiezan en ella; su aspecto se cambia en el modo diseño. Un clic en una flecha selecciona ese enlace: a la derecha aparece «Enlace» con su evento, su destino y su transición, y la tecla Supr lo elimina. Cada flecha termina en el lado de su destino que mira hacia ella. Una flecha discontinua con un rombo es condicional (una regla, o espera entradas válidas); las flechas moradas con un punto en su inicio son las ramas de un LogicOr. La pantalla de inicio lleva la marca «Inicio» junto a su nombre. Cómo cambiar cuándo se dispara un enlace se explica en «Enlazar widgets». Elige «Diseño» para seguir colocando; la próxima vez el editor vuelve a abrirse en modo diseño.',
  'topic.editor.modes.figure1':
    'Modo prototipo: los enlaces de las pantallas de producto y carrito como flechas, y un enlace nuevo que se arrastra desde el artículo del carrito de vuelta a la pantalla del producto.',
  'topic.editor.widgets.title': 'Añadir y colocar widgets',
  'topic.editor.widgets.p1':
    'La lista «Widgets» del editor muestra cada tipo como una pequeña imagen sobre su nombre, en secciones (Básicos, Formularios, Navegación, Multimedia, Gráficos, Datos, Lógica) que se cierran y se abren con un clic en su título; los tipos que colocaste por última vez aparecen primero, en «Usados recientemente». Escribe en «Buscar widgets» para encontrar un tipo por su nombre o por otra palabra para él («select» encuentra la lista desplegable). Un clic en un tipo coloca un widget nuevo arriba a la izquierda de la pantalla seleccionada (o de la pantalla del widget seleccionado); también puedes arrastrar el tipo a cualquier pantalla y soltarlo donde deba quedar. El widget nuevo queda seleccionado, así que con Intro escribes su texto enseguida.',
  'topic.editor.widgets.p2':
    'Haz clic para seleccionar; Mayús+clic añade a la selección o quita de ella. O arrastra un rectángulo sobre el lienzo vacío: selecciona los widgets que quedan enteros dentro (con Mayús, además de la selección). Arrastra la selección para moverla, también a otra pantalla: los widgets pasan entonces a esa pantalla. Los ocho tiradores cambian el tamaño; Mayús mantiene la proporción y Alt redimensiona desde el centro.',
  'topic.editor.widgets.p3':
    'Un widget que mueves se ajusta cuando sus bordes o su centro se acercan a los de otro widget o de la pantalla: una guía rosa muestra la línea a la que se ajustó, y etiquetas rosas la distancia en píxeles a sus vecinos. Al redimensionar, el borde que arrastras se ajusta igual. Mantén Alt al arrastrar para colocar un widget libremente. Con «Ajustar a la cuadrícula» activado en el menú «Vista», los widgets también se ajustan a la cuadrícula donde no hay ningún borde cerca.',
  'topic.editor.widgets.p4':
    'Para valores exactos, escribe X, Y, Ancho y Alto en las propiedades. Las flechas del teclado mueven la selección 1 píxel, con Mayús 10. Los widgets bloqueados se quedan donde están (ver «Menú, bloquear y ocultar»).',
  'topic.editor.widgets.p5':
    'Un botón nuevo toma el aspecto que comparten la mayoría de tus botones (un botón con texto, de 10 a 200 píxeles de ancho y de 10 a 100 de alto), y una caja o un contenedor nuevos el de tus botones grandes sin texto, para que los widgets nuevos encajen en el prototipo. Un desplegable con menos de 5 opciones ofrece convertirse en un grupo de opciones, que las muestra todas a la vez; un grupo de opciones con más de 5 ofrece convertirse en un desplegable.',
  'topic.editor.view.title': 'Zoom, el menú «Vista» y la cuadrícula',
  'topic.editor.view.p1':
    'El lienzo del editor es más grande que la ventana. Muévete con Espacio+arrastrar, con el botón central del ratón o con dos dedos en el panel táctil; haz zoom con Ctrl+rueda del ratón, pellizcando, con las teclas + y – o con los botones – y + de la barra, entre los que se ve el zoom en porcentaje. «Ajustar» muestra todas las pantallas a la vez.',
  'topic.editor.view.p2':
    'El menú «Vista», junto a «Ajustar», contiene «Ajustar a la selección», que hace zoom sobre lo seleccionado (Mayús+2), y «100 %», que muestra las pantallas a tamaño real, un píxel del lienzo por píxel de pantalla (Mayús+0). Mayús+1 hace lo mismo que «Ajustar». Un zoom cierra el menú.',
  'topic.editor.view.p3':
    'En «Cuadrícula», «Ajustar a la cuadrícula» hace que los widgets que mueves o redimensionas caigan en la cuadrícula, y «Mostrar la cuadrícula» dibuja sus líneas sobre las pantallas; «Tamaño de celda (px)» fija el tamaño de una celda, de 2 a 200 píxeles. La cuadrícula se guarda con el prototipo para todo el equipo, pero es un ajuste de vista, no un cambio que se pueda deshacer. Sus líneas solo se dibujan cuando una celda mide al menos 5 píxeles en pantalla: acerca el zoom si no las ves.',
  'topic.editor.view.figure1':
    'El menú «Vista» con «Mostrar la cuadrícula» activado y celdas de 16 píxeles, sobre una pantalla al 100 %.',
  'topic.editor.screens.title': 'La lista de pantallas',
  'topic.editor.screens.p1':
    'La lista «Pantallas» del editor está encima de la lista de widgets. Haz clic en la fila de una pantalla para seleccionarla y traerla a la vista. Haz doble clic en el nombre, o pulsa F2, para renombrarla (Intro conserva el nombre nuevo, Escape el anterior). Arrastra una fila, o pulsa Alt+↑ / Alt+↓, para cambiar el orden. La estrella la convierte en pantalla de inicio (solo hay una); los botones de copia y × la duplican o la eliminan. Con más de seis pantallas, un campo de búsqueda filtra la lista.',
  'topic.editor.screens.p2':
    '«Añadir pantalla» añade una pantalla del tamaño del dispositivo. Para dibujar una, elige «Dibujar» o pulsa S y arrastra en el lienzo: la pantalla nueva tiene el tamaño que arrastraste. Un clic en vez de arrastrar coloca allí una pantalla del tamaño del dispositivo.',
  'topic.editor.screens.p3':
    'Una copia se coloca debajo del original, con «copia» añadido al nombre y copias de sus widgets y de sus enlaces. Eliminar una pantalla elimina sus widgets y los enlaces que llevan a ella; «Deshacer» los recupera. Una pantalla seleccionada muestra en las propiedades su nombre, posición y tamaño, color e imagen de fondo, «Convertir en pantalla de inicio», sus pantallas maestras (ver «Pantallas maestras») y sus enlaces.',
  'topic.editor.layers.title': 'Capas y grupos',
  'topic.editor.layers.p1':
    'La lista «Capas» del editor, bajo la lista de pantallas, muestra los widgets de la pantalla seleccionada (o de la pantalla de la selección), el de más arriba primero, con sus grupos como filas que se abren y se cierran. Haz clic en una fila para seleccionar el widget, o todos los widgets de un grupo; lo que seleccionas en el lienzo se marca en la lista. Haz doble clic en un nombre, o pulsa F2, para renombrarlo (Intro guarda el nombre nuevo, Escape deja el anterior). Los botones de candado y de ojo de una fila la bloquean o la ocultan a los evaluadores; en la fila de un grupo lo hacen con todos sus widgets. ↑ y ↓ recorren las filas, ← y → cierran y abren un grupo, Intro selecciona. La barra entre las pantallas y las capas reparte la altura entre ambas: arrástrala, o enfócala y pulsa ↑ o ↓; el editor recuerda el reparto en este navegador.',
  'topic.editor.layers.p2':
    'Arrastra una fila para cambiar el orden: soltada encima o debajo de otra fila va allí, al grupo de esa fila o fuera, al nivel superior; soltada en el centro de la fila de un grupo entra en ese grupo, arriba del todo. Alt+↑ / Alt+↓ mueven una fila un puesto. Ctrl+G agrupa los widgets seleccionados, Ctrl+Mayús+G los desagrupa. En el lienzo, un clic en un widget agrupado selecciona todo su grupo; un doble clic entra un grupo más, hasta el propio widget, y los clics siguen en ese nivel hasta que haces clic fuera del grupo o vacías la selección. Un doble clic en un widget sin grupo escribe su texto. Al cambiar el tamaño de un grupo con sus tiradores, sus widgets se escalan con él.',
  'topic.editor.masters.title': 'Pantallas maestras',
  'topic.editor.masters.p1':
    'Una pantalla maestra presta sus widgets a otras pantallas: una cabecera, una barra de pestañas o un menú se crea una vez y aparece en cada pantalla que la hereda. En el editor, selecciona una pantalla y, en "Pantallas maestras" de sus propiedades, elige una pantalla en "Añadir una pantalla maestra…". No se ofrecen las pantallas que formarían un bucle (una maestra que a su vez hereda de esta pantalla). En la lista "Pantallas", una maestra indica "maestra de 2" y una pantalla que hereda, "de Cabecera".',
  'topic.editor.masters.p2':
    'En el lienzo, los widgets heredados se marcan con un contorno discontinuo tenue. Se cambian en su maestra, y cada pantalla que la hereda se actualiza al instante: un clic en uno selecciona la pantalla, al señalarlo se muestra el nombre de su maestra y un doble clic selecciona el widget en la maestra. "Desvincular", junto a una maestra, quita sus widgets de la pantalla; un widget de la pantalla que sustituía a uno de ellos conserva lo que mostraba. Eliminar una pantalla maestra la desvincula de todas las pantallas en el mismo paso, y Deshacer lo devuelve todo. Quienes prueban ven los widgets heredados como parte de cada pantalla, y sus enlaces también funcionan allí.',
  'topic.editor.text.title': 'Texto y estilo',
  'topic.editor.text.p1':
    'Haz doble clic en un widget en el editor, o selecciónalo y pulsa Intro, para escribir su texto directamente en el lienzo; Mayús+Intro empieza una línea nueva, Intro o Escape terminan la escritura. El campo «Texto» de las propiedades hace lo mismo.',
  'topic.editor.text.p2':
    'Las propiedades muestran arriba el nombre y el tipo del widget seleccionado, después «Nombre», «X», «Y», «Ancho», «Alto» y «Texto», luego «Contenido» con lo que solo tiene su tipo, y «Estilo»: fondo, color del texto, grosor, estilo y color del borde, radio de esquina (igual para todas o «Cada esquina»), sombra, fuente, grosor de letra, cursiva, subrayado, alineación, alineación vertical, relleno y opacidad; «Más» lista los demás ajustes de estilo del tipo. Debajo vienen «Imagen», «Organizar» y «Enlaces».',
  'topic.editor.text.p3':
    'Con varios widgets seleccionados, el título dice cuántos son; un campo muestra un valor cuando todos lo comparten, «Varios» cuando difieren, y un cambio se aplica a todos. Escribir en un campo es un solo paso de deshacer; al salir del campo se cierra. Vaciar un campo, o su × («Borrar …»), quita tu valor, y el widget vuelve a su valor por defecto.',
  'topic.editor.text.figure1':
    'Las propiedades de una etiqueta seleccionada: nombre, posición, tamaño y texto, y después su estilo en el estado Normal.',
  'topic.editor.tokens.title': 'Tokens de diseño',
  'topic.editor.tokens.p1':
    'En el editor, «Tokens de diseño», bajo la lista de widgets, abre los tokens del prototipo: colores, bordes, fuentes, rellenos y sombras con nombre, agrupados por tipo, cada uno con una vista previa, su valor y cuántos widgets lo usan (un clic en «Lo usan …» los selecciona en el lienzo). «Nuevo token» crea uno: elige su tipo, ponle nombre y fija su valor. El lápiz cambia el nombre y el valor de un token; × lo elimina, y pregunta antes si hay widgets que lo usan, porque sus vínculos se van con él.',
  'topic.editor.tokens.p2':
    'En las propiedades, bajo un color, el borde, la sombra, la fuente o el relleno, «Vincular un token…» vincula ese ajuste de los widgets seleccionados a un token de su tipo. Un ajuste vinculado muestra el nombre del token en lugar de su campo: cambia el token y todos los widgets vinculados cambian a la vez. «Desvincular» devuelve a los widgets su propio valor. Cada una de estas acciones es un paso de deshacer.',
  'topic.editor.templates.title': 'Plantillas',
  'topic.editor.templates.p1':
    'Una plantilla es un widget, o un conjunto de widgets, que reutilizas. Selecciónalos y en las propiedades elige «Crear plantilla» con un nombre: la selección se convierte en la primera instancia de la plantilla. Las plantillas aparecen arriba del panel Widgets con cuántas instancias tiene cada una; haz clic en una para colocar una instancia en la pantalla seleccionada, o arrástrala a cualquier pantalla.',
  'topic.editor.templates.p2':
    'Una instancia muestra el estilo de su plantilla; los campos muestran los valores de la plantilla en gris. Un cambio hecho en una instancia se queda en esa instancia hasta que eliges «Actualizar plantilla»: entonces la plantilla, y cada una de sus instancias, lo adopta. «Volver a la plantilla» quita los cambios propios de la instancia; «Separar» crea widgets normales que conservan su aspecto y ya no siguen la plantilla.',
  'topic.editor.templates.p3':
    '«Crear variante» crea una plantilla nueva con lo que cambia una instancia, por ejemplo un botón desactivado: la variante toma todo lo demás de su plantilla base y la sigue. Cambia una instancia entre la base y sus variantes con «Variante». Eliminar una plantilla en uso pide confirmación; sus instancias quedan como widgets normales.',
  'topic.editor.data.title': 'Datos y validación',
  'topic.editor.data.p1':
    'Selecciona un widget en el editor para ver «Datos» en las propiedades. Escribe el nombre de una variable (o elige una que el prototipo ya usa) y pulsa Intro: los widgets vinculados a la misma variable comparten un valor al reproducir el prototipo. Lo que un tester escribe en una entrada vinculada aparece en todas las entradas vinculadas a esa variable, en esta pantalla y en las siguientes, y una etiqueta o un botón vinculado muestra el valor como su texto. La sección indica cuántos widgets más comparten la variable; un nombre vacío deshace el vínculo.',
  'topic.editor.data.p2':
    'Las entradas tienen además «Validación»: «Obligatorio», el tipo de valor (texto, correo electrónico, número, número entero, número de teléfono), «Mín.» y «Máx.» (el valor de un número o la longitud de un texto) y un «Patrón» (una expresión regular). Una regla que no puede funcionar, como un mínimo mayor que el máximo o un patrón roto, se marca en su campo y no se guarda. En «Mensaje de error», «Añadir etiqueta de error» coloca una etiqueta roja con tu texto bajo la entrada, o eliges otro widget de la pantalla; la lista muestra los vinculados y × desvincula uno.',
  'topic.editor.data.p3':
    'En el modo prototipo, marca «Solo si las entradas de la pantalla son válidas» en un enlace: si un tester lo sigue mientras una entrada de la pantalla incumple su regla, se queda en la pantalla, la entrada muestra su estilo de error y aparecen sus mensajes de error; desaparecen en cuanto la entrada se corrige. Hasta entonces los mensajes de error están ocultos para los testers, y el lienzo los dibuja atenuados para que puedas seleccionarlos.',
  'topic.editor.states.title': 'Contenido y estados',
  'topic.editor.states.p1':
    'En las propiedades del editor, «Contenido» reúne lo que solo tiene este tipo de widget: las opciones de una lista desplegable, una por línea; las filas de una tabla, con las celdas separadas por comas; los datos de un gráfico; un texto de ejemplo; un icono, elegido de una lista en la que se puede buscar. En «Estilo», «Más» lista los ajustes de estilo del tipo.',
  'topic.editor.states.p2':
    'Un selector encima del estilo elige el estado: Normal, Al pasar, Foco, Pulsado o Error. Así un widget puede verse distinto cuando el puntero está encima, cuando tiene el foco, mientras se pulsa o cuando muestra un error. Un estado con ajustes propios aparece marcado. En un estado distinto de Normal, un campo muestra en gris el valor normal hasta que pones el valor propio del estado; su × («Borrar …») quita ese valor.',
  'topic.editor.arrange.title': 'Imágenes, orden y alineación',
  'topic.editor.arrange.p1':
    'En «Imagen», dentro de las propiedades del editor, elige un JPG, PNG o GIF de 5 MB como máximo: se sube al prototipo y la muestra un widget Image (también un HotSpot; la mayoría de los demás tipos no la dibujan). «Quitar imagen» la retira. Una pantalla seleccionada tiene el mismo campo para su imagen de fondo: pon una captura en cada pantalla, coloca HotSpots sobre sus botones y enlázalos, y las capturas se vuelven clicables.',
  'topic.editor.arrange.p2':
    '«Organizar», en las propiedades, contiene «Traer al frente», «Traer adelante», «Enviar atrás» y «Enviar al fondo», que deciden qué widget queda encima de cuál. Con dos o más widgets seleccionados aparece una barra de herramientas en la parte superior del lienzo: sus iconos los alinean a la izquierda, por el centro horizontal, a la derecha, arriba, por el centro vertical o abajo, con el rectángulo que los abarca a todos, y, con tres o más, los distribuyen horizontal o verticalmente (al pasar el puntero sobre un icono se ve su nombre). Su campo «Espaciado» los separa exactamente esa cantidad de píxeles, de izquierda a derecha o de arriba abajo, según cómo estén repartidos, y muestra la separación cuando todos comparten la misma. Cada una de estas acciones se deshace en un paso. Un grupo seleccionado entero muestra en las propiedades su nombre, que puedes cambiar allí, y sus miembros: haz clic en uno para seleccionarlo solo.',
  'topic.editor.menu.title': 'Menú, bloquear y ocultar',
  'topic.editor.menu.p1':
    'Haz clic derecho en un widget, una pantalla, un enlace o el lienzo vacío para ver un menú de acciones: cortar, copiar, pegar, duplicar, editar texto, traer al frente, enviar al fondo, bloquear o desbloquear, ocultar a los evaluadores o mostrárselo, convertir en pantalla de inicio, añadir pantalla, seleccionar todo, eliminar. Cada acción muestra su atajo. Mayús+F10 o la tecla de menú lo abre junto a la selección; las flechas se mueven por él, Intro ejecuta una acción, Escape lo cierra.',
  'topic.editor.menu.p2':
    'Un widget bloqueado (Ctrl+Mayús+L) se puede seguir seleccionando con un clic, pero arrastrar, las flechas y los tiradores no lo mueven, y un rectángulo de selección lo ignora. Un widget oculto (Ctrl+Mayús+H) nunca se muestra a los participantes, ni en miniaturas, mapas de calor o reproducciones; el editor lo muestra tenue para que puedas seleccionarlo y volver a mostrarlo. Ctrl+] / Ctrl+[ traen adelante / envían atrás; con Mayús, al frente / al fondo.',
  'topic.editor.saving.title': 'Deshacer y guardar',
  'topic.editor.saving.p1':
    'Cada cambio en el editor se guarda mientras trabajas; la barra indica si todo está guardado, cuántos cambios esperan o que no hay conexión. Los cambios hechos sin conexión se quedan en el navegador y se envían cuando vuelve la conexión, incluso después de cerrar la pestaña, siempre que vuelvas a abrir el prototipo en el mismo navegador.',
  'topic.editor.saving.p2':
    'Deshacer (Ctrl+Z) y Rehacer (Ctrl+Mayús+Z o Ctrl+Y) van paso a paso: un arrastre o un texto escrito es un paso. El historial se guarda en el servidor, así que deshacer sigue funcionando tras recargar la página.',
  'topic.editor.saving.p3':
    'Si el servidor rechaza un cambio —por ejemplo, porque un miembro del equipo acaba de eliminar lo que estabas cambiando—, la barra lo dice y el editor carga el prototipo tal como lo tiene el servidor. La cuadrícula y el zoom no son cambios: deshacer no los toca.',
  'topic.editor.saving.p4':
    'Las versiones, bajo la lista de widgets, guardan el prototipo tal como está con un nombre; la lista muestra cada una con una imagen pequeña de su pantalla de inicio. "Abrir" muestra una versión en el lienzo, solo lectura, con "Restaurar" y "Volver a la actual" encima. "Comparar" la pone junto al borrador actual (o, con "Comparar con", junto a otra versión), lado a lado o superpuestas: lo añadido, eliminado, movido o redimensionado, con estilo cambiado o renombrado aparece enmarcado en su color y en una lista, y un clic en una entrada la selecciona y la muestra. Una restauración es un solo paso de deshacer.',
  'topic.editor.keys.title': 'Teclado',
  'topic.editor.keys.p1':
    'Con el lienzo del editor enfocado: las flechas mueven la selección 1 px, con Mayús 10 px; Supr la elimina; Ctrl+C, Ctrl+X y Ctrl+V copian, cortan y pegan (también en otro prototipo, con los estilos); Ctrl+D duplica; Ctrl+A selecciona los widgets de la pantalla; Intro escribe el texto del widget seleccionado; Escape quita la selección.',
  'topic.editor.keys.p2':
    'Ctrl+] y Ctrl+[ traen la selección adelante o la envían atrás; con Mayús, al frente o al fondo. Ctrl+Mayús+L la bloquea o desbloquea, Ctrl+Mayús+H la oculta o la muestra. S empieza a dibujar una pantalla. Mayús+F10 o la tecla de menú abre el menú de acciones. En la lista «Pantallas», F2 renombra una pantalla y Alt+↑ / Alt+↓ la mueven.',
  'topic.editor.keys.p3':
    'Espacio+arrastrar te mueve por el lienzo; Ctrl+rueda o + y – hacen zoom; Mayús+1 muestra todas las pantallas, Mayús+2 hace zoom sobre la selección, Mayús+0 al 100 %; Alt al arrastrar desactiva el ajuste. Pulsa ? (o elige «Atajos de teclado» en la barra) para ver todos los atajos. En un Mac, Cmd sirve donde se nombra Ctrl.',
  'topic.editor.accessibility.title': 'Revisión de accesibilidad',
  'topic.editor.accessibility.p1':
    'Elige Accesibilidad en la barra del lienzo para revisar el prototipo antes de que lo vean los participantes. El panel junto al lienzo enumera lo que podría impedir leerlo o usarlo: texto con poco contraste, objetivos de menos de 24 × 24 px, campos sin etiqueta ni nombre, imágenes sin texto alternativo, texto de menos de 12 px, enlaces que solo se distinguen por el color y pantallas sin encabezado. Cada hallazgo indica su regla, el criterio de conformidad de WCAG 2.2 en que se basa y el widget.',
  'topic.editor.accessibility.p2':
    'Muestra todo el prototipo o solo la pantalla en la que trabajas. Un clic en un hallazgo selecciona su widget y lo lleva al centro del lienzo; una insignia roja marca cada widget con hallazgos. La lista sigue tus cambios a medida que los haces. Después, el navegador revisa cada pantalla tal como la ven los testers con axe-core, el motor de referencia, y añade lo que solo él encuentra, como un botón sin nombre.',
  'topic.editor.accessibility.p3':
    'Cuando la corrección es evidente, Corregir la aplica: el color más cercano que cumple, con el mismo tono, un objetivo ampliado al mínimo, un campo nombrado según la etiqueta que tiene encima. Cada corrección es un paso que Deshacer revierte. Antes de una prueba, el diálogo de compartir indica cuántos hallazgos graves quedan.',
  'topic.editor.figma.title': 'Importar de Figma',
  'topic.editor.figma.p1':
    'Importar de Figma… (bajo la paleta de widgets en el editor y en Nuevo prototipo) trae un diseño de Figma. Indique un token de acceso personal (creado en Figma en Ajustes → Seguridad) y el enlace del archivo o de su prototipo, y elija Cargar páginas. El token va de su navegador solo a Figma; Protolab no lo guarda.',
  'topic.editor.figma.p2':
    'El diálogo muestra las páginas del archivo con pequeñas imágenes de sus marcos. Elija una página e Importar: cada marco principal se convierte en una pantalla de su tamaño (un marco con desplazamiento tan largo como su contenido), los textos en etiquetas con su fuente, tamaño, grosor, interlineado, espaciado, alineación y color, los rectángulos y marcos en cajas con sus rellenos, degradados, bordes, esquinas y sombras, las imágenes se guardan con el prototipo, los componentes se convierten en plantillas y los enlaces de clic y arrastre del prototipo en enlaces con su transición.',
  'topic.editor.figma.p3':
    'En el editor las pantallas se añaden junto a las suyas en un solo paso que Deshacer revierte; en Nuevo prototipo forman un prototipo nuevo con el nombre del archivo. Después, el diálogo enumera lo que no se pudo importar tal como está en Figma, por ejemplo una capa oculta, un desenfoque o una interacción que no lleva a ninguna pantalla.',
  'topic.editor.figma.figure1':
    'La importación de Figma: un token de acceso personal, el enlace del archivo y sus páginas con sus marcos; se importa la página elegida.',
  'topic.editor.pages.title': 'Importar HTML y YAML',
  'topic.editor.pages.p1':
    'Importar HTML… (bajo la paleta de widgets en el editor) convierte una página web en una pantalla nueva de widgets editables. Elige un archivo HTML o pega el código. La página se compone al ancho de pantalla del prototipo en un marco oculto donde sus scripts no se ejecutan, y cada elemento se convierte en un widget en su lugar, con sus colores, fuentes, bordes, esquinas, sombras y márgenes interiores: campos, contraseñas, áreas de texto, desplegables, casillas, radios, interruptores y deslizadores según su tipo, botones, textos como etiquetas, imágenes, iconos SVG, tablas y contenedores con estilo como cajas.',
  'topic.editor.pages.p2':
    'La pantalla nueva se añade junto a las tuyas como un solo paso que Deshacer revierte. Después, el diálogo indica cuántos widgets tiene la pantalla y enumera los elementos sin widget propio (un vídeo, un canvas): se conservan como caja o etiqueta, nunca se pierden.',
  'topic.editor.pages.p3':
    'Importar YAML… lee la descripción YAML propia de Protolab: pantallas, widgets por su nombre de tipo con props y estilo sobre los de la paleta, y filas y columnas que colocan los widgets uno tras otro. Un error se muestra con su línea y no se importa nada hasta corregirlo. Exportar pantalla como YAML muestra la pantalla seleccionada en el mismo formato, para copiarla o descargarla; al importarla se obtiene la misma pantalla.',
  'topic.links.title': 'Enlaces',
  'topic.links.p1':
    'Los enlaces hacen clicable un prototipo: una flecha desde un widget o una pantalla hasta otra pantalla dice adónde lleva una acción.',
  'topic.links.p2':
    'Cada enlace tiene un evento (un clic, un deslizamiento, un temporizador…), un destino —una pantalla o un LogicOr— y una transición. Los dibujas en el modo prototipo del editor o los eliges en las propiedades; el reproductor los sigue mientras los participantes juegan, y el análisis los usa para distinguir un clic que llevó a algún sitio de un clic errado.',
  'topic.links.widgets.title': 'Enlazar widgets',
  'topic.links.widgets.p1':
    'Elige «Prototipo» en la barra del editor y arrastra desde un widget o una pantalla hasta la pantalla a la que debe llevar. O, en cualquiera de los dos modos, selecciona el widget o la pantalla y elige una pantalla en «Enlazar con pantalla…», al final de sus propiedades.',
  'topic.links.widgets.p2':
    'Cada enlace tiene un evento, elegido en «Cuándo»: para un widget Clic, Doble clic, Pulsación larga, Pasar por encima, Cambio de valor, Deslizar a la izquierda, a la derecha, hacia arriba o hacia abajo; para una pantalla Temporizador (con «Después de (segundos)»), Pantalla cargada, Clic o los cuatro deslizamientos. «Ir a» cambia el destino. «Transición» elige cómo aparece la pantalla siguiente: Ninguna, o fadeIn, fadeOut, slideLeft, slideRight, slideUp, slideDown, growRight, growLeft, growUp, growDown, zoomIn. «Eliminar enlace» lo quita.',
  'topic.links.widgets.p3':
    'Un widget puede tener varios enlaces, por ejemplo uno para el clic y otro para un deslizamiento. «Cambio de valor» se dispara cuando un participante cambia el valor de un widget de formulario. En el modo prototipo, un clic en la flecha de un enlace selecciona solo ese enlace, para cambiarlo o quitarlo con Supr.',
  'topic.links.widgets.p4':
    'Para llevar un enlace alrededor de las pantallas, dóblalo: en el modo prototipo selecciona el enlace y arrastra el pequeño «+» del centro de uno de sus tramos hasta donde debe pasar; allí queda un punto de curva y el enlace tiene ahora dos tramos, cada uno con su «+». Arrastra un punto de curva para moverlo, haz doble clic en él para quitarlo o elige «Enderezar» en las propiedades del enlace para quitarlos todos. Cada arrastre es un paso de deshacer. Los puntos de curva solo cambian cómo dibuja el lienzo el enlace; los participantes no los ven.',
  'topic.links.widgets.figure1':
    'Dibujar un enlace en el modo prototipo: arrastra desde el widget y suelta sobre la pantalla de destino.',
  'topic.links.logic.title': 'Ramificar con LogicOr',
  'topic.links.logic.p1':
    'Un LogicOr permite que una misma acción lleve a pantallas distintas. Añade «Bifurcación (test A/B)» desde la sección Lógica de la lista de widgets: queda en el lienzo entre las pantallas, dibujado como un rombo marcado «OR» que solo muestra el editor. En el modo prototipo, arrastra desde un widget hasta el LogicOr y luego desde el LogicOr hasta cada pantalla a la que puede llevar.',
  'topic.links.logic.p2':
    'Selecciona el LogicOr para dar una condición a cada salida. En «Solo si», elige un widget: su valor es igual a, es distinto de, contiene, es mayor que, es menor que, es al menos o es como mucho un valor, o es válido o no válido. La salida sin condición se toma cuando no se cumple ninguna condición. «Elegir una salida al azar (prueba A/B)» manda a cada participante por un camino elegido al azar.',
  'topic.links.start.title': 'La pantalla de inicio',
  'topic.links.start.p1':
    'Una prueba empieza en la pantalla marcada como pantalla de inicio; sin marca, en la pantalla de arriba a la izquierda. La primera pantalla de un prototipo nuevo es su pantalla de inicio.',
  'topic.links.start.p2':
    'Para elegir otra, haz clic en la estrella de su fila en la lista «Pantallas» del editor, elige «Convertir en pantalla de inicio» en las propiedades de la pantalla seleccionada, o haz clic derecho en la pantalla y elige «Convertir en pantalla de inicio». Solo hay una: la anterior pierde su marca. La pestaña «Diseño» la marca con «Inicio», y la grabadora de tareas también empieza ahí.',
  'topic.links.try.title': 'Probar tu prototipo',
  'topic.links.try.p1':
    '«Iniciar prueba», en la vista general o en el diálogo para compartir, abre la prueba en una pestaña nueva en la pantalla de inicio: el prototipo tal como lo juegan los participantes, sin pedir la contraseña de la prueba. Recórrelo y comprueba cada enlace. El editor no tiene un modo de reproducción propio. Esta ejecución es una vista previa: no se registra nada, así que nunca aparece en los resultados.',
  'topic.links.try.p2':
    'Lo que hagas allí se graba como la sesión de cualquier participante. Para dejarla fuera de las cifras, desmarca su casilla «Válida» en la pestaña «Resultados». O añade &log=false al final del enlace de prueba: el reproductor funciona entonces sin grabar, y su página de bienvenida avisa de que no se graba nada.',
  'topic.links.try.p3':
    'Un enlace que parece muerto suele tener otro evento del que esperas (un Temporizador en una pantalla, Pasar por encima en un widget), sale de un widget oculto a los participantes o está debajo de otro widget que se queda con el clic. Selecciona el widget y mira «Enlaces» en sus propiedades.',
  'topic.testing.title': 'Pruebas con usuarios',
  'topic.testing.p1':
    'Comparte un enlace de prueba con tus participantes. Lo abren en cualquier navegador —en un ordenador, una tableta o un móvil—, leen tu texto de bienvenida y las tareas, juegan con el prototipo y terminan la prueba; sus clics, entradas y movimientos del ratón se graban. Los participantes no necesitan cuenta.',
  'topic.testing.p2':
    'Prepara la prueba en la pestaña «Prueba»: un texto de bienvenida, las tareas con sus flujos grabados y algunas opciones. Después elige «Compartir» en la vista general para obtener los enlaces y el código QR.',
  'topic.testing.settings.title': 'Configuración de la prueba',
  'topic.testing.settings.p1':
    'La pestaña «Prueba» empieza con «Configuración de la prueba». El «Texto de bienvenida para los participantes» aparece en la primera página de la prueba; sin él, leen un breve texto estándar. «Mostrar las tareas durante la prueba» añade a la barra del reproductor un botón «Tareas» que abre la lista de tareas. «Mostrar un mensaje cuando todas las tareas estén hechas» muestra un breve mensaje cada vez que un participante completa una tarea y, tras la última, le ofrece terminar la prueba.',
  'topic.testing.settings.p2':
    '«Grabar solo la primera prueba de cada participante»: si el mismo navegador vuelve a abrir el enlace, la prueba se juega sin grabar. «Idioma de la prueba» fija el idioma de los textos propios del reproductor —la página de bienvenida, los botones, la lista de tareas—; «El idioma del navegador de cada participante» lo deja en manos del navegador. Los textos de tu prototipo nunca se traducen.',
  'topic.testing.settings.p3':
    'En «Imagen de bienvenida», «Subir imagen» añade una imagen a la página de bienvenida (JPG, PNG o GIF, 5 MB como máximo). Nada de esta pestaña se conserva hasta que eliges «Guardar» al final; «Configuración de la prueba guardada» lo confirma.',
  'topic.testing.tasks.title': 'Las tareas y sus flujos',
  'topic.testing.tasks.p1':
    'En «Tareas», escribe un nombre en «Nueva tarea» y elige «Añadir tarea». Cada tarea tiene «Nombre», «Descripción para los participantes» y «Orden estricto»; «Subir», «Bajar» y «Eliminar» ordenan y quitan tareas. Los participantes ven los nombres y las descripciones en la página de bienvenida.',
  'topic.testing.tasks.p2':
    'Para medir una tarea, graba su flujo: elige «Grabar flujo» (más adelante «Grabar de nuevo») y luego «Empezar». El prototipo se reproduce en el diálogo; haz la tarea como la haría un participante. Cada pantalla que se abre y cada clic o entrada se convierte en un paso. «Pausa» detiene la grabación para que puedas moverte, «Grabar» continúa, «Terminar» la acaba y «Usar como flujo» conserva los pasos. O construye el flujo a mano: elige «Añadir paso», una «Pantalla», si quieres un «Widget» en ella, y el «Evento», y luego «Añadir al flujo». Los botones junto a cada paso lo suben, lo bajan o lo eliminan.',
  'topic.testing.tasks.p3':
    'Una sesión logra una tarea cuando pasa por los pasos del flujo en su orden; lo que el participante haga entre medias no importa, salvo con «Orden estricto»: entonces los pasos tienen que sucederse sin nada en medio. Los detalles de una tarea —tiempos, abandono, pasos— necesitan un flujo de dos o más pasos. Marca pasos como «Importante» (tras «Terminar» o en el flujo de la pestaña): los gráficos de abandono y de tiempos de los resultados muestran entonces solo esos pasos, cada uno nombrado por su pantalla, su widget y su evento.',
  'topic.testing.tasks.p4':
    'Las tareas y los flujos forman parte de la configuración de la prueba: elige «Guardar» al final de la pestaña para conservarlos.',
  'topic.testing.tasks.figure1':
    'La grabadora de tareas tras «Terminar»: los pasos grabados de «Buy the running shoes», con el clic en «Checkout» marcado como importante.',
  'topic.testing.invites.title': 'Invitaciones',
  'topic.testing.invites.p1':
    'Elige «Compartir» en la vista general del prototipo. El diálogo contiene el «Enlace de prueba» con «Copiar» e «Iniciar prueba», y el código QR del mismo enlace; el «Enlace para comentar» para revisores; el «Código para insertar», un iframe que muestra la prueba dentro de otra página web al tamaño de pantalla del prototipo; y la «Contraseña de la prueba».',
  'topic.testing.invites.p2':
    'Envía el enlace de prueba por correo o chat. Los participantes no necesitan cuenta, y no se guarda nada personal aparte de lo que escriben en el prototipo. Cualquiera que tenga el enlace puede hacer la prueba. Para limitarlo, escribe una «Contraseña de la prueba» de al menos 6 caracteres y elige «Poner contraseña»: los participantes, y cualquiera con el enlace para comentar, tendrán que escribirla primero. «Quitar la contraseña» vuelve a abrir los enlaces. La pestaña «Prueba» tiene el mismo campo, en «Contraseña del enlace de la prueba». «Iniciar prueba» no pide contraseña: es tu propia vista previa.',
  'topic.testing.invites.p3':
    'Solo los miembros del equipo que pueden editar ven el diálogo para compartir. Para anular enlaces antiguos, elige «Revocar enlaces» en «Enlaces de invitación», en la pestaña «Equipo»: se crean enlaces de prueba y de comentarios nuevos y los antiguos dejan de funcionar al instante, así que comparte los nuevos.',
  'topic.testing.invites.figure1':
    'El diálogo para compartir: el enlace de prueba con su código QR, el enlace para comentar, el código para insertar y la contraseña de la prueba.',
  'topic.testing.qr.title': 'Códigos QR',
  'topic.testing.qr.p1':
    'El diálogo para compartir muestra el código QR del enlace de prueba. Los participantes apuntan la cámara del móvil hacia él y la prueba se abre en el navegador del móvil; es práctico en un laboratorio o en una reunión. Muestra el diálogo en tu pantalla o imprímelo.',
  'topic.testing.qr.p2':
    'Quien abre el enlace de prueba en un ordenador encuentra además «Continuar en tu móvil» en la página de bienvenida. Muestra un código QR de la misma prueba bajo «Abre la prueba en tu móvil»; «Continuar en este ordenador» vuelve atrás. Las sesiones iniciadas desde un código QR quedan marcadas así en los datos del dispositivo grabados.',
  'topic.testing.qr.p3':
    'Un código QR contiene la dirección con la que se creó. Uno que apunta a localhost no se puede abrir en un móvil: ver «Pruebas en el móvil».',
  'topic.testing.phones.title': 'Pruebas en el móvil',
  'topic.testing.phones.p1':
    'Un móvil solo puede abrir una dirección a la que llega. «localhost» en un móvil es el propio móvil, así que un enlace a localhost solo funciona en el ordenador donde se ejecuta Protolab. Por eso el enlace de prueba, el enlace para comentar, el código para insertar y el código QR se construyen con la dirección pública del servidor.',
  'topic.testing.phones.p2':
    'Esa dirección es el ajuste PUBLIC_URL del servidor cuando está definido: la dirección de un servidor en internet o en la red de tu empresa. Sin él, los enlaces usan la dirección con la que abriste Protolab; si es localhost, usan la dirección del ordenador en la red local (por ejemplo http://192.168.1.20:3000), que los móviles conectados a la misma wifi pueden abrir. Si no se conoce ninguna, el diálogo para compartir avisa de que la dirección solo se abre en este ordenador.',
  'topic.testing.phones.p3':
    'Si un móvil no puede abrir el enlace, comprueba que esté en la misma red que el ordenador y que ningún cortafuegos bloquee el puerto, o pide a quien administra el servidor que defina PUBLIC_URL. Al arrancar, el servidor muestra la dirección por la que lo alcanzan los participantes y los móviles.',
  'topic.testing.player.title': 'Lo que ven los participantes',
  'topic.testing.player.p1':
    'El enlace de prueba abre el reproductor. Empieza con una página de bienvenida: tu imagen de bienvenida, «Bienvenido», tu texto de bienvenida, la lista de tareas, un aviso de que no se guarda ninguna información personal aparte de lo que introduzcan, y «Empezar la prueba». Una prueba protegida pide antes la contraseña.',
  'topic.testing.player.p2':
    'Durante la prueba hay una barra fina encima del prototipo. A la izquierda indica si las interacciones están guardadas: «Todo guardado», cuántas esperan a subirse o «Sin conexión». A la derecha están «Tareas» (cuando las tareas se muestran durante la prueba), «Guardar para usar sin conexión» y «Terminar la prueba»; en un móvil se leen «Guardar» y «Terminar». El prototipo se ajusta a la ventana; las pantallas más altas se desplazan.',
  'topic.testing.player.p3':
    '«Terminar la prueba» cierra la sesión y muestra «¡Gracias!». Si quedan interacciones por subir, la página pide al participante que la vuelva a abrir cuando tenga conexión. Quien cierra la pestaña a medias y vuelve a abrir el enlace sigue donde lo dejó.',
  'topic.testing.player.figure1':
    'El reproductor en un móvil (390 × 844 píxeles): la barra con «Todo guardado», «Tareas», «Guardar» y «Terminar» encima del prototipo.',
  'topic.testing.offline.title': 'Estudios de campo sin conexión',
  'topic.testing.offline.p1':
    'Abre la prueba una vez con conexión, en el dispositivo que usarán los participantes, y elige «Guardar para usar sin conexión» en la barra del reproductor: guarda el prototipo con sus imágenes, iconos y widgets y muestra «Listo para usar sin conexión». A partir de ahí el prototipo funciona sin red, también si el navegador se cerró entretanto.',
  'topic.testing.offline.p2':
    'Cada interacción se escribe primero en el almacenamiento del dispositivo y se envía al servidor por lotes cuando hay conexión. Sin conexión, la barra dice «Sin conexión»; al volver la conexión cuenta lo que espera a subirse. No se pierde nada al cerrar la pestaña: las interacciones pendientes se envían la próxima vez que el reproductor esté abierto con conexión, y en navegadores con sincronización en segundo plano (como Chrome en Android) incluso sin abrirlo.',
  'topic.testing.offline.p3':
    'Antes de dejar el terreno, abre el reproductor una vez con conexión y espera a que la barra diga «Todo guardado». Si el dispositivo se queda sin espacio, el reproductor lo dice: libera espacio o la prueba no se podrá guardar.',
  'topic.testing.offline.p4':
    'Jugar sin conexión necesita una dirección segura. Los navegadores solo dejan que el reproductor funcione sin conexión cuando el enlace de la prueba empieza por https (o en el propio ordenador que ejecuta Protolab, en localhost). En una dirección http simple, como la dirección de red local del ordenador http://192.168.1.20:3000 que el diálogo de compartir usa por defecto, "Guardar para usar sin conexión" dice "No disponible sin conexión" y por qué, el diálogo de compartir lo advierte, y las interacciones se siguen guardando en el dispositivo y se suben al volver la conexión. Para un estudio de campo, ejecuta el servidor en una dirección https: detrás de un proxy inverso con un certificado real en un servidor público, o con un certificado en el que confíen tus dispositivos (HTTPS_CERT y HTTPS_KEY; consulta "Testing in the field" en el README).',
  'topic.testing.comments.title': 'Comentarios y revisiones',
  'topic.testing.comments.p1':
    'La pestaña «Comentarios» es donde tu equipo habla del prototipo. Escribe en «Nuevo comentario» y elige «Comentar». «Responder» contesta a un comentario, «Editar» cambia uno tuyo, «Eliminar» quita uno tuyo con sus respuestas; el propietario puede eliminar cualquier comentario.',
  'topic.testing.comments.p2':
    'Para recibir opiniones de fuera del equipo, envía el «Enlace para comentar» del diálogo para compartir. Abre la página «Comentarios sobre el prototipo», donde se escribe sin cuenta; esos comentarios aparecen en la pestaña como «Revisor», y cada cual puede cambiar los suyos más tarde en el mismo navegador. La página solo contiene los comentarios: envía también el enlace de prueba si deben probar el prototipo. La contraseña de la prueba vale también para el enlace para comentar.',
  'topic.analytics.title': 'Análisis',
  'topic.analytics.p1':
    'Los resultados muestran cómo usaron tu prototipo los participantes. Hay tres sitios: la pestaña «Resultados» (cifras, tareas, respuestas de la encuesta y descargas), la pestaña «Mapas de calor» y el «Lienzo analítico»: el propio lienzo del prototipo, con cada pantalla donde la colocaste y el mapa de calor elegido encima, cada enlace tan ancho como las sesiones que lo siguieron (con el número escrito), los recorridos entre pantallas como flechas naranjas y, bajo cada pantalla, cuántas sesiones la vieron y cuántas terminaron allí. Al lado eliges el mapa de calor, qué mostrar, una tarea (sus recorridos empiezan entonces en el primer paso y terminan en el éxito, y «abandonaron aquí» cuenta los intentos que se detuvieron en una pantalla) y las sesiones: marca una o más en la lista para ver solo las suyas. Arrastra para desplazarte y usa Ctrl + rueda para el zoom; «Resultados» cambia a las cifras.',
  'topic.analytics.p2':
    'Solo cuentan las sesiones válidas: desmarca la casilla «Válida» de una sesión para dejarla fuera de todas las cifras, mapas de calor y descargas. El servidor calcula las cifras junto a los datos grabados y las guarda hasta que llegan sesiones nuevas, así que incluso un estudio de un millón de eventos se abre enseguida; mientras se calculan cifras más nuevas ves las últimas con «Calculando las cifras…».',
  'topic.analytics.results.title': 'El panel de resultados',
  'topic.analytics.results.p1':
    'La pestaña «Resultados» empieza con el «Panel»: el número de sesiones (y de las válidas), los eventos que grabaron y la tasa de clics errados, la parte de los clics que no dieron en nada enlazado.',
  'topic.analytics.results.p2':
    'La tabla «Pantallas» lista cada pantalla con sus vistas, las sesiones que la vieron, el tiempo de permanencia por sesión y las interacciones en ella. La tabla «Sesiones» lista cada sesión con su inicio, duración, tamaño del dispositivo, las tareas que completó, su casilla «Válida» y lo que tiene de inusual: un recorrido poco común, un orden de interacciones poco común, un tiempo inusualmente largo o corto, muchas o pocas interacciones.',
  'topic.analytics.results.p3':
    '«Reproducir», delante de una sesión, abre su reproducción. Cuando las sesiones tienen etiquetas, una fila de etiquetas encima del panel filtra todas las cifras, gráficos y descargas a las sesiones con alguna de las etiquetas elegidas, o con todas ellas, con «Solo sesiones con todas las etiquetas elegidas».',
  'topic.analytics.results.p4':
    'Una sesión se marca como inusual solo cuando destaca con claridad. Su recorrido por las pantallas se compara con el de todas las demás: cada paso de una pantalla a la siguiente se puntúa según lo poco que lo dieron las otras sesiones, y un recorrido mucho más raro que la mayoría es un «Recorrido poco común». Cuando las pantallas son las de todos, se hace lo mismo con las interacciones (pantalla, elemento y evento, en orden): una sesión que pulsa los mismos elementos en un orden raro, o los usa de otra forma, tiene un «Orden de interacciones poco común», y la tabla nombra las interacciones que destacaron, en el orden en que la sesión las hizo. Su duración y sus interacciones se comparan con la mitad central de todas las sesiones (vallas de Tukey, en escala logarítmica) y además deben diferir de la sesión típica por un margen real —al menos 3 interacciones o 3 segundos, y la mitad del valor típico—, así que un clic de más nunca se marca. Con menos de 8 sesiones no se marca nada. La tabla muestra el valor junto a lo que hizo la mayoría de las sesiones.',
  'topic.analytics.heatmaps.title': 'Mapas de calor',
  'topic.analytics.heatmaps.p1':
    'La pestaña «Mapas de calor» muestra cada pantalla con un mapa de calor encima: azul donde pasó poco, rojo donde pasó mucho, como indica la leyenda de «Pocos» a «Muchos». Cada pantalla dice cuántos datos contiene su mapa.',
  'topic.analytics.heatmaps.p2':
    'Hay cinco modos: «Clics», todos los clics; «Movimiento del ratón», dónde se detuvo el ratón; «Profundidad de desplazamiento», hasta dónde bajaron los participantes en una pantalla alta; «Primeros clics», solo el primer clic de cada visita a una pantalla, que muestra dónde buscan el camino; y «Clics errados», los clics que no dieron en nada enlazado.',
  'topic.analytics.heatmaps.p3':
    'Debajo de cada pantalla se nombran los elementos enlazados que ningún participante usó en sus tres primeras interacciones en esa pantalla, y se recuadran en el mapa: candidatos a una etiqueta más clara o a un sitio mejor. «Todos los elementos enlazados se usaron pronto.» significa que no se encontró ninguno. Los mapas de calor usan solo sesiones válidas.',
  'topic.analytics.heatmaps.figure1':
    'Mapas de calor en el modo «Clics»: los modos, la leyenda y la pantalla del producto, con los clics concentrados en «Add to cart».',
  'topic.analytics.tasks.title': 'Tareas',
  'topic.analytics.tasks.p1':
    'En «Rendimiento de las tareas», dentro de la pestaña «Resultados», elige una tarea. Una sesión empieza una tarea cuando llega al primer paso de su flujo, y la logra cuando pasa por todos sus pasos en orden (ver «Las tareas y sus flujos»). La tasa de éxito es la parte de esas sesiones que lo lograron, dibujada con su intervalo de confianza del 95 %.',
  'topic.analytics.tasks.p2':
    'Los éxitos directos pasaron por los pasos sin desvíos entre ellos; los indirectos llegaron al final de todos modos. «Tiempo en la tarea» es la media geométrica del tiempo entre el primer y el último paso de las sesiones con éxito, también con su intervalo. En la reproducción de una sesión puedes corregir a mano el resultado de una tarea.',
  'topic.analytics.tasks.p3':
    'Debajo vienen los gráficos de la tarea: «Duración e interacciones por sesión» (un punto por sesión, coloreado según el éxito), «Tiempo en la tarea» como diagrama de caja, «Abandono», «Tiempo por paso» e «Interacciones por paso». «Ver tabla» muestra los números de un gráfico. Estos detalles necesitan un flujo de dos o más pasos; la descarga del resumen de tareas contiene las mismas cifras.',
  'topic.analytics.tasks.figure1':
    'Rendimiento de «Buy the running shoes»: la tasa de éxito con su intervalo, los éxitos directos e indirectos y el tiempo en la tarea.',
  'topic.analytics.dropoff.title': 'Abandono',
  'topic.analytics.dropoff.p1':
    'El gráfico «Abandono» de una tarea muestra, para cada paso de su flujo, cuántas sesiones llegaron a él. Donde caen las barras, los participantes se rindieron o se fueron a otro sitio: mira la pantalla de ese paso en los mapas de calor, o la reproducción de una sesión que se detuvo ahí.',
  'topic.analytics.dropoff.p2':
    '«Ver tabla» lista por paso las sesiones que llegaron a él («Alcanzado») y las que llegaron pero no pasaron al siguiente («Abandonaron»). Solo cuentan las sesiones que empezaron la tarea. Elige antes una tarea en «Rendimiento de las tareas»; el gráfico necesita un flujo de dos o más pasos.',
  'topic.analytics.dropoff.figure1':
    'El abandono de una tarea de cuatro pasos: de las sesiones que la empezaron, cada vez menos llegaron al paso siguiente.',
  'topic.analytics.confidence.title': 'Intervalos de confianza',
  'topic.analytics.confidence.p1':
    'Con pocos participantes, una tasa de éxito es incierta. El intervalo del 95 % (Wald ajustado) muestra cuánto puede alejarse la tasa real de la medida.',
  'topic.analytics.confidence.p2':
    'Léelo como el rango en el que lo más probable es que esté la tasa de todos tus futuros participantes. Con 4 éxitos de 5 va de un 36 % a un 98 % aproximadamente; con 40 de 50, de un 67 % a un 89 %. Dos diseños cuyos intervalos se solapan mucho no han demostrado ser distintos: prueba con más personas.',
  'topic.analytics.confidence.p3':
    'El tiempo en la tarea tiene su propio intervalo, calculado sobre los logaritmos de los tiempos, porque si no unos pocos participantes lentos subirían mucho la media.',
  'topic.analytics.replay.title': 'Reproducción de una sesión',
  'topic.analytics.replay.p1':
    'En la tabla «Sesiones», «Reproducir» abre una sesión tal como ocurrió: la pantalla que vio el participante, con lo que escribió, marcó y eligió, sus clics y el rastro de su ratón. «Reproducir» y «Pausa» la controlan, «Velocidad» la reproduce a 1×, 2× o 4×, y el deslizador salta a cualquier momento. La lista «Eventos» nombra cada evento grabado; un clic en uno salta hasta él.',
  'topic.analytics.replay.p2':
    'Al lado, «Contar esta sesión en las cifras» es la misma casilla que «Válida» en los resultados. En «Resultados de las tareas» puedes corregir el veredicto automático de cada tarea: «Según la grabación», «Lograda» o «Fallida». En «Etiquetas», «Añadir etiqueta» da a la sesión una etiqueta, como «perdido en el pago», por la que luego se pueden filtrar los resultados.',
  'topic.analytics.replay.p3':
    '«Volver a los resultados» regresa a la pestaña «Resultados». Los miembros del equipo que solo pueden ver pueden mirar las reproducciones, pero cambiar veredictos y etiquetas requiere poder editar.',
  'topic.analytics.csv.title': 'Respuestas de la encuesta y descargas',
  'topic.analytics.csv.p1':
    'En «Respuestas de la encuesta», los resultados muestran para cada participante lo que dejó en los widgets de formulario del prototipo: campos de texto, casillas, listas desplegables, deslizadores y similares. Así, un prototipo con un formulario sirve también como pequeña encuesta.',
  'topic.analytics.csv.p2':
    'En «Descargas» hay tres archivos CSV: «Respuestas de la encuesta (CSV)», «Resumen de tareas (CSV)» con las cifras de cada tarea y «Eventos sin procesar (CSV)» con cada evento grabado. Contienen solo sesiones válidas y siguen el filtro de etiquetas. Los archivos están en UTF-8 y se abren en hojas de cálculo; los valores que parecen fórmulas se escapan, así que nunca se ejecutan.',
  'topic.transfer.title': 'Importar y exportar',
  'topic.transfer.p1':
    'Lleva prototipos entre cuentas, servidores y herramientas: exporta uno como ZIP, importa un ZIP o un archivo JSON, o crea un prototipo a partir de una serie de capturas de pantalla.',
  'topic.transfer.p2':
    'Cualquiera con cuenta puede importar, y cualquier miembro del equipo puede exportar. Puedes probar la importación aquí mismo con «Importar un prototipo», más abajo.',
  'topic.transfer.import.title': 'Importar',
  'topic.transfer.import.p1':
    'Elige «Importar» en «Mis prototipos», o «Importar un prototipo» en estas páginas de ayuda, y elige un «Archivo ZIP o JSON»: un ZIP exportado desde Protolab (hasta 50 MB) o el archivo JSON de un prototipo (hasta 5 MB), también uno de Quant-UX. Antes de confirmar, el diálogo dice lo que no se puede traer: imágenes que el archivo no contiene y tipos de widget que este producto no dibuja.',
  'topic.transfer.import.p2':
    'O elige archivos en «O imágenes: una pantalla por imagen»: cada JPG, PNG o GIF (5 MB como máximo cada uno) se convierte en una pantalla con la imagen de fondo, nombrada y ordenada según los nombres de archivo. Coloca HotSpots sobre los botones de las imágenes y enlázalos, y una serie de capturas se vuelve clicable.',
  'topic.transfer.import.p3':
    '«Importar» siempre crea un prototipo nuevo; nunca sobrescribe uno existente. Las imágenes deben ser JPG, PNG o GIF de 5 MB como máximo. Sin cuenta no se puede importar.',
  'topic.transfer.import.p4':
    'También puede venir un estudio completo: elige el archivo JSON del prototipo junto con sus eventos grabados, trazas del ratón, ajustes de la prueba, anotaciones y comentarios (varios archivos JSON a la vez, o un ZIP). Cada archivo se reconoce por lo que contiene, no por su nombre. Antes de confirmar, el diálogo cuenta las sesiones, eventos, trazas del ratón, tareas, anotaciones y comentarios que traerá, y enumera lo que no puede traer y por qué; después, los resultados, los mapas de calor y las reproducciones muestran el estudio tal como se grabó. Las grabaciones sin su prototipo reciben uno provisional con una pantalla en blanco por cada pantalla grabada.',
  'topic.transfer.export.title': 'Exportar',
  'topic.transfer.export.p1':
    'En la pestaña «Ajustes» de un prototipo, «Exportar como ZIP» descarga un ZIP con su nombre: app.json con las pantallas, los widgets y los enlaces, y una carpeta images con cada imagen subida. Al importar ese ZIP se obtiene otra vez el mismo prototipo, también en otro servidor.',
  'topic.transfer.export.p2':
    'El ZIP contiene solo el diseño: la configuración de la prueba, las tareas, las sesiones grabadas, los comentarios y el equipo se quedan fuera; para los datos de la prueba usa las descargas CSV de la pestaña «Resultados». Las imágenes que no se pudieron cargar se cuentan en un mensaje y faltan en el ZIP.',
  'topic.transfer.api.title': 'Importar una descripción de API',
  'topic.transfer.api.p1':
    'Los equipos que trabajan con una API pueden recorrer sus formularios y listas en minutos. En el editor, «Importar descripción de API…» (bajo la paleta de widgets) toma la URL de una descripción OpenAPI 3 o Swagger 2 en JSON o YAML, o un archivo. En «Nuevo prototipo», el mismo botón crea con ella un prototipo nuevo del tamaño de dispositivo elegido.',
  'topic.transfer.api.p2':
    'Tras «Cargar», el diálogo enumera los recursos de la descripción (rutas como /bookings y /bookings/{id} son un recurso) con sus operaciones. Desmarca lo que no deba convertirse en pantallas y pulsa «Importar»: una pantalla de inicio con los recursos y, para cada uno, una lista (una tabla de sus campos principales), una pantalla de detalle y un formulario, enlazados lista → detalle → edición → lista. En el editor la importación se deshace en un solo paso.',
  'topic.transfer.api.p3':
    'Cada campo del formulario recibe la entrada que pide su tipo: un campo de texto (con comprobación de correo o de dirección web cuando el formato lo indica), un campo de contraseña, un área de texto para textos largos, un interruptor para sí o no, botones de opción para hasta cuatro opciones y una lista desplegable para más, un selector giratorio para un rango pequeño de números, un selector de fecha y casillas para una lista de opciones. Los campos obligatorios, longitudes, rangos y patrones se convierten en reglas de validación con mensaje, así que «Guardar» rechaza datos erróneos en el reproductor; las entradas están ligadas a variables, así que la pantalla de detalle muestra lo introducido. El servidor carga la URL; se rechazan las direcciones de redes privadas.',
  'topic.transfer.api.figure1':
    'La importación de una descripción de API: una descripción de reservas leída de un archivo, con sus recursos y operaciones listos para elegir.',
  'topic.team.title': 'Equipo',
  'topic.team.p1': 'Trabajad juntos en un prototipo: invita a miembros del equipo por correo en la pestaña «Equipo».',
  'topic.team.p2':
    'Todos los miembros del equipo encuentran el prototipo en «Mis prototipos». Lo que puede hacer cada uno depende de su rol: «Propietario», «Puede editar» o «Puede ver».',
  'topic.team.members.title': 'Añadir miembros',
  'topic.team.members.p1':
    'Solo el propietario añade miembros. En la pestaña «Equipo», en «Añadir un miembro al equipo», escribe el correo de alguien registrado, elige un «Rol» y elige «Añadir». «Personas con las que trabajas:» sugiere personas de tus otros equipos; un clic en una rellena el correo.',
  'topic.team.members.p2':
    'Alguien sin cuenta todavía no se puede añadir («Nadie se ha registrado todavía con este correo.»): pídele que se registre primero. La lista del equipo muestra a todos con su rol; el propietario cambia un rol en su lista y saca a alguien con «Quitar». Cualquier miembro salvo el propietario puede irse con «Salir».',
  'topic.team.members.p3':
    'La pestaña «Equipo» contiene también «Enlaces de invitación»: «Revocar enlaces» crea enlaces de prueba y de comentarios nuevos y anula los antiguos (ver «Invitaciones»).',
  'topic.team.roles.title': 'Roles',
  'topic.team.roles.p1':
    'Propietario: puede hacerlo todo —diseñar, probar, compartir, añadir y quitar miembros, cambiar roles— y es el único que puede borrar el prototipo. Cada prototipo tiene un propietario: quien lo creó, lo importó o lo copió.',
  'topic.team.roles.p2':
    'Puede editar: diseña en el editor, cambia la prueba y sus tareas, comparte los enlaces y pone la contraseña de la prueba, marca sesiones y revoca los enlaces. Puede ver: ve el lienzo en solo lectura, los resultados, los mapas de calor y las reproducciones, y escribe comentarios, pero no cambia nada ni ve los enlaces para compartir.',
  'topic.account.title': 'Cuenta y privacidad',
  'topic.account.p1':
    'Tu nombre, tu foto y tu contraseña están en la página «Mi cuenta»: haz clic en tu nombre arriba a la derecha.',
  'topic.account.p2':
    'El idioma de Protolab se elige en la lista de arriba y se conserva en este navegador. Un enlace con ln=en, es, de, pt, pt-br o cn en su dirección abre una página en ese idioma.',
  'topic.account.profile.title': 'Tu perfil',
  'topic.account.profile.p1':
    'En «Perfil», escribe tu «Nombre» y tus «Apellidos» y elige «Guardar». Tu correo se muestra, pero aquí no se puede cambiar; la página indica también tu plan.',
  'topic.account.profile.p2':
    'En «Foto de perfil», «Subir una foto» acepta un JPG, PNG o GIF de 5 MB como máximo; «Quitar la foto» la retira. Tu nombre y tu foto aparecen en la parte superior de las páginas y ayudan a tu equipo a ver quién escribió qué.',
  'topic.account.password.title': 'Inicio de sesión y contraseña',
  'topic.account.password.p1':
    'Para cambiar tu contraseña, escribe en «Mi cuenta», bajo «Contraseña», la «Contraseña actual» y una «Contraseña nueva» de al menos 6 caracteres, y elige «Cambiar la contraseña».',
  'topic.account.password.p2':
    '¿La has olvidado? Elige «¿Has olvidado tu contraseña?» bajo el formulario de inicio de sesión, escribe el correo de tu cuenta y elige «Enviar el enlace». Te llega un correo con un enlace para poner una contraseña nueva; el enlace vale una hora. Tras demasiados intentos fallidos, espera unos minutos antes de volver a probar.',
  'topic.account.password.p3':
    'Una sesión dura hasta 7 días en el navegador; «Cerrar sesión», arriba, la termina. Donde tu organización lo haya configurado, «Iniciar sesión con la cuenta de tu organización» entra a través de su propio servicio de inicio de sesión.',
  'topic.account.privacy.title': 'Privacidad',
  'topic.account.privacy.p1':
    'A los participantes no se les piden datos personales. El reproductor graba sus clics, entradas y movimientos del ratón en el prototipo, el tamaño de su pantalla y un identificador aleatorio guardado en su navegador; nada personal aparte de lo que escriban.',
  'topic.account.privacy.p2':
    'En «Eliminar la cuenta», dentro de «Mi cuenta», «Eliminar mi cuenta…» borra para siempre tu cuenta, tus prototipos, sus pruebas y todos los datos grabados: escribe tu correo para confirmar y elige «Eliminar para siempre». No se puede deshacer, así que exporta antes lo que quieras conservar.',
  'topic.account.privacy.p3':
    'Las condiciones del servicio y la política de privacidad están enlazadas bajo los formularios de inicio de sesión y de registro.',
  'notifications.title': 'Notificaciones',
  'notifications.empty': 'Todavía no hay notificaciones.',
  'notifications.new': 'Nueva',
  'notifications.markSeen': 'Marcar todas como vistas',
  'notifications.seen': 'Todas las notificaciones están marcadas como vistas.',
  'notifications.bell': 'Notificaciones',
  'notifications.bellNew_one': 'Notificaciones: {{count}} nueva',
  'notifications.bellNew_other': 'Notificaciones: {{count}} nuevas',
  'notifications.video': 'Ver los vídeos',
  'notice.welcome.title': 'Bienvenido a Protolab',
  'notice.welcome.more': 'Crea un prototipo, enlaza sus pantallas e invita a testers con un enlace o un código QR.',
  'notice.video-tip.title': 'Aprende lo básico en pocos minutos',
  'notice.video-tip.more': 'La ayuda tiene vídeos cortos sobre diseño, prototipado y pruebas.',
  'notice.star-project.title': '¿Te gusta Protolab?',
  'notice.star-project.more': 'Dale una estrella al proyecto: así otros lo encuentran.',
  'notice.community-chat.title': 'Únete al chat de la comunidad',
  'notice.community-chat.more': 'Haz preguntas, comparte tus prototipos y conoce a otros diseñadores.',
  'notice.profile-picture.title': 'Añade una foto de perfil',
  'notice.profile-picture.more': 'Tu equipo ve quién cambió qué: añade una foto en la página de tu cuenta.',
  'notice.collaboration.title': 'Trabajad juntos en los prototipos',
  'notice.collaboration.more': 'Invita a tu equipo a un prototipo para diseñar, probar y comentar juntos.',
  'notice.add-name.title': 'Dinos tu nombre',
  'notice.add-name.more': 'Añade tu nombre en la página de tu cuenta para que tu equipo sepa quién eres.',
  'contact.title': 'Contacto',
  'contact.intro': '¿Preguntas, ideas o un error? Escríbenos y te responderemos por correo.',
  'contact.name': 'Nombre (opcional)',
  'contact.email': 'Correo electrónico',
  'contact.message': 'Mensaje',
  'contact.send': 'Enviar',
  'contact.sending': 'Enviando…',
  'contact.sent': '¡Gracias! Tu mensaje se ha enviado.',
  'contact.required': 'Introduce tu correo electrónico y un mensaje.',
  'contact.emailRequired': 'El correo electrónico es obligatorio.',
  'contact.emailInvalid': 'Esta dirección de correo no es válida.',
  'contact.messageRequired': 'El mensaje es obligatorio.',
  'examples.title': 'Ejemplos',
  'examples.intro': 'Prototipos de ejemplo públicos con sus resultados de prueba. Sin iniciar sesión.',
  'examples.empty': 'Todavía no hay ejemplos.',
  'examples.screens_one': '{{count}} pantalla',
  'examples.screens_other': '{{count}} pantallas',
  'examples.results': 'Ver los resultados',
  'examples.play': 'Probarlo',
  'examples.preview': 'Pantalla de inicio de {{name}}',
};
