// The pages of a Figma file and their top-level frames, as the import dialog lists them and the
// mapping makes screens of them.
import type { FigmaFile, FigmaNode } from './figmaTypes';

export interface FigmaPageSummary {
  id: string;
  name: string;
  frames: { id: string; name: string; w: number; h: number }[];
}

export const shown = (node: FigmaNode) => node.visible !== false;
const frameLike = (node: FigmaNode) => node.type === 'FRAME' || node.type === 'COMPONENT' || node.type === 'INSTANCE';

/** The pages of a file with their top-level frames (the dialog lists them). */
export function figmaPages(file: FigmaFile): FigmaPageSummary[] {
  return (file.document.children ?? [])
    .filter((page) => page.type === 'CANVAS')
    .map((page) => ({
      id: page.id,
      name: page.name ?? page.id,
      frames: topFrames(page).map((frame) => ({
        id: frame.id,
        name: frame.name ?? frame.id,
        w: frame.absoluteBoundingBox!.width,
        h: frame.absoluteBoundingBox!.height,
      })),
    }));
}

/** A page's top-level frames: the screens it becomes. */
export function topFrames(page: FigmaNode): FigmaNode[] {
  return (page.children ?? []).filter((n) => shown(n) && frameLike(n) && n.absoluteBoundingBox);
}
