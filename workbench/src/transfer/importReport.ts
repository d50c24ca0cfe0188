// What an import cannot bring along, told before the designer confirms: images the document uses
// that the file does not hold (they would show as missing), and widgets of types this product does
// not draw (kept in the document, but not shown).
import { isLogicWidget, widgetSpec } from '@protolab/shared';
import { collectImageUrls, imageFileName } from './imageRefs';
import type { ParsedImport } from './importFile';

export interface ImportReport {
  /** file names, each once */
  missingImages: string[];
  /** unknown types with how many widgets have them, most first */
  unknownTypes: { type: string; count: number }[];
}

export function importReport(parsed: ParsedImport): ImportReport {
  const missingImages = [
    ...new Set(
      collectImageUrls(parsed.app)
        .map(imageFileName)
        .filter((file) => !parsed.images.has(file)),
    ),
  ];
  const counts = new Map<string, number>();
  for (const widget of Object.values(parsed.app.widgets)) {
    if (widgetSpec(widget.type) || isLogicWidget(widget.type)) continue;
    counts.set(widget.type, (counts.get(widget.type) ?? 0) + 1);
  }
  const unknownTypes = [...counts].map(([type, count]) => ({ type, count })).sort((a, b) => b.count - a.count);
  return { missingImages, unknownTypes };
}

export const isCompleteImport = (report: ImportReport) =>
  report.missingImages.length === 0 && report.unknownTypes.length === 0;
