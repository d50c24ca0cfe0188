// A designer's colour on other designers' canvases: picked from the user id, so it is the same
// wherever and whenever they appear. Ten hues that stay readable with white text and tell apart.
const PALETTE = [
  '#d32f2f', // red
  '#1976d2', // blue
  '#388e3c', // green
  '#7b1fa2', // purple
  '#e65100', // orange
  '#00838f', // teal
  '#c2185b', // pink
  '#5d4037', // brown
  '#303f9f', // indigo
  '#827717', // olive
] as const;

/** FNV-1a over the id's UTF-16 units: cheap, stable, spreads similar ids. */
export function colorFor(userId: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < userId.length; i++) {
    hash ^= userId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return PALETTE[hash % PALETTE.length]!;
}
