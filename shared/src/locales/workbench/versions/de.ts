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
  open: 'Versionen',
  title: 'Versionen',
  intro:
    'Speichern Sie den Prototyp, wie er jetzt ist, öffnen Sie eine frühere Version oder holen Sie eine zurück (Rückgängig nimmt eine Wiederherstellung zurück).',
  name: 'Name der Version',
  save: 'Version speichern',
  saving: 'Wird gespeichert…',
  saved: 'Version „{{name}}“ gespeichert',
  saveFailed: 'Die Version konnte nicht gespeichert werden: {{message}}',
  loading: 'Versionen werden geladen…',
  empty: 'Noch keine Versionen gespeichert.',
  list: 'Gespeicherte Versionen',
  by: '{{author}} · {{time}}',
  screens_one: '{{count}} Screen',
  screens_other: '{{count}} Screens',
  'trigger.import': 'vor einem Import gespeichert',
  'trigger.restore': 'vor einer Wiederherstellung gespeichert',
  view: 'Öffnen',
  restore: 'Wiederherstellen',
  delete: 'Löschen',
  confirmDelete: 'Endgültig löschen',
  preview: 'Version „{{name}}“, nur lesen',
  back: 'Zurück zu den Versionen',
  restored: 'Version „{{name}}“ wiederhergestellt. Rückgängig nimmt das zurück.',
  restoreFailed: 'Die Version konnte nicht wiederhergestellt werden: {{message}}',
  autoRestore: 'Vor der Wiederherstellung von „{{name}}“',
  autoImport: 'Vor einem Import',
  autoGenerate: 'Vor einem generierten Screen',
};
