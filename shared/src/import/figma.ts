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
export { figmaImageNeeds, figmaPendingUrl, withFigmaImages, type FigmaImageNeeds } from './figmaImages';
export { figmaPrototype } from './figmaPrototype';
