import type { en } from './en';

export const de: Record<keyof typeof en, string> = {
  title: 'Code',
  intro: 'Den Prototyp als Code herunterladen, den Entwickler lesen, ausführen und behalten können.',
  kind: 'Exportieren als',
  'kind.site': 'Statische Website (öffnet von der Festplatte, ohne Build)',
  'kind.react': 'React-Projekt (Vite und TypeScript)',
  download: 'ZIP herunterladen',
  preparing: 'ZIP wird vorbereitet…',
  screen: 'Screen',
  file: 'Datei',
  preview: 'Code des Screens',
  copy: 'Kopieren',
  copied: 'Code kopiert',
  copyFailed: 'Der Code konnte nicht kopiert werden',
  drawn: 'Auf diesem Screen als einfache Box gezeichnet: {{types}}',
  missingImages_one: '{{count}} Bild konnte nicht ins ZIP aufgenommen werden',
  missingImages_other: '{{count}} Bilder konnten nicht ins ZIP aufgenommen werden',
  noScreens: 'Der Prototyp hat noch keine Screens zum Exportieren.',
};
