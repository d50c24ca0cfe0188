import { radioDrawing } from './radioDrawing';

export const frame = 'bare';

/** A circle with a dot when checked. */
export default radioDrawing('radio');
