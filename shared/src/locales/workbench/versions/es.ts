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
};
