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
    'Protolab te permite crear prototipos interactivos, probarlos con usuarios reales y ver lo que hicieron.',
  'topic.start.first.title': 'Tu primer prototipo',
  'topic.start.first.p1':
    'Regístrate, abre Mis prototipos y elige «Crear nuevo». Elige el tipo de dispositivo y el tamaño de pantalla; ambos se pueden cambiar después en los ajustes.',
  'topic.start.tryout.title': 'Modo de prueba',
  'topic.start.tryout.p1':
    'Sin cuenta puedes echar un vistazo en el modo de prueba. Para guardar, importar o crear prototipos, regístrate: es gratis.',
  'topic.prototypes.title': 'Prototipos y pantallas',
  'topic.prototypes.p1':
    'Un prototipo es un conjunto de pantallas con widgets: botones, etiquetas, campos de texto, imágenes y más.',
  'topic.prototypes.screens.title': 'Pantallas',
  'topic.prototypes.screens.p1':
    'Cada pantalla tiene el tamaño del dispositivo. Una pantalla puede heredar los widgets de otra, así un menú o una cabecera se dibuja una sola vez.',
  'topic.prototypes.widgets.title': 'Widgets',
  'topic.prototypes.widgets.p1':
    'Los widgets tienen posición, tamaño y estilo. Las plantillas y los design tokens mantienen iguales los colores y las fuentes en todas las pantallas.',
  'topic.links.title': 'Enlaces',
  'topic.links.p1':
    'Los enlaces hacen que un prototipo sea interactivo: una línea de un widget a una pantalla indica adónde lleva un clic.',
  'topic.links.widgets.title': 'Enlazar widgets',
  'topic.links.widgets.p1':
    'Elige «Prototipo» en la barra del editor y arrastra desde un widget o una pantalla hasta la pantalla a la que debe llevar. O selecciona el widget y elige una pantalla en «Enlazar con pantalla…» de sus propiedades.',
  'topic.links.widgets.p2':
    'Cada enlace tiene un evento —clic, doble clic, pulsación larga, pasar por encima, cambio de valor, un deslizamiento; los enlaces de una pantalla se activan con un temporizador o al cargarse— y una transición (deslizar, fundido, crecer). Cámbialos o elimínalos en «Enlaces» de las propiedades. En el modo prototipo también puedes hacer clic en la flecha de un enlace en el lienzo: lo selecciona y muestra sus ajustes; Supr lo elimina.',
  'topic.links.logic.title': 'Ramificar con LogicOr',
  'topic.links.logic.p1':
    'Un LogicOr permite que una acción lleve a pantallas distintas. Añade «LogicOr» desde la lista de widgets: queda en el lienzo entre las pantallas, dibujado como un rombo con «OR» que solo muestra el editor. En el modo prototipo, arrastra desde un widget hasta el LogicOr y luego desde el LogicOr hasta cada pantalla a la que puede llevar.',
  'topic.links.logic.p2':
    'Selecciona el LogicOr para dar una condición a cada salida. En «Solo si», elige un widget: su valor es igual a, no es igual a, contiene, es mayor que, es menor que, es al menos o es como mucho un valor, o es válido o no es válido. La salida sin condición se toma cuando no se cumple ninguna. «Elegir una salida al azar (prueba A/B)» envía a cada evaluador por una salida elegida al azar.',
  'topic.links.start.title': 'La pantalla de inicio',
  'topic.links.start.p1':
    'Una prueba empieza en la pantalla marcada como inicio; sin marca, en la pantalla de arriba a la izquierda.',
  'topic.testing.title': 'Pruebas con usuarios',
  'topic.testing.p1':
    'Comparte un enlace de prueba con tus testers. Usan el prototipo y resuelven tus tareas; se registran sus clics y entradas.',
  'topic.testing.invites.title': 'Invitaciones',
  'topic.testing.invites.p1':
    'El diálogo de compartir contiene el enlace de prueba. Puedes protegerlo con una contraseña o revocarlo: los enlaces antiguos dejan de funcionar.',
  'topic.testing.invites.p2':
    'Los testers no necesitan cuenta. No se guarda nada personal aparte de lo que escriben en el prototipo.',
  'topic.testing.qr.title': 'Códigos QR',
  'topic.testing.qr.p1':
    'Los testers con un móvil escanean el código QR del diálogo de compartir y empiezan la prueba al momento.',
  'topic.testing.offline.title': 'Estudios de campo sin conexión',
  'topic.testing.offline.p1':
    'Abre la prueba una vez con conexión: después el prototipo funciona sin red. Las interacciones esperan en el dispositivo y se suben cuando vuelve a haber conexión.',
  'topic.analytics.title': 'Análisis',
  'topic.analytics.p1':
    'Los resultados muestran cómo usaron los testers tu prototipo: sesiones, pantallas, clics y tareas.',
  'topic.analytics.heatmaps.title': 'Mapas de calor',
  'topic.analytics.heatmaps.p1':
    'Los mapas de calor muestran dónde hicieron clic los testers y dónde se detuvo el ratón. Se marcan los elementos que nadie usó en las tres primeras interacciones.',
  'topic.analytics.tasks.title': 'Tareas',
  'topic.analytics.tasks.p1':
    'Una tarea es un flujo de pasos. Una sesión tiene éxito cuando recorre todos los pasos en orden. Los detalles requieren un flujo de dos o más pasos.',
  'topic.analytics.dropoff.title': 'Abandono',
  'topic.analytics.dropoff.p1':
    'La vista de abandono muestra en qué paso dejaron los testers una tarea. Selecciona una tarea para verla.',
  'topic.analytics.confidence.title': 'Intervalos de confianza',
  'topic.analytics.confidence.p1':
    'Con pocos testers, una tasa de éxito es incierta. El intervalo del 95 % (Wald ajustado) muestra cuánto puede alejarse la tasa real de la medida.',
  'topic.transfer.title': 'Importar y exportar',
  'topic.transfer.p1': 'Lleva prototipos de una cuenta o herramienta a otra.',
  'topic.transfer.import.title': 'Importar',
  'topic.transfer.import.p1':
    'Importa un ZIP exportado de Protolab o el archivo JSON de un prototipo, también uno de Quant-UX. Las imágenes deben ser JPG, PNG o GIF de 5 MB como máximo. En el modo de prueba no se puede importar.',
  'topic.transfer.export.title': 'Exportar',
  'topic.transfer.export.p1':
    'En los ajustes de un prototipo, «Exportar como ZIP» lo descarga con todas sus imágenes. Al importar ese ZIP se obtiene el mismo prototipo.',
  'topic.team.title': 'Equipo',
  'topic.team.p1': 'Trabajad juntos en un prototipo: invita a miembros del equipo por correo electrónico.',
  'topic.team.members.title': 'Añadir miembros',
  'topic.team.members.p1':
    'En la pestaña de equipo, introduce un correo y elige un rol. Las sugerencias muestran personas con las que ya has trabajado.',
  'topic.team.roles.title': 'Roles',
  'topic.team.roles.p1':
    'Los propietarios pueden hacerlo todo, incluso borrar el prototipo. Los editores pueden diseñar y probar; los lectores pueden ver y comentar.',
  'topic.account.title': 'Cuenta y privacidad',
  'topic.account.p1': 'Tu nombre, tu foto y tu contraseña están en la página Mi cuenta.',
  'topic.account.profile.title': 'Tu perfil',
  'topic.account.profile.p1': 'Un nombre y una foto ayudan a tu equipo a ver quién cambió qué.',
  'topic.account.privacy.title': 'Privacidad',
  'topic.account.privacy.p1':
    'Guardamos las interacciones de los testers, nunca datos personales más allá de lo que escriben. Puedes borrar tu cuenta con todos sus prototipos cuando quieras.',
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
  'topic.editor.title': 'El editor',
  'topic.editor.p1':
    'Abre un prototipo y elige «Abrir lienzo»: el lienzo muestra cada pantalla donde la colocaste. A la izquierda está la lista «Pantallas» con la lista de widgets debajo, a la derecha las propiedades de lo seleccionado. Los miembros del equipo que solo pueden leer ven el mismo lienzo sin poder editar.',
  'topic.editor.widgets.title': 'Añadir y ordenar widgets',
  'topic.editor.widgets.p1':
    'Busca en la lista de widgets por nombre. Haz clic en un widget para colocarlo en la pantalla seleccionada, o arrástralo a cualquier pantalla. Las pantallas nuevas se crean con «Añadir pantalla» y «Dibujar», arriba de la lista «Pantallas».',
  'topic.editor.widgets.p2':
    'Haz clic para seleccionar, Mayús+clic para añadir a la selección, o arrastra un marco sobre el lienzo vacío. Arrastra la selección para moverla (también a otra pantalla); los ocho tiradores cambian su tamaño, Mayús mantiene la proporción y Alt lo cambia desde el centro.',
  'topic.editor.widgets.p3':
    'Desplázate con Espacio+arrastrar, el botón central del ratón o un trackpad; amplía con Ctrl+rueda, pellizcando o con los botones + y −. «Ajustar» muestra todas las pantallas. En «Vista», «Ajustar a la selección» amplía lo seleccionado y «100 %» muestra las pantallas a su tamaño real (Mayús+1, Mayús+2, Mayús+0).',
  'topic.editor.widgets.p4':
    'Un widget que mueves se ajusta cuando sus bordes o su centro se acercan a los de otro widget o de la pantalla: una guía rosa muestra la línea a la que se ajustó, y etiquetas rosas indican la distancia en píxeles a sus vecinos de cada lado. Al cambiar el tamaño, el borde que arrastras se ajusta igual. En «Vista», «Ajustar a la cuadrícula» coloca los widgets en una cuadrícula del tamaño de celda que elijas cuando no hay ningún borde cerca, y «Mostrar la cuadrícula» la dibuja. Mantén Alt al arrastrar para colocar un widget libremente.',
  'topic.editor.screens.title': 'La lista de pantallas',
  'topic.editor.screens.p1':
    'La lista «Pantallas» está encima de la lista de widgets. Un clic en una fila selecciona la pantalla y la muestra. Haz doble clic en el nombre, o pulsa F2, para renombrarla. Arrastra una fila, o pulsa Alt+↑ / Alt+↓, para cambiar el orden. La estrella la hace pantalla de inicio (solo hay una); los botones de copia y × la duplican o la eliminan. Con más de seis pantallas, un cuadro de búsqueda filtra la lista.',
  'topic.editor.screens.p2':
    '«Añadir pantalla» añade una pantalla del tamaño del dispositivo. Para dibujar una, elige «Dibujar» o pulsa S y arrastra en el lienzo: la pantalla nueva tiene el tamaño que arrastraste. Un clic en lugar de un arrastre coloca ahí una pantalla del tamaño del dispositivo.',
  'topic.editor.text.title': 'Texto y estilo',
  'topic.editor.text.p1':
    'Haz doble clic en un widget, o selecciónalo y pulsa Intro, para escribir su texto directamente en el lienzo; Intro o Escape terminan la escritura.',
  'topic.editor.text.p2':
    'Las propiedades muestran el nombre, la posición, el tamaño y el texto de un widget; luego «Contenido», los ajustes de su tipo, y «Estilo»: fondo, color del texto, borde, radio de esquina, sombra, fuente, alineación, relleno y opacidad. Con varios widgets seleccionados, un campo muestra un valor si todos lo comparten, y un cambio se aplica a todos. Una pantalla seleccionada muestra su nombre, tamaño, fondo y si los tests empiezan en ella.',
  'topic.editor.states.title': 'Contenido y estados',
  'topic.editor.states.p1':
    '«Contenido» reúne lo que solo tiene este tipo de widget: las opciones de una lista desplegable, una por línea; las filas de una tabla, con las celdas separadas por comas; los datos de un gráfico; una indicación; un icono, elegido de una lista en la que puedes buscar. En «Estilo», «Más» muestra los ajustes de estilo propios del tipo.',
  'topic.editor.states.p2':
    'Un selector sobre el estilo elige el estado: Normal, Al pasar, Foco, Pulsado o Error. Así un widget puede verse distinto con el puntero encima, con el foco, mientras se pulsa o cuando muestra un error. En un estado que no sea Normal, un campo muestra en gris el valor normal hasta que pones el valor propio del estado; su × («Borrar …») lo quita.',
  'topic.editor.menu.title': 'Menú, bloquear y ocultar',
  'topic.editor.menu.p1':
    'Haz clic derecho en un widget, una pantalla, un enlace o el lienzo vacío para abrir un menú de acciones: cortar, copiar, pegar, duplicar, editar texto, traer al frente, enviar al fondo, bloquear o desbloquear, ocultar o mostrar, convertir en pantalla de inicio, añadir pantalla, seleccionar todo, eliminar. Cada una muestra su atajo. Mayús+F10 o la tecla de menú lo abren en la selección; las flechas se mueven por él, Intro ejecuta y Escape cierra.',
  'topic.editor.menu.p2':
    'Un widget bloqueado (Ctrl+Mayús+L) se puede seleccionar con un clic, pero los arrastres, las flechas y los tiradores lo dejan en su sitio, y el marco de selección lo ignora. Un widget oculto (Ctrl+Mayús+H) nunca se muestra a los evaluadores, ni en miniaturas, mapas de calor o repeticiones; el editor lo muestra tenue para que puedas seleccionarlo y volver a mostrarlo. Ctrl+] / Ctrl+[ traen adelante / envían atrás; con Mayús, al frente / al fondo.',
  'topic.editor.saving.title': 'Deshacer y guardar',
  'topic.editor.saving.p1':
    'Cada cambio se guarda mientras trabajas; la barra indica si todo está guardado, cuántos cambios esperan o que estás sin conexión. Los cambios hechos sin conexión se guardan en el navegador y se envían al volver la conexión, incluso tras cerrar la pestaña.',
  'topic.editor.saving.p2':
    'Deshacer (Ctrl+Z) y Rehacer (Ctrl+Mayús+Z o Ctrl+Y) van paso a paso: un arrastre o un texto escrito es un paso. El historial se guarda en el servidor, así que deshacer sigue funcionando tras recargar.',
  'topic.editor.keys.title': 'Teclado',
  'topic.editor.keys.p1':
    'Con el lienzo enfocado: las flechas mueven la selección 1 px, con Mayús 10 px; Supr la elimina; Ctrl+C, Ctrl+X y Ctrl+V copian, cortan y pegan (también en otro prototipo, con sus estilos); Ctrl+D duplica; Ctrl+A selecciona los widgets de la pantalla; Escape borra la selección.',
  'topic.editor.keys.p2':
    'Ctrl+] y Ctrl+[ traen la selección adelante o la envían atrás; con Mayús, al frente o al fondo. Ctrl+Mayús+L la bloquea o desbloquea, Ctrl+Mayús+H la oculta o la muestra. S empieza a dibujar una pantalla. Mayús+F10 o la tecla de menú abren el menú de acciones. En la lista «Pantallas», F2 renombra una pantalla y Alt+↑ / Alt+↓ la mueven. Pulsa ? para ver todos los atajos.',
};
