import type { en } from './en';

export const es: Record<keyof typeof en, string> = {
  title: 'Código',
  intro: 'Descarga el prototipo como código que los desarrolladores pueden leer, ejecutar y conservar.',
  kind: 'Exportar como',
  'kind.site': 'Sitio estático (se abre desde el disco, sin compilar)',
  'kind.react': 'Proyecto React (Vite y TypeScript)',
  download: 'Descargar ZIP',
  preparing: 'Preparando el ZIP…',
  screen: 'Pantalla',
  file: 'Archivo',
  preview: 'Código de la pantalla',
  copy: 'Copiar',
  copied: 'Código copiado',
  copyFailed: 'No se pudo copiar el código',
  drawn: 'Dibujado como una caja simple en esta pantalla: {{types}}',
  missingImages_one: 'No se pudo añadir {{count}} imagen al ZIP',
  missingImages_other: 'No se pudieron añadir {{count}} imágenes al ZIP',
  noScreens: 'El prototipo aún no tiene pantallas que exportar.',
};
