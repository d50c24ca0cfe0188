// German texts of versions and A/B comparisons (keys: ./en.ts).
import type { en } from './en';

export const de: Record<keyof typeof en, string> = {
  'verdict.higher': 'Die Erfolgsquote von {{variant}} ist um {{low}} bis {{high}} Prozentpunkte höher',
  'verdict.lower': 'Die Erfolgsquote von {{variant}} ist um {{low}} bis {{high}} Prozentpunkte niedriger',
  'verdict.none_one':
    'Kein Unterschied belegt; etwa {{count}} weiterer Tester je Variante würde einen Unterschied von 10 Punkten mit 80 % Power erkennen',
  'verdict.none_other':
    'Kein Unterschied belegt; etwa {{count}} weitere Tester je Variante würden einen Unterschied von 10 Punkten mit 80 % Power erkennen',
  'verdict.enough':
    'Kein Unterschied belegt; bei so vielen Testern wäre ein Unterschied von 10 Punkten mit 80 % Power gefunden worden',
  'verdict.noData': 'Zu wenige Sitzungen, um Erfolgsquoten zu vergleichen',
  'time.shorter': '{{variant}} braucht {{low}} bis {{high}} % weniger Zeit',
  'time.longer': '{{variant}} braucht {{low}} bis {{high}} % mehr Zeit',
  'time.none': 'Kein Unterschied in der Zeit belegt',
  'time.noData': 'Zu wenige gemessene Sitzungen, um Zeiten zu vergleichen',
};
