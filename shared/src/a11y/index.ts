// The accessibility check's document rules (issue 33): findings, their fixes as commands, the contrast maths.
export { contrastRatio, nearestPassingColour, parseColour, relativeLuminance, toHex, type Rgba } from './colour';
export type { A11yFinding, A11yFix, A11yRule, A11ySeverity } from './finding';
export { checkAccessibility } from './checkAccessibility';
export { quickFixCommand } from './quickFix';
export { readingOrder } from './readingOrder';
