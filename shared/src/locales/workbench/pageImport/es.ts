// Spanish texts of the page import area.
import type { en } from './en';

export const es: Record<keyof typeof en, string> = {
  'html.open': 'Importar HTML…',
  'html.title': 'Importar una página HTML',
  'html.intro':
    'Elige un archivo HTML o pega el código. La página se compone al ancho de pantalla del prototipo, sin sus scripts, y se convierte en una pantalla nueva de widgets editables.',
  'yaml.open': 'Importar YAML…',
  'yaml.title': 'Importar pantallas desde YAML',
  'yaml.intro':
    'Elige un archivo YAML o pega la descripción: pantallas, widgets por su nombre de tipo con props y estilo, filas y columnas.',
  file: 'Archivo',
  pasted: 'O pégalo aquí',
  submit: 'Importar',
  busy: 'Importando…',
  'error.empty': 'Elige un archivo o pega algo para importar.',
  'error.line': 'Línea {{line}}: {{message}}',
  'error.layout': 'No se pudo componer la página: {{message}}',
  done_one: 'Se añadió una pantalla nueva con {{count}} widget.',
  done_other: 'Se añadió una pantalla nueva con {{count}} widgets.',
  unmapped: 'Elementos sin un widget propio, conservados como sustituto:',
  unmappedItem: '<{{tag}}> «{{name}}» como {{as}}',
  complete: 'Cada elemento de la página tiene un widget propio.',
  'export.open': 'Exportar pantalla como YAML',
  'export.title': 'La pantalla «{{name}}» como YAML',
  'export.text': 'YAML de la pantalla',
  'export.download': 'Descargar',
};
