// German texts of the page import area.
import type { en } from './en';

export const de: Record<keyof typeof en, string> = {
  'html.open': 'HTML importieren…',
  'html.title': 'Eine HTML-Seite importieren',
  'html.intro':
    'Wähle eine HTML-Datei oder füge das Markup ein. Die Seite wird in der Bildschirmbreite des Prototyps ohne ihre Skripte gesetzt und wird zu einem neuen Bildschirm aus bearbeitbaren Widgets.',
  'yaml.open': 'YAML importieren…',
  'yaml.title': 'Bildschirme aus YAML importieren',
  'yaml.intro':
    'Wähle eine YAML-Datei oder füge die Beschreibung ein: Bildschirme, Widgets nach ihrem Typnamen mit Props und Stil, Zeilen und Spalten.',
  file: 'Datei',
  pasted: 'Oder hier einfügen',
  submit: 'Importieren',
  busy: 'Wird importiert…',
  'error.empty': 'Wähle eine Datei oder füge etwas zum Importieren ein.',
  'error.line': 'Zeile {{line}}: {{message}}',
  'error.layout': 'Die Seite konnte nicht gesetzt werden: {{message}}',
  done_one: 'Ein neuer Bildschirm mit {{count}} Widget wurde hinzugefügt.',
  done_other: 'Ein neuer Bildschirm mit {{count}} Widgets wurde hinzugefügt.',
  unmapped: 'Elemente ohne eigenes Widget, als Ersatz behalten:',
  unmappedItem: '<{{tag}}> „{{name}}“ als {{as}}',
  complete: 'Jedes Element der Seite hat ein eigenes Widget.',
  'export.open': 'Bildschirm als YAML exportieren',
  'export.title': 'Der Bildschirm „{{name}}“ als YAML',
  'export.text': 'YAML des Bildschirms',
  'export.download': 'Herunterladen',
};
