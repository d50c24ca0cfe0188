// Spanish texts of versions and A/B comparisons (keys: ./en.ts).
import type { en } from './en';

export const es: Record<keyof typeof en, string> = {
  'verdict.higher': 'La tasa de éxito de {{variant}} es mayor en {{low}} a {{high}} puntos',
  'verdict.lower': 'La tasa de éxito de {{variant}} es menor en {{low}} a {{high}} puntos',
  'verdict.none_one':
    'No se muestra diferencia; con unos {{count}} evaluador más por variante se detectaría una diferencia de 10 puntos con una potencia del 80 %',
  'verdict.none_other':
    'No se muestra diferencia; con unos {{count}} evaluadores más por variante se detectaría una diferencia de 10 puntos con una potencia del 80 %',
  'verdict.enough':
    'No se muestra diferencia; con tantos evaluadores se habría encontrado una diferencia de 10 puntos con una potencia del 80 %',
  'verdict.noData': 'Muy pocas sesiones para comparar tasas de éxito',
  'time.shorter': '{{variant}} tarda de {{low}} a {{high}} % menos tiempo',
  'time.longer': '{{variant}} tarda de {{low}} a {{high}} % más tiempo',
  'time.none': 'No se muestra diferencia de tiempo',
  'time.noData': 'Muy pocas sesiones cronometradas para comparar tiempos',
  open: 'Versiones',
  title: 'Versiones',
  intro:
    'Guarde el prototipo tal como está ahora, abra una versión anterior o recupere una (deshacer revierte una restauración).',
  name: 'Nombre de la versión',
  save: 'Guardar versión',
  saving: 'Guardando…',
  saved: 'Versión «{{name}}» guardada',
  saveFailed: 'No se pudo guardar la versión: {{message}}',
  loading: 'Cargando versiones…',
  empty: 'Aún no hay versiones guardadas.',
  list: 'Versiones guardadas',
  by: '{{author}} · {{time}}',
  screens_one: '{{count}} pantalla',
  screens_other: '{{count}} pantallas',
  'trigger.import': 'guardada antes de una importación',
  'trigger.restore': 'guardada antes de una restauración',
  view: 'Abrir',
  restore: 'Restaurar',
  delete: 'Eliminar',
  confirmDelete: 'Eliminar definitivamente',
  preview: 'Versión «{{name}}», solo lectura',
  back: 'Volver a las versiones',
  restored: 'Versión «{{name}}» restaurada. Deshacer la revierte.',
  restoreFailed: 'No se pudo restaurar la versión: {{message}}',
  autoRestore: 'Antes de restaurar «{{name}}»',
  autoImport: 'Antes de una importación',
  autoGenerate: 'Antes de una pantalla generada',
};
