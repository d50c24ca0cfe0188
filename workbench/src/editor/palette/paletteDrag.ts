// The drag data type that carries a widget type from the palette onto the canvas.
export const PALETTE_DRAG_TYPE = 'application/x-protolab-widget';
