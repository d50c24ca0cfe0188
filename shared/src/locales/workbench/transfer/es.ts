import type { en } from './en';

export const es: Record<keyof typeof en, string> = {
  'import.open': 'Importar un prototipo',
  'import.title': 'Importar un prototipo',
  'import.intro':
    'Elige un ZIP exportado de Protolab (el prototipo con sus imágenes) o el archivo JSON de un prototipo, también uno de Quant-UX.',
  'import.file': 'Archivo ZIP o JSON',
  'import.fileHint': 'ZIP de hasta {{zipMb}} MB, JSON de hasta {{jsonMb}} MB.',
  'import.images': 'O imágenes: una pantalla por imagen',
  'import.imagesHint':
    'JPG, PNG o GIF, como máximo {{imageMb}} MB cada una; las pantallas siguen el orden de los nombres de archivo.',
  'import.imagesName': 'Prototipo a partir de imágenes',
  'import.submit': 'Importar',
  'import.busy': 'Importando…',
  'import.reportTitle': 'Antes de importar',
  'import.missingImages': 'Imágenes que el archivo no contiene (aparecerán como ausentes): {{files}}',
  'import.unknownTypes': 'Tipos de widget que este producto no dibuja (se conservan, pero no se muestran): {{types}}',
  'import.complete': 'Todo lo que contiene el archivo se importa.',
  'import.done': 'Se ha importado el prototipo «{{name}}».',
  'error.noFile': 'Elige un archivo para importar.',
  'error.tooBig':
    'El archivo es demasiado grande: un ZIP puede tener como máximo {{zipMb}} MB y un JSON {{jsonMb}} MB.',
  'error.wrongType': 'Tipo de archivo incorrecto: elige un archivo ZIP o JSON de un prototipo.',
  'error.wrongZip': 'Tipo de ZIP incorrecto: este ZIP no contiene ningún prototipo (falta app.json).',
  'error.invalidDocument': 'El archivo no contiene un prototipo válido.',
  'error.imageTooBig': 'La imagen {{file}} es demasiado grande: como máximo {{imageMb}} MB.',
  'error.imageWrongType': 'La imagen {{file}} tiene un tipo incorrecto: solo JPG, PNG o GIF.',
  'error.tryout': 'En el modo de prueba no se puede importar. Regístrate primero.',
  'export.button': 'Exportar como ZIP',
  'export.busy': 'Exportando…',
  'export.done': 'Se ha descargado el ZIP con el prototipo y sus imágenes.',
  'export.missing_one': 'No se pudo cargar {{count}} imagen; falta en el ZIP.',
  'export.missing_other': 'No se pudieron cargar {{count}} imágenes; faltan en el ZIP.',
};
