import type { en } from './en';

export const de: Record<keyof typeof en, string> = {
  'import.open': 'Prototyp importieren',
  'import.title': 'Prototyp importieren',
  'import.intro':
    'Wähle ein aus Protolab exportiertes ZIP (der Prototyp mit seinen Bildern) oder die JSON-Datei eines Prototyps, auch eine aus Quant-UX.',
  'import.file': 'ZIP- oder JSON-Datei',
  'import.fileHint': 'ZIP bis {{zipMb}} MB, JSON bis {{jsonMb}} MB.',
  'import.images': 'Oder Bilder: je Bild ein Screen',
  'import.imagesHint': 'JPG, PNG oder GIF, je höchstens {{imageMb}} MB; die Screens folgen den Dateinamen.',
  'import.imagesName': 'Prototyp aus Bildern',
  'import.submit': 'Importieren',
  'import.busy': 'Wird importiert…',
  'import.reportTitle': 'Vor dem Import',
  'import.missingImages': 'Bilder, die die Datei nicht enthält (sie werden fehlen): {{files}}',
  'import.unknownTypes':
    'Widget-Typen, die dieses Produkt nicht zeichnet (bleiben erhalten, werden aber nicht angezeigt): {{types}}',
  'import.complete': 'Alles aus der Datei wird übernommen.',
  'import.done': 'Der Prototyp „{{name}}“ wurde importiert.',
  'error.noFile': 'Bitte wähle eine Datei zum Importieren.',
  'error.tooBig':
    'Die Datei ist zu groß: ein ZIP darf höchstens {{zipMb}} MB haben, eine JSON-Datei höchstens {{jsonMb}} MB.',
  'error.wrongType': 'Falscher Dateityp: Wähle eine ZIP- oder JSON-Datei eines Prototyps.',
  'error.wrongZip': 'Falscher ZIP-Typ: Dieses ZIP enthält keinen Prototyp (app.json fehlt).',
  'error.invalidDocument': 'Die Datei enthält keinen gültigen Prototyp.',
  'error.imageTooBig': 'Das Bild {{file}} ist zu groß: höchstens {{imageMb}} MB.',
  'error.imageWrongType': 'Das Bild {{file}} hat den falschen Typ: nur JPG, PNG oder GIF.',
  'error.tryout': 'Im Testmodus ist kein Import möglich. Bitte registriere dich zuerst.',
  'export.button': 'Als ZIP exportieren',
  'export.busy': 'Wird exportiert…',
  'export.done': 'Das ZIP mit dem Prototyp und seinen Bildern wurde heruntergeladen.',
  'export.missing_one': '{{count}} Bild konnte nicht geladen werden und fehlt im ZIP.',
  'export.missing_other': '{{count}} Bilder konnten nicht geladen werden und fehlen im ZIP.',
};
