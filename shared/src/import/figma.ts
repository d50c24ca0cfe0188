// The Figma import's public surface (issue 31).
export type * from './figmaTypes';
export { figmaFileKey } from './figmaLink';
export { mapFigmaPage, type FigmaImport } from './figmaMapping';
export { figmaPages, type FigmaPageSummary } from './figmaPages';
export { FIGMA_REPORT_CODES, type FigmaReportCode, type FigmaReportEntry } from './figmaReport';
export { figmaImageNeeds, figmaPendingUrl, withFigmaImages, type FigmaImageNeeds } from './figmaImages';
export { figmaPrototype } from './figmaPrototype';
