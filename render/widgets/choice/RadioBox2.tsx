import { radioDrawing } from './radioDrawing';

export const frame = 'bare';

/** A radio whose ring turns the colour of its dot when checked. */
export default radioDrawing('radio2');
