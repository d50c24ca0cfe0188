// The Figma import's public surface (issue 31).
export type * from './figmaTypes';
export { figmaFileKey } from './figmaLink';
export {
  FIGMA_REPORT_CODES,
  mapFigmaPage,
  figmaPages,
  type FigmaImport,
  type FigmaPageSummary,
  type FigmaReportCode,
  type FigmaReportEntry,
} from './figmaMapping';
export { figmaImageRefs, withFigmaImages } from './figmaImages';
export { figmaPrototype } from './figmaPrototype';
