// What a Figma import says it did not bring over as it is: a code per reason, and the layer.
/** Why a layer, or part of it, was not imported as it is. */
export const FIGMA_REPORT_CODES = [
  'hidden',
  'unsupportedNode',
  'outsideFrame',
  'extraFills',
  'gradientKind',
  'mixedText',
  'rotated',
  'extraEffects',
  'blur',
  'ellipse',
  'componentChildren',
  'interaction',
  'transition',
  'frameLook',
  'noGeometry',
  'strokeAlign',
] as const;
export type FigmaReportCode = (typeof FIGMA_REPORT_CODES)[number];

export interface FigmaReportEntry {
  code: FigmaReportCode;
  /** the layer's name (its id when it has none) */
  layer: string;
  /** what the code is about in Figma's words (a node type, a paint type, a trigger) */
  detail?: string;
}
