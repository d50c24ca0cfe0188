// What a drag from the palette carries onto the canvas: a widget type, or a template's id.
import { TEMPLATE_DRAG_TYPE } from '../templates/TemplateList';

/** The drag data type that carries a widget type onto the canvas. */
export const PALETTE_DRAG_TYPE = 'application/x-protolab-widget';

/** Whether a drag carries a widget type or a template from the palette. */
export const isPaletteDrag = (types: readonly string[]) =>
  types.includes(PALETTE_DRAG_TYPE) || types.includes(TEMPLATE_DRAG_TYPE);
