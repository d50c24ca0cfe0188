// The part of the Figma REST API's file format (GET /v1/files/:key?geometry=paths) the import reads,
// written from the public API reference. Everything is optional that the reference marks so or that
// older files lack: the mapping reads it defensively and reports what it cannot use.

/** Channels 0..1. */
export interface FigmaColor {
  r: number;
  g: number;
  b: number;
  a: number;
}

export interface FigmaVector {
  x: number;
  y: number;
}

export interface FigmaRectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FigmaColorStop {
  position: number;
  color: FigmaColor;
}

export interface FigmaPaint {
  type:
    | 'SOLID'
    | 'GRADIENT_LINEAR'
    | 'GRADIENT_RADIAL'
    | 'GRADIENT_ANGULAR'
    | 'GRADIENT_DIAMOND'
    | 'IMAGE'
    | 'EMOJI'
    | 'VIDEO'
    | (string & {});
  visible?: boolean;
  opacity?: number;
  color?: FigmaColor;
  /** start, end and width handles in the node's normalised space (0..1) */
  gradientHandlePositions?: FigmaVector[];
  gradientStops?: FigmaColorStop[];
  /** the key of an image fill in GET /v1/files/:key/images */
  imageRef?: string;
  scaleMode?: 'FILL' | 'FIT' | 'TILE' | 'STRETCH' | (string & {});
}

export interface FigmaEffect {
  type: 'DROP_SHADOW' | 'INNER_SHADOW' | 'LAYER_BLUR' | 'BACKGROUND_BLUR' | (string & {});
  visible?: boolean;
  color?: FigmaColor;
  offset?: FigmaVector;
  radius?: number;
  spread?: number;
}

export interface FigmaTypeStyle {
  fontFamily?: string;
  fontWeight?: number;
  fontSize?: number;
  italic?: boolean;
  lineHeightPx?: number;
  letterSpacing?: number;
  textAlignHorizontal?: 'LEFT' | 'CENTER' | 'RIGHT' | 'JUSTIFIED';
  textAlignVertical?: 'TOP' | 'CENTER' | 'BOTTOM';
  textDecoration?: 'NONE' | 'UNDERLINE' | 'STRIKETHROUGH';
}

export interface FigmaTransition {
  type: 'DISSOLVE' | 'SMART_ANIMATE' | 'MOVE_IN' | 'MOVE_OUT' | 'PUSH' | 'SLIDE_IN' | 'SLIDE_OUT' | (string & {});
  direction?: 'LEFT' | 'RIGHT' | 'TOP' | 'BOTTOM';
  /** seconds */
  duration?: number;
  easing?: { type?: string };
}

export interface FigmaAction {
  type: 'NODE' | 'BACK' | 'CLOSE' | 'URL' | (string & {});
  destinationId?: string | null;
  navigation?: 'NAVIGATE' | 'SWAP' | 'OVERLAY' | 'SCROLL_TO' | 'CHANGE_TO' | (string & {});
  transition?: FigmaTransition | null;
  url?: string;
}

export interface FigmaReaction {
  trigger?: { type: 'ON_CLICK' | 'ON_DRAG' | 'ON_HOVER' | 'ON_PRESS' | 'AFTER_TIMEOUT' | (string & {}) } | null;
  /** newer files */
  actions?: FigmaAction[];
  /** older files: one action */
  action?: FigmaAction | null;
}

export interface FigmaPath {
  /** SVG path data in the node's own frame */
  path: string;
  windingRule?: 'NONZERO' | 'EVENODD' | (string & {});
}

export interface FigmaNode {
  id: string;
  name?: string;
  type: string;
  visible?: boolean;
  children?: FigmaNode[];
  absoluteBoundingBox?: FigmaRectangle | null;
  fills?: FigmaPaint[];
  strokes?: FigmaPaint[];
  strokeWeight?: number;
  strokeAlign?: 'INSIDE' | 'OUTSIDE' | 'CENTER';
  cornerRadius?: number;
  /** top-left, top-right, bottom-right, bottom-left */
  rectangleCornerRadii?: number[];
  effects?: FigmaEffect[];
  opacity?: number;
  rotation?: number;
  /** frames: the canvas background (pages) */
  backgroundColor?: FigmaColor;
  /** auto layout; the positions in absoluteBoundingBox are already laid out */
  layoutMode?: 'NONE' | 'HORIZONTAL' | 'VERTICAL';
  overflowDirection?: 'NONE' | 'HORIZONTAL_SCROLLING' | 'VERTICAL_SCROLLING' | 'HORIZONTAL_AND_VERTICAL_SCROLLING';
  clipsContent?: boolean;
  /** TEXT */
  characters?: string;
  style?: FigmaTypeStyle;
  characterStyleOverrides?: number[];
  /** INSTANCE: the COMPONENT it is an instance of */
  componentId?: string;
  reactions?: FigmaReaction[];
  /** older prototype links */
  transitionNodeID?: string | null;
  transitionDuration?: number;
  fillGeometry?: FigmaPath[];
  strokeGeometry?: FigmaPath[];
  /** CANVAS: where the prototype starts */
  flowStartingPoints?: { nodeId: string; name?: string }[];
  prototypeStartNodeID?: string | null;
}

/** GET /v1/files/:key */
export interface FigmaFile {
  name: string;
  lastModified?: string;
  document: FigmaNode;
  components?: Record<string, { key?: string; name?: string }>;
}

/** GET /v1/images/:key: node id → rendered image url (null when it could not be rendered) */
export interface FigmaImagesAnswer {
  err?: string | null;
  images: Record<string, string | null>;
}

/** GET /v1/files/:key/images: image fill ref → download url */
export interface FigmaImageFillsAnswer {
  error?: boolean;
  meta?: { images?: Record<string, string> };
}
