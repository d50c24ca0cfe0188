// A move of the selection (a drag, an arrow key) is the gestures' `moveRecords` in the headless core.
export { moveRecords } from '@protolab/shared';
