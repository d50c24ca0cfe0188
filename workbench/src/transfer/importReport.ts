// What an import cannot bring along, told before the designer confirms: images the document uses
// that the file does not hold (they would show as missing), and widgets of types this product does
// not draw (kept in the document, but not shown). With a study: what of it comes along (sessions,
// events, mouse tracks, tasks, annotations, comments) and what does not, and why.
import {
  hasStudyData,
  isLogicWidget,
  studyCounts,
  widgetSpec,
  type StudyCounts,
  type StudyProblem,
  collectImageUrls,
  imageFileName,
} from '@protolab/shared';
import type { ParsedImport } from './importFile';

export interface ImportReport {
  /** file names, each once */
  missingImages: string[];
  /** unknown types with how many widgets have them, most first */
  unknownTypes: { type: string; count: number }[];
  /** when the files hold a study beside the prototype */
  study?: StudyReport;
}

export interface StudyReport {
  /** the prototype's name */
  name: string;
  /** the prototype is a stand-in of this many blank screens (none was among the files) */
  standInScreens?: number;
  counts: StudyCounts;
  problems: StudyProblem[];
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
  const { study } = parsed;
  if (!study || !(hasStudyData(study) || study.problems.length > 0)) return { missingImages, unknownTypes };
  return {
    missingImages,
    unknownTypes,
    study: {
      name: parsed.app.name,
      ...(parsed.standIn && { standInScreens: Object.keys(parsed.app.screens).length }),
      counts: studyCounts(study),
      problems: study.problems,
    },
  };
}

/** Nothing stays behind: no image missing, every widget type drawn, nothing of a study left out. */
export const isCompleteImport = (report: ImportReport) =>
  report.missingImages.length === 0 && report.unknownTypes.length === 0 && !report.study?.problems.length;
