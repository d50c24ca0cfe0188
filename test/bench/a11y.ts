// The accessibility check's document rules on a large prototype: 100 screens and 2,000 widgets of
// every drawn type (the editor bench's gallery), the median of nine runs after three to warm up.
// Aim: under 200 ms. Prints the figure; asserts nothing.
import { checkAccessibility, WIDGET_TYPES } from '@protolab/shared';
import { galleryPrototype } from '../e2e/support/prototypes';
import { median } from './frames';

const SCREENS = 100;
const PER_SCREEN = 20;
const WARM_UPS = 3;
const RUNS = 9;

export async function run(): Promise<void> {
  const app = galleryPrototype(SCREENS, WIDGET_TYPES.length, PER_SCREEN);
  const widgets = Object.keys(app.widgets).length;
  for (let i = 0; i < WARM_UPS; i++) checkAccessibility(structuredClone(app));
  const times: number[] = [];
  let findings = 0;
  for (let i = 0; i < RUNS; i++) {
    // a fresh copy each run: the screen views are cached per widget record, an edited document has new records
    const fresh = structuredClone(app);
    const t0 = performance.now();
    findings = checkAccessibility(fresh).length;
    times.push(performance.now() - t0);
  }
  console.log(`a11y check ${widgets} widgets: ${Math.round(median(times))} ms`);
  console.log(`[bench] a11y: ${findings} findings on ${SCREENS} screens`);
}
